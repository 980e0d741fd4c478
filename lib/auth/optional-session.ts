import { ApiError } from '@/lib/errors/api-error';
import { requireSession, type CurrentSession } from './current-user';
import { bearerToken } from './jwt';

/**
 * The caller's session for a call anyone may make that answers more to the signed-in (GET
 * /config): none for a guest, nor for a token that is no session (expired, ended): such a call is
 * still answered, as to a guest. The database being away is still an error.
 */
export async function optionalSession(authorization: string | null): Promise<CurrentSession | undefined> {
  if (!bearerToken(authorization)) return undefined;
  try {
    return await requireSession(authorization);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return undefined;
    throw error;
  }
}
