import { z } from 'zod';

// Uploads and the public configuration.

/** POST /upload: url = fileUrl = `/uploads/<stored name>` (API.md). */
export const uploadAnswer = z.object({
  url: z.string().startsWith('/uploads/'),
  fileUrl: z.string().startsWith('/uploads/'),
  /** the name it was uploaded under */
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number(),
  /** what the server took it for (image, video, audio, file) */
  kind: z.string(),
});
export type UploadAnswer = z.infer<typeof uploadAnswer>;

/** An RTCIceServer as ICE_SERVERS configures it. */
export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

/** GET /config: support ids, ICE servers, upload limit. */
export const publicConfigSchema = z.object({
  supportUserId: z.string(),
  supportGroupId: z.string(),
  iceServers: z.array(iceServerSchema),
  maxUploadBytes: z.number(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** GET /health, for load balancers. */
export const healthAnswer = z.object({ ok: z.boolean(), db: z.enum(['up', 'down']), redis: z.enum(['off', 'up', 'degraded']) });
