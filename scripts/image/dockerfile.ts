// A small reader of this repository's Dockerfile: its stages and the instructions the runtime
// check (scripts/image/check-runtime.ts) replays without Docker. Only the forms the Dockerfile
// uses are understood; anything else is an error, so the check cannot silently skip a step.

export interface Instruction {
  op: string;
  args: string;
  line: number;
}

export interface Stage {
  name: string;
  from: string;
  instructions: Instruction[];
}

/** Joins continued lines, drops comments and the parser directive. */
function logicalLines(text: string): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  let current = '';
  let start = 0;
  text.split('\n').forEach((raw, index) => {
    const trimmed = raw.trim();
    if (!current && (trimmed === '' || trimmed.startsWith('#'))) return;
    if (!current) start = index + 1;
    if (trimmed.endsWith('\\')) {
      current += `${trimmed.slice(0, -1)} `;
      return;
    }
    out.push({ text: current + trimmed, line: start });
    current = '';
  });
  return out;
}

export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  for (const { text: line, line: number } of logicalLines(text)) {
    const [op, ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (op.toUpperCase() === 'FROM') {
      const match = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args);
      if (!match) throw new Error(`Dockerfile:${number}: FROM ${args} is not understood`);
      stages.push({ from: match[1], name: match[2] ?? String(stages.length), instructions: [] });
    } else {
      const stage = stages.at(-1);
      if (!stage) throw new Error(`Dockerfile:${number}: ${op} before FROM`);
      stage.instructions.push({ op: op.toUpperCase(), args, line: number });
    }
  }
  return stages;
}

/** `KEY=VALUE KEY2=VALUE2` (values without spaces, as this Dockerfile writes them). */
export function parseEnv(args: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const pair of args.split(/\s+/)) {
    const at = pair.indexOf('=');
    if (at <= 0) throw new Error(`ENV ${args}: only KEY=VALUE pairs are understood`);
    env[pair.slice(0, at)] = pair.slice(at + 1).replace(/^"(.*)"$/, '$1');
  }
  return env;
}

/** COPY [--from=stage] [--chown=...] src... dest */
export function parseCopy(args: string): { from?: string; sources: string[]; dest: string } {
  const words = args.split(/\s+/);
  let from: string | undefined;
  while (words[0]?.startsWith('--')) {
    const flag = words.shift()!;
    if (flag.startsWith('--from=')) from = flag.slice('--from='.length);
    else if (!flag.startsWith('--chown=')) throw new Error(`COPY ${flag} is not understood`);
  }
  const dest = words.pop();
  if (!dest || !words.length) throw new Error(`COPY ${args}: needs a source and a destination`);
  return { from, sources: words, dest };
}

/** A JSON-array CMD, or a shell-form one run by /bin/sh -c. */
export function parseCommand(args: string): string[] {
  const trimmed = args.trim();
  if (trimmed.startsWith('[')) return JSON.parse(trimmed) as string[];
  return ['/bin/sh', '-c', trimmed];
}

/** Simple .dockerignore patterns: a top-level name, a `*` glob in one segment, or `dir/*`. */
export function dockerignoreMatcher(text: string): (relativePath: string) => boolean {
  const patterns = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((p) => new RegExp(`^${p.replace(/^\/+/, '').replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}(/.*)?$`));
  return (relativePath) => patterns.some((pattern) => pattern.test(relativePath));
}
