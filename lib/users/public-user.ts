import { env } from '@/lib/env';
import type { UserDoc } from '@/models/User';
import { likeTier } from './like-tier';
import { userIdentity } from './user-identity';

import { wireBadges } from '@/lib/badges/wire-badges';

/**
 * The site admin (crown badge): only the account of the configured ADMIN_EMAIL. Not a username
 * (SPEC.md also names username admin and role admin; anyone could register such a name, and
 * nothing sets the role).
 */
export function isAdminUser(user: Pick<UserDoc, 'email'>): boolean {
  const adminEmail = env().ADMIN_EMAIL?.toLowerCase();
  return !!adminEmail && user.email === adminEmail;
}

/**
 * A user as others may see them. Private profiles leave out e-mail, birthday, gender and creation
 * date for everyone but their owner (API.md); the owner also gets their settings.
 */
export function toPublicUser(user: UserDoc, viewerId?: string) {
  const identity = userIdentity(user);
  const isSelf = viewerId === identity.id;
  const showPersonal = isSelf || !user.isPrivate;
  return {
    ...identity,
    bio: user.bio ?? '',
    role: user.role,
    isAdmin: isAdminUser(user),
    isPrivate: !!user.isPrivate,
    likeCount: user.likeCount ?? 0,
    dislikeCount: user.dislikeCount ?? 0,
    likeTier: likeTier(user.likeCount ?? 0),
    specialBadges: wireBadges(user.specialBadges),
    ...(showPersonal
      ? { email: user.email, birthday: user.birthday ?? null, gender: user.gender, createdAt: user.createdAt }
      : {}),
    ...(isSelf ? { lang: user.lang, hideOnline: !!user.hideOnline, notifications: notificationSettingsOf(user) } : {}),
  };
}

/** The account's push settings; both on unless turned off (accounts from before them have none). */
export function notificationSettingsOf(user: Pick<UserDoc, 'notifications'>) {
  return { enabled: user.notifications?.enabled !== false, preview: user.notifications?.preview !== false };
}

/** The signed-in user as answered to themselves (login, register, /user/me): every personal field and their settings. */
export function toOwnUser(user: UserDoc) {
  return {
    ...toPublicUser(user),
    email: user.email,
    birthday: user.birthday ?? null,
    gender: user.gender,
    createdAt: user.createdAt,
    lang: user.lang,
    hideOnline: !!user.hideOnline,
    notifications: notificationSettingsOf(user),
  };
}
