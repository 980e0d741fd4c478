import { publicRoute } from '@/lib/api/handler';
import { optionalSession } from '@/lib/auth/optional-session';
import { publicConfig } from '@/lib/config/public-config';

export const GET = publicRoute({}, async ({ req }) => {
  const session = await optionalSession(req.headers.get('authorization'));
  return publicConfig(session && String(session.user._id));
});
