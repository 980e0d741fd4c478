import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/locales';
import { documentIds, isoDate, specialBadgeSchema } from './common';
import { notificationSettingsSchema } from './push';

// Users as others and as they themselves see them (lib/users/public-user.ts, get-profile.ts,
// search-users.ts).

/** What everyone may see of a user (API.md: private profiles keep `_id`/`id`). */
const publicUserFields = {
  ...documentIds,
  username: z.string(),
  name: z.string(),
  avatar: z.string(),
  bio: z.string(),
  role: z.enum(['user', 'admin', 'support']),
  /** the site admin (crown badge) */
  isAdmin: z.boolean(),
  isPrivate: z.boolean(),
  likeCount: z.number(),
  dislikeCount: z.number(),
  /** 0 beginner .. 5 (API.md) */
  likeTier: z.number(),
  specialBadges: z.array(specialBadgeSchema),
};

/** Left out of private profiles for everyone but their owner. */
const personalFields = {
  email: z.string(),
  birthday: isoDate.nullable(),
  gender: z.enum(['male', 'female', 'other']),
  createdAt: isoDate,
};

/**
 * The signed-in user as the server answers them to themselves (login, register, GET and PUT
 * /user/me, the privacy flags): every personal field and their settings.
 */
export const ownUserSchema = z.object({
  ...publicUserFields,
  ...personalFields,
  lang: z.enum(LOCALES),
  hideOnline: z.boolean(),
  /** web push for the account */
  notifications: notificationSettingsSchema,
});
export type OwnUser = z.infer<typeof ownUserSchema>;

/** What the viewer's relation to a profile adds (GET /user/{id}, the votes). */
const relationFields = {
  likedByMe: z.boolean(),
  dislikedByMe: z.boolean(),
  blockedByMe: z.boolean(),
  blockedByThem: z.boolean(),
};

/** GET /api/user/{id} → { user }: a profile as the viewer sees it; personal fields only when visible. */
export const profileSchema = z.object({
  ...publicUserFields,
  ...z.object(personalFields).partial().shape,
  /** only on one's own profile */
  lang: z.enum(LOCALES).optional(),
  hideOnline: z.boolean().optional(),
  notifications: notificationSettingsSchema.optional(),
  ...relationFields,
});
export type Profile = z.infer<typeof profileSchema>;

/** A user of GET /user/search (no e-mail for private users). */
export const foundUserSchema = z.object({
  ...documentIds,
  username: z.string(),
  name: z.string(),
  avatar: z.string(),
  isPrivate: z.boolean(),
  email: z.string().optional(),
});
export type FoundUser = z.infer<typeof foundUserSchema>;

/** POST /auth/login: the session's token and the signed-in user. */
export const loginAnswer = z.object({ token: z.string().min(1), user: ownUserSchema });
export type LoginAnswer = z.infer<typeof loginAnswer>;

/** POST /auth/register: the confirmation and the new account. */
export const registerAnswer = z.object({ success: z.literal(true), message: z.string().min(1), user: ownUserSchema });

/** POST /auth/change-password: the confirmation and the fresh token of this sign-in. */
export const passwordChangedAnswer = z.object({ success: z.literal(true), message: z.string().min(1), token: z.string().min(1) });
export type PasswordChangedAnswer = z.infer<typeof passwordChangedAnswer>;

/** GET and PUT /user/me: the caller. */
export const ownUserAnswer = z.object({ user: ownUserSchema });
export type OwnUserAnswer = z.infer<typeof ownUserAnswer>;

/** GET /user/{id}, POST /user/{id}/like | dislike: the profile (with the new counts). */
export const profileAnswer = z.object({ user: profileSchema });
export type ProfileAnswer = z.infer<typeof profileAnswer>;

/** POST /user/update-private {isPrivate} and /user/hide-online {hideOnline}: the flag saved and the caller. */
export const privacyFlagAnswer = z.object({
  success: z.literal(true),
  isPrivate: z.boolean().optional(),
  hideOnline: z.boolean().optional(),
  user: ownUserSchema,
});
export type PrivacyFlagAnswer = z.infer<typeof privacyFlagAnswer>;

/** PATCH /user/lang. */
export const languageAnswer = z.object({ success: z.literal(true), lang: z.enum(LOCALES) });
export type LanguageAnswer = z.infer<typeof languageAnswer>;

/** GET /user/search. */
export const userSearchAnswer = z.object({ users: z.array(foundUserSchema) });
export type UserSearchAnswer = z.infer<typeof userSearchAnswer>;
