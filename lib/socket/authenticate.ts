import { verifyUserToken } from '@/lib/auth/jwt';
import { User } from '@/models/User';

/** The id of the account a socket's `setup` token belongs to, or undefined. */
export async function userIdFromToken(token: unknown): Promise<string | undefined> {
  if (typeof token !== 'string' || token.length > 2048) return undefined;
  const userId = verifyUserToken(token);
  if (!userId) return undefined;
  return (await User.exists({ _id: userId })) ? userId : undefined;
}
