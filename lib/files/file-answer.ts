import type { Readable } from 'node:stream';

/**
 * A stored file as a call's answer (GET /uploads/..., /download/...): status, headers and the
 * bytes to send, already opened in the file store, or none (HEAD, 416, an empty file). The Node
 * door streams them with their Content-Length (lib/api/node-route.ts); Next 16 would drop that
 * header from a route handler's response, so files never go through Next.
 */
export class FileAnswer {
  constructor(
    readonly status: number,
    readonly headers: Record<string, string>,
    readonly body?: Readable,
  ) {}
}
