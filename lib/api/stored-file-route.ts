import { prepareUpload } from '@/lib/files/serve-upload';
import { storedNameSchema } from '@/lib/validations/upload';
import { nodePublicRoute } from './node-route';

/**
 * GET and HEAD /api/uploads/<name> (inline, byte ranges for media players) and
 * /api/download/<name> (an attachment under its original name), API.md. No session: an <img>
 * cannot send one, and the random stored name is the capability. Answered by server.ts
 * (lib/http/node-api.ts) with the file's Content-Length, which Next would drop.
 */
export const storedFileRoute = (disposition: 'inline' | 'attachment') =>
  nodePublicRoute({}, async ({ params, req }) =>
    prepareUpload({
      name: storedNameSchema.parse(params.name),
      disposition,
      range: disposition === 'inline' ? (req.headers.range ?? null) : null,
      head: req.method === 'HEAD',
    }),
  );
