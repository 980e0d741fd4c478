import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, ROOT, specifiersOf } from './import-graph';

// The layers, by folder: models/ are the schemas and nothing else, lib/ holds the services that
// read and write them, and the doors into the app (route handlers, socket event handlers) call
// those services. So:
//  - models/** import nothing of lib/, except lib/contract/ modules that import nothing at all:
//    the value lists (statuses, reasons, actions) a schema's enum shares with the zod schemas and
//    the screens. A module without imports cannot pull a service into a model.
//  - app/**/route.ts import no model: a route parses, calls a service in lib/ and answers.
//  - lib/socket/** import no model: socket event handlers call services in lib/ as routes do.
//  - lib/api/ (the HTTP pipeline) is imported only by the doors: route handlers and pages under
//    app/, lib/http/ and server.ts. A service that needs an error, a file answer or the error
//    mapping finds them in lib/errors/ and lib/files/, so lib/api and the services never import
//    each other both ways.
// Every import counts (type-only ones too), resolved as the compiler does.

interface Rule {
  /** the files the rule is about */
  applies: (file: string) => boolean;
  /** whether an import of `target` by such a file breaks the rule */
  forbids: (target: string) => boolean;
}

/** The rules; `importsNothing` tells a module that names no other module, not even a package. */
export function layerRules(importsNothing: (file: string) => boolean): Rule[] {
  const isModel = (file: string) => file.startsWith('models/');
  const isPureContract = (file: string) => file.startsWith('lib/contract/') && importsNothing(file);
  return [
    // models import nothing of lib/ but pure lib/contract/ values
    { applies: isModel, forbids: (target) => target.startsWith('lib/') && !isPureContract(target) },
    // route handlers call services, not models
    { applies: (file) => /^app\/(.+\/)?route\.ts$/.test(file), forbids: isModel },
    // socket event handlers call services, not models
    { applies: (file) => file.startsWith('lib/socket/'), forbids: isModel },
    // the HTTP pipeline is the doors' business, never a service's
    { applies: (file) => !/^(app\/|lib\/api\/|lib\/http\/|server\.ts$)/.test(file), forbids: (target) => target.startsWith('lib/api/') },
  ];
}

/** Every import that breaks a rule, once, as "file -> import" (paths with forward slashes). */
export function layerViolations(graph: Map<string, string[]>, rules: Rule[]): string[] {
  const slashed = (file: string) => file.split(path.sep).join('/');
  const found = new Set<string>();
  for (const [file, targets] of graph) {
    const applying = rules.filter((rule) => rule.applies(slashed(file)));
    for (const target of targets) {
      if (applying.some((rule) => rule.forbids(slashed(target)))) found.add(`${slashed(file)} -> ${slashed(target)}`);
    }
  }
  return [...found].sort();
}

describe('layer rules', () => {
  it('the finder reports each import that breaks a rule, once, as "file -> import"', () => {
    const graph = new Map([
      ['models/A.ts', ['lib/util/x.ts', 'lib/contract/values.ts', 'lib/contract/mixed.ts', 'models/json.ts']],
      ['lib/contract/values.ts', []],
      ['lib/contract/mixed.ts', []],
      ['lib/util/x.ts', []],
      ['app/api/a/route.ts', ['models/A.ts', 'lib/util/x.ts']],
      ['app/(app)/page.tsx', ['models/A.ts']],
      ['lib/socket/s.ts', ['models/A.ts', 'lib/util/x.ts']],
      ['lib/chats/c.ts', ['models/A.ts', 'lib/api/route-core.ts']],
      ['lib/http/door.ts', ['lib/api/route-core.ts']],
      ['lib/api/route-core.ts', ['lib/chats/c.ts']],
    ]);
    const importsNothing = (file: string) => file === 'lib/contract/values.ts';
    expect(layerViolations(graph, layerRules(importsNothing))).toEqual([
      'app/api/a/route.ts -> models/A.ts',
      'lib/chats/c.ts -> lib/api/route-core.ts',
      'lib/socket/s.ts -> models/A.ts',
      'models/A.ts -> lib/contract/mixed.ts',
      'models/A.ts -> lib/util/x.ts',
    ]);
  });

  it('models import no lib/ service; routes and socket handlers import no model; only the doors import lib/api', () => {
    const graph = importGraph(['app', 'components', 'lib', 'models', 'server.ts']);
    // the `@/` alias resolves and models are read (else an empty graph would pass)
    expect(graph.get(path.join('lib', 'chats', 'get-chat.ts'))).toContain(path.join('models', 'Chat.ts'));
    const importsNothing = (file: string) => {
      const full = path.join(ROOT, file);
      return specifiersOf(full, readFileSync(full, 'utf8')).length === 0;
    };
    const violations = layerViolations(graph, layerRules(importsNothing));
    if (violations.length) console.error(`Layer rule violations (${violations.length}):\n${violations.join('\n')}`);
    expect(violations).toEqual([]);
  }, 60_000); // parses every file: seconds on a busy machine
});
