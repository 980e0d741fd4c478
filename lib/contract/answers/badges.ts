import { z } from 'zod';
import { BADGE_STATUSES } from '../badge-statuses';
import { documentIds, isoDate, objectId } from './common';

// Verification requests (lib/badges/) and the badge admin's session.

/** A request, as its sender gets it back and as the admin's table lists it. */
export const badgeRequestSchema = z.object({
  ...documentIds,
  badgeType: z.enum(['user', 'group']),
  /** the account or the group to verify ('' for the other kind) */
  userId: z.string(),
  groupId: z.string(),
  fullname: z.string(),
  email: z.string(),
  phone: z.string(),
  /** the proof image */
  fileUrl: z.string().min(1),
  status: z.enum(BADGE_STATUSES),
  /** the admin's note ('' when none) */
  note: z.string(),
  requestedBy: objectId,
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type BadgeRequest = z.infer<typeof badgeRequestSchema>;

/** POST /badge-request, PATCH /badge-request/{id}, POST .../remove-badge. */
export const badgeRequestAnswer = z.object({ data: badgeRequestSchema });
export type BadgeRequestAnswer = z.infer<typeof badgeRequestAnswer>;

/** GET /badge-request: newest first. */
export const badgeRequestList = z.object({ data: z.array(badgeRequestSchema) });
export type BadgeRequestList = z.infer<typeof badgeRequestList>;

/** POST /badge-request/admin-session: the token of the admin calls. */
export const adminSessionAnswer = z.object({ adminToken: z.string().min(1) });
export type AdminSessionAnswer = z.infer<typeof adminSessionAnswer>;
