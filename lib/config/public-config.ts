import { SUPPORT_GROUP_ID, SUPPORT_USER_ID } from '@/lib/bootstrap/support';
import { env } from '@/lib/env';
import { MAX_UPLOAD_BYTES } from '@/lib/validations/limits';

export { MAX_UPLOAD_BYTES };

/** ICE servers for WebRTC from ICE_SERVERS (a JSON array of RTCIceServer); none by default. */
export function iceServers(): unknown[] {
  const raw = env().ICE_SERVERS;
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

export function publicConfig() {
  return {
    supportUserId: String(SUPPORT_USER_ID),
    supportGroupId: String(SUPPORT_GROUP_ID),
    iceServers: iceServers(),
    maxUploadBytes: MAX_UPLOAD_BYTES,
  };
}
