// Images uploaded beside the fan-out's messages (BENCH_UPLOADS_PER_S), through POST /api/upload
// as a browser sends them: the sends must keep their budget while the upload path (the file store:
// a folder, or a bucket with BENCH_UPLOAD_STORE=s3) takes files at the same time.
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { percentile } from './support';

export interface UploadStats {
  rate: number;
  sent: number;
  ok: number;
  failed: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
}

const agent = new Agent({ keepAlive: true });
/** A PNG signature and header, then random bytes: an image as far as the type check reads. */
const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function postImage(baseUrl: string, token: string, bytes: Buffer): Promise<string> {
  const boundary = `bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`);
  const body = Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return new Promise((resolve) => {
    const req = request(`${baseUrl}/api/upload`, {
      method: 'POST',
      agent,
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200 ? 'ok' : String(res.statusCode)));
    });
    req.on('error', (error) => resolve(error.name));
    req.end(body);
  });
}

/** Uploads `rate` images a second of `bytes` each, round robin over `tokens`, until stopped. */
export function startUploads(baseUrl: string, tokens: string[], rate: number, bytes: number): { stop: () => Promise<UploadStats> } {
  const image = Buffer.concat([PNG_HEAD, randomBytes(Math.max(0, bytes - PNG_HEAD.length))]);
  const pending = new Set<Promise<void>>();
  const durations: number[] = [];
  const failed: Record<string, number> = {};
  let sent = 0;
  const timer = setInterval(() => {
    const started = performance.now();
    const token = tokens[sent % tokens.length];
    sent += 1;
    const upload = postImage(baseUrl, token, image).then((outcome) => {
      if (outcome === 'ok') durations.push(performance.now() - started);
      else failed[outcome] = (failed[outcome] ?? 0) + 1;
      pending.delete(upload);
    });
    pending.add(upload);
  }, 1000 / rate);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(pending);
      return { rate, sent, ok: durations.length, failed, p50Ms: percentile(durations, 50), p99Ms: percentile(durations, 99) };
    },
  };
}
