import { ApiError } from '@/lib/errors/api-error';
import { nodePublicRoute } from '@/lib/api/node-route';

// No Next.js imports: server.ts checks this before Next sees the request.

/** Whether the URL's path has a segment that is not percent-encoded UTF-8 (`%ED%A0%80`). */
export function hasUndecodablePath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * Next cannot decode such a path into route params and answers a bare 400 (development) or 500
 * page for it. An API call with one gets the JSON error of API.md instead (400 VALIDATION_ERROR),
 * through the pipeline like every other answer; a page, the not-found screen (lib/http/node-api.ts).
 */
export const undecodablePathRoute = nodePublicRoute({}, async () => {
  throw new ApiError('VALIDATION_ERROR');
});
