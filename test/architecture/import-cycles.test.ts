import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// No import cycles in the app's own code (app/, components/, lib/, server.ts). Every import counts:
// static, `import type`, `export … from`, `import()` (a lazy screen importing back into what loads
// it is a cycle too) and require(). Modules are resolved as the compiler does, with the `@/`
// alias of tsconfig.json.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SCANNED = ['app', 'components', 'lib', 'server.ts'];
const SKIPPED_DIRS = new Set(['node_modules', '.next', '.data']);

function sourceFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (/\.tsx?$/.test(entry)) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((item) => {
    if (item.isDirectory()) return SKIPPED_DIRS.has(item.name) || item.name.startsWith('.next') ? [] : sourceFiles(path.join(entry, item.name));
    return /\.tsx?$/.test(item.name) && !item.name.endsWith('.d.ts') ? [path.join(full, item.name)] : [];
  });
}

/** Every module specifier a file names (static, type-only, re-exports, import(), require()). */
export function specifiersOf(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && ts.isStringLiteral(node.moduleReference.expression)) {
      found.push(node.moduleReference.expression.text);
    } else if (ts.isCallExpression(node) && (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require'))) {
      const [first] = node.arguments;
      if (first && ts.isStringLiteralLike(first)) found.push(first.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The import graph of the scanned files: file → the scanned files it imports (paths relative to the repo). */
function importGraph(): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!config) throw new Error('tsconfig.json could not be read');
  const options = config.options;
  const cache = ts.createModuleResolutionCache(ROOT, (name) => name, options);
  const files = SCANNED.flatMap(sourceFiles);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const specifier of specifiersOf(file, ts.sys.readFile(file) ?? '')) {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys, cache).resolvedModule?.resolvedFileName;
      if (resolved && known.has(path.resolve(resolved))) targets.add(path.relative(ROOT, path.resolve(resolved)));
    }
    graph.set(path.relative(ROOT, file), [...targets].sort());
  }
  return graph;
}

/** Strongly connected components (Tarjan) with more than one file, or one file importing itself. */
function tangles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);
  return found;
}

/** The shortest cycle through `start` inside its component: start → … → start. */
function shortestCycle(graph: Map<string, string[]>, component: Set<string>, start: string): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!component.has(next)) continue;
      if (next === start) {
        const cycle = [start];
        for (let at = node; at !== start; at = previous.get(at)!) cycle.splice(1, 0, at);
        return [...cycle, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [];
}

/** Every import cycle, one line each ("a → b → a"); one per file of a tangle, without repeats. */
export function findCycles(graph: Map<string, string[]>): string[] {
  const lines = new Set<string>();
  for (const component of tangles(graph)) {
    const members = new Set(component);
    for (const file of component) {
      const cycle = shortestCycle(graph, members, file);
      // the same cycle from another of its files: written from its smallest file
      const ring = cycle.slice(0, -1);
      const first = ring.indexOf([...ring].sort()[0]);
      const rotated = [...ring.slice(first), ...ring.slice(0, first)];
      lines.add([...rotated, rotated[0]].join(' → '));
    }
  }
  return [...lines].sort();
}

describe('import cycles', () => {
  it('the finder sees a cycle, a self-import and the way out of a tangle', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'd.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
    ]);
    expect(findCycles(graph)).toEqual(['a.ts → b.ts → c.ts → a.ts', 'e.ts → e.ts']);
    expect(findCycles(new Map([['a.ts', ['b.ts']], ['b.ts', []]]))).toEqual([]);
  });

  it('reads every kind of import', () => {
    const text = [
      "import a from './a';",
      "import type { B } from './b';",
      "export { c } from './c';",
      "export * from './d';",
      "const e = () => import('./e');",
      "const f = require('./f');",
      "type G = import('./g').G;",
      "import h = require('./h');",
    ].join('\n');
    expect(specifiersOf('x.tsx', text)).toEqual(['./a', './b', './c', './d', './e', './f', './g', './h']);
  });

  it('app/, components/, lib/ and server.ts import no module that imports them back', () => {
    const graph = importGraph();
    // the `@/` alias resolves (else an empty graph would pass)
    expect(graph.get(path.join('app', '(app)', 'layout.tsx'))).toContain(path.join('components', 'call', 'call-provider.tsx'));
    const cycles = findCycles(graph);
    if (cycles.length) console.error(`Import cycles (${cycles.length}):\n${cycles.join('\n')}`);
    expect(cycles).toEqual([]);
  }, 60_000); // parses every file: seconds on a busy machine
});
