import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, ROOT, SCANNED } from './import-graph';
import { moduleStores, mutates, stateFactoriesOf } from './module-stores';

// State that must exist once per process exists once. Next bundles app/ (route handlers, pages)
// apart from server.ts, so a module both reach is loaded twice and its module-level variables
// exist twice: a queue filled through a route handler is not the one server.ts flushes. Such
// state lives behind lib/util/process-singleton.ts. This finds every module-level store in the
// modules both reach; each exception says why one copy per bundle is right.

const ALLOWED: Record<string, string> = {
  'lib/env.ts cached': 'a memo of process.env: every copy reads the same values, and nothing else writes it',
  'lib/auth/jwt.ts cachedKey': 'a memo of the key made from JWT_SECRET: the same in every copy',
  'lib/files/current-store.ts cached': "the file store made from the environment: its refusals must be its own bundle's ApiErrors",
};

/** Every file reachable from `roots` in `graph`. */
function reachable(graph: Map<string, string[]>, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(graph.get(file) ?? []));
  }
  return seen;
}

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

describe('process state', () => {
  it('the finder sees lets, changed collections, instances and what state factories make, not constants', () => {
    const factory = 'export function batcher() {\n  const waiting = new Map();\n  return (key) => waiting.set(key, 1);\n}\nexport function pure(x) {\n  const y = x * 2;\n  return { y };\n}';
    expect(stateFactoriesOf('f.ts', factory)).toEqual(['batcher']);
    const text = [
      'let count = 0;',
      'const cache = new Map();',
      'const TABLE = new Set(["a", "b"]);',
      'const queue = [] as number[];',
      'const FIELDS = { a: 1 };',
      'const state = { n: 0 };',
      'const kept = new KeptMap(10);',
      'const id = new Types.ObjectId();',
      'const add = batcher();',
      'const shared = processSingleton("x", () => new Map());',
      'export function use() { cache.set("k", 1); queue.push(1); state.n += 1; return TABLE.has("a") && FIELDS.a; }',
    ].join('\n');
    expect(moduleStores('m.ts', text, new Set(['batcher'])).map((s) => s.name)).toEqual(['count', 'cache', 'queue', 'state', 'kept', 'add']);
    // changed by a file that imports it
    expect(moduleStores('m.ts', 'export const REGISTRY = {};', new Set(), [{ fileName: 'u.ts', text: 'REGISTRY["x"] = 1;' }])).toHaveLength(1);
    expect(mutates('u.ts', 'delete REGISTRY.x;', 'REGISTRY')).toBe(true);
    expect(mutates('u.ts', 'const x = REGISTRY.x;', 'REGISTRY')).toBe(false);
  });

  it('no module that both server.ts and app/ load keeps state of its own outside processSingleton', () => {
    const graph = importGraph([...SCANNED, 'models', 'i18n']);
    const fromServer = reachable(graph, ['server.ts']);
    const fromNext = reachable(
      graph,
      [...graph.keys()].filter((file) => file.startsWith(`app${path.sep}`) || file.startsWith(`i18n${path.sep}`)),
    );
    const both = [...fromServer].filter((file) => fromNext.has(file));
    // The send's pipeline is in both (else an empty intersection would pass).
    expect(both).toContain(path.join('lib', 'api', 'route-core.ts'));
    const factories = new Set([...graph.keys()].flatMap((file) => stateFactoriesOf(file, read(file))));
    const found: string[] = [];
    for (const file of both) {
      const users = [...graph].filter(([, targets]) => targets.includes(file)).map(([user]) => ({ fileName: user, text: read(user) }));
      for (const store of moduleStores(file, read(file), factories, users)) {
        const key = `${file.split(path.sep).join('/')} ${store.name}`;
        if (!(key in ALLOWED)) found.push(`${key}: ${store.why}`);
      }
    }
    if (found.length) console.error(`Module-level state in modules both bundles load (use processSingleton):\n${found.join('\n')}`);
    expect(found).toEqual([]);
    // Every exception still exists: a stale one would excuse a new store of the same name.
    for (const key of Object.keys(ALLOWED)) {
      const [file, name] = key.split(' ');
      expect(moduleStores(file, read(file), factories).map((s) => s.name), key).toContain(name);
    }
  }, 60_000); // parses every file: seconds on a busy machine
});
