import { MAX_UPLOAD_FORM_BYTES } from '@/lib/files/receive-upload';
import { uploadFile } from '@/lib/files/upload-file';
import { nodeHeader, nodeUserRoute } from './node-route';

/**
 * POST /api/upload (API.md), multipart/form-data: field `file` (or `image` for group avatars),
 * optional field `type`. Answered by server.ts (lib/http/node-api.ts): the file streams from the
 * Node request into the file store, without Next's web request and its streams in between, which
 * cost the server's one thread more per upload than the sends around it.
 */
export const uploadRoute = nodeUserRoute(
  {},
  ({ user, req }) => uploadFile({ user, upload: { body: req, headers: { get: nodeHeader(req) } } }),
  // A refused file (too large, wrong type, no session) is read to its end, so its sender reads the
  // answer (clients send the whole body first), up to twice the largest form taken: a file a
  // little over the limit is told FILE_TOO_LARGE, one that says it is far larger is cut off.
  { drainUpToBytes: 2 * MAX_UPLOAD_FORM_BYTES },
);
