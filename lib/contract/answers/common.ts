import { z } from 'zod';

// The pieces every answer is built from (API.md "Base, transport, errors"): ids are 24-hex
// ObjectId strings, dates ISO-8601 strings, every document has both `_id` and `id`.

export const objectId = z.string().regex(/^[0-9a-f]{24}$/, 'a 24-hex id');
export const isoDate = z.iso.datetime();

/** `_id` and `id`, the same id twice (API.md). */
export const documentIds = { _id: objectId, id: objectId };

export const specialBadgeSchema = z.object({
  type: z.string(),
  icon: z.string(),
  label: z.string(),
  color: z.string(),
  /** null: never expires (verification) */
  expiresAt: isoDate.nullable(),
});

/** A member as chats, groups and messages carry them (lib/chats/member-summary.ts). */
export const memberSchema = z.object({
  ...documentIds,
  username: z.string(),
  name: z.string(),
  avatar: z.string(),
  /** absent when the member's profile is private */
  email: z.string().optional(),
  specialBadges: z.array(specialBadgeSchema),
  /** the site admin (crown badge) */
  isAdmin: z.boolean(),
});
export type Member = z.infer<typeof memberSchema>;

/** `{ success: true }`: a call whose answer changes nothing the client shows. */
export const doneAnswer = z.object({ success: z.literal(true) });
export type DoneAnswer = z.infer<typeof doneAnswer>;

/** An account call's answer (API.md): the localized confirmation. */
export const confirmationAnswer = z.object({ success: z.literal(true), message: z.string().min(1) });
export type ConfirmationAnswer = z.infer<typeof confirmationAnswer>;
