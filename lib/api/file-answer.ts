/**
 * A stored file as a call's answer (GET /uploads/..., /download/...): status, headers and the
 * byte range of the file to send, or none (416, an empty file). The Node door streams it with
 * its Content-Length (lib/api/node-route.ts); Next 16 would drop that header from a route
 * handler's response, so files never go through Next.
 */
export class FileAnswer {
  constructor(
    readonly status: number,
    readonly headers: Record<string, string>,
    readonly range?: { file: string; start: number; end: number },
  ) {}
}
