import { SUPPORT_GROUP_ID, SUPPORT_USER_ID } from '@/lib/bootstrap/support';
import { env } from '@/lib/env';
import type { IceServer } from '@/lib/contract/answers';
import { MAX_UPLOAD_BYTES } from '@/lib/contract/limits';
import { turnServer } from './turn-credentials';

export { MAX_UPLOAD_BYTES };

const isUrls = (urls: unknown) => typeof urls === 'string' || (Array.isArray(urls) && urls.every((u) => typeof u === 'string'));
const isIceServer = (value: unknown): value is IceServer => typeof value === 'object' && value !== null && isUrls((value as IceServer).urls);

/** ICE servers for WebRTC from ICE_SERVERS (a JSON array of RTCIceServer); none by default. Entries without `urls` are left out. */
export function iceServers(): IceServer[] {
  const raw = env().ICE_SERVERS;
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isIceServer) : [];
  } catch {
    return [];
  }
}

/** GET /config; a signed-in caller also gets TURN credentials of their own (when TURN is set up). */
export function publicConfig(userId?: string) {
  const turn = userId ? turnServer(userId) : undefined;
  return {
    supportUserId: String(SUPPORT_USER_ID),
    supportGroupId: String(SUPPORT_GROUP_ID),
    iceServers: turn ? [...iceServers(), turn] : iceServers(),
    maxUploadBytes: MAX_UPLOAD_BYTES,
  };
}
