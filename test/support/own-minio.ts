import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { freePort } from '../../lib/db/free-port';
import { ensureMinioBinary } from '../../lib/storage/minio-binary';

/**
 * A MinIO server of a test run's own (built once: lib/storage/minio-binary.ts) on a free port,
 * with one empty bucket: the real S3 engine the storage tests and the S3 bench run against.
 * Undefined where it can be neither found nor built (no Go toolchain).
 */
export interface OwnMinio {
  /** the app's environment for it (UPLOAD_STORE=s3 and the S3_* variables) */
  env: Record<string, string>;
  /** a client of the bucket, for looking at what the app stored */
  client: S3Client;
  bucket: string;
  /** ends the server (SIGKILL: requests to it are refused at once) */
  kill(): Promise<void>;
  /** starts it again on the same port and data */
  start(): Promise<void>;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

export async function startOwnMinio(dir: string): Promise<OwnMinio | undefined> {
  const binary = await ensureMinioBinary((line) => console.log(`[minio] ${line}`));
  if (!binary) return undefined;
  const [port, consolePort] = [await freePort(), await freePort()];
  const endpoint = `http://127.0.0.1:${port}`;
  const accessKeyId = 'chat-test';
  const secretAccessKey = randomBytes(16).toString('hex');
  const bucket = 'chat-uploads';
  const dataDir = path.join(dir, 'minio-data');
  mkdirSync(dataDir, { recursive: true });
  const log = createWriteStream(path.join(dir, 'minio.log'), { flags: 'a' });
  let child: ChildProcess | undefined;

  const start = async () => {
    child = spawn(binary, ['server', dataDir, '--address', `127.0.0.1:${port}`, '--console-address', `127.0.0.1:${consolePort}`, '--quiet'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, MINIO_ROOT_USER: accessKeyId, MINIO_ROOT_PASSWORD: secretAccessKey, MINIO_BROWSER: 'off', MINIO_UPDATE: 'off' },
    });
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    const deadline = Date.now() + 60_000;
    while (!(await answers(`${endpoint}/minio/health/ready`))) {
      if (child.exitCode !== null) throw new Error(`minio exited with ${child.exitCode}; see ${dir}/minio.log`);
      if (Date.now() > deadline) throw new Error(`minio on ${port} did not start; see ${dir}/minio.log`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const kill = async () => {
    const server = child;
    if (!server || server.exitCode !== null || server.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGKILL');
    });
  };

  await start();
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId, secretAccessKey } });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    env: {
      UPLOAD_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
    },
    client,
    bucket,
    kill,
    start,
    stop: async () => {
      client.destroy();
      await kill();
      log.end();
    },
  };
}
