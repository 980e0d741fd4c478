import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, specifiersOf } from './import-graph';

// No import cycles in the app's own code (app/, components/, lib/, server.ts). Every import counts:
// static, `import type`, `export … from`, `import()` (a lazy screen importing back into what loads
// it is a cycle too) and require(). Modules are resolved as the compiler does, with the `@/`
// alias of tsconfig.json.

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
