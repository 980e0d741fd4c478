import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// The import graph of the app's own code, resolved as the compiler does (with the `@/` alias of
// tsconfig.json), for the architecture tests. Not a test file itself.

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** What the graph holds by default: the app's code (models/ is read where a test asks for it). */
export const SCANNED = ['app', 'components', 'lib', 'server.ts'];
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
export function importGraph(scanned: string[] = SCANNED): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!config) throw new Error('tsconfig.json could not be read');
  const options = config.options;
  const cache = ts.createModuleResolutionCache(ROOT, (name) => name, options);
  const files = scanned.flatMap(sourceFiles);
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

