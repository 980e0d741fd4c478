import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, ListMultipartUploadsCommand, paginateListObjectsV2 } from '@aws-sdk/client-s3';
import { startOwnMinio } from '../support/own-minio';
import { describeStore } from './store-suite';

// The store suite on a real S3 engine: a MinIO of this file's own (UPLOAD_STORE=s3), killed to
// take the store away and started again on the same data to bring it back.

const dir = mkdtempSync(path.join(os.tmpdir(), 'chat-store-s3-'));

describeStore(
  's3',
  async () => {
    const minio = await startOwnMinio(dir);
    if (!minio) {
      console.warn('[s3 store] no MinIO binary and no Go toolchain to build one: skipped');
      return undefined;
    }
    const Bucket = minio.bucket;
    return {
      env: minio.env,
      names: async () => {
        const names: string[] = [];
        for await (const page of paginateListObjectsV2({ client: minio.client }, { Bucket })) names.push(...(page.Contents ?? []).map((o) => o.Key!));
        return names;
      },
      openWrites: async () => ((await minio.client.send(new ListMultipartUploadsCommand({ Bucket }))).Uploads ?? []).length,
      writtenAt: async (name) => (await minio.client.send(new HeadObjectCommand({ Bucket, Key: name }))).LastModified!.getTime(),
      takeAway: () => minio.kill(),
      bringBack: () => minio.start(),
      readsFail: true,
      stop: async () => {
        await minio.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  },
  dir,
);
