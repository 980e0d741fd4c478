// Where the CPU goes during a measurement: the app server's process group, the database
// (started under this process) and this load generator, from /proc (Linux), in seconds.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

interface Proc {
  pid: number;
  ppid: number;
  command: string;
}

function processes(): Proc[] {
  return execFileSync('ps', ['-e', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => !!m)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), command: m[3] }));
}

/** The processes started under this one (the database runs under a small sh). */
function descendants(all: Proc[], root: number): Proc[] {
  const found: Proc[] = [];
  const parents = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of all) {
      if (parents.has(p.ppid) && !parents.has(p.pid)) {
        parents.add(p.pid);
        found.push(p);
        grew = true;
      }
    }
  }
  return found;
}

/** Fields of /proc/<pid>/stat after the command: index 0 is field 3 of proc(5). */
function statOf(pid: number): string[] | undefined {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  } catch {
    return undefined; // gone
  }
}

const pgidOf = (pid: number) => Number(statOf(pid)?.[2]);

/** utime + stime of a process in seconds (fields 14 and 15); 0 once it is gone. */
function cpuOf(pid: number): number {
  const fields = statOf(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND : 0;
}

export interface CpuSample {
  server: number;
  database: number;
  /** the bench's MinIO, when uploads go to S3 (0 otherwise) */
  objectStore: number;
  loadGenerator: number;
}

function cpuSample(serverGroupId: number): CpuSample {
  const all = processes();
  const sum = (list: Proc[]) => list.reduce((total, p) => total + cpuOf(p.pid), 0);
  const usage = process.cpuUsage();
  const ours = descendants(all, process.pid);
  return {
    server: sum(all.filter((p) => p.pid === serverGroupId || pgidOf(p.pid) === serverGroupId)),
    database: sum(ours.filter((p) => /(^|\/)(ferretdb|mongod)\s/.test(p.command))),
    objectStore: sum(ours.filter((p) => /(^|\/)minio\s/.test(p.command))),
    loadGenerator: (usage.user + usage.system) / 1e6,
  };
}

export type CpuUse = CpuSample & { wallS: number };

/** What `run` resolves to, with the CPU seconds the server's group, the database and this process used meanwhile. */
export async function withCpu<T>(serverGroupId: number, run: () => Promise<T>): Promise<T & { cpu: CpuUse }> {
  const before = cpuSample(serverGroupId);
  const started = performance.now();
  const result = await run();
  const after = cpuSample(serverGroupId);
  const d = (n: number) => Number(n.toFixed(2));
  const cpu = {
    server: d(after.server - before.server),
    database: d(after.database - before.database),
    objectStore: d(after.objectStore - before.objectStore),
    loadGenerator: d(after.loadGenerator - before.loadGenerator),
    wallS: d((performance.now() - started) / 1000),
  };
  return { ...result, cpu };
}

export const cpuLine = (c: CpuUse) =>
  `server ${c.server}, database ${c.database}, ${c.objectStore ? `object store ${c.objectStore}, ` : ''}load generator ${c.loadGenerator} (in ${c.wallS} s)`;
