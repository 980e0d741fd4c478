import type { SpecialBadge } from './badges';

/** GET /api/user/{id} → { user }: a profile as the viewer sees it (lib/users/get-profile.ts). */
export interface Profile {
  _id: string;
  id: string;
  username: string;
  name?: string;
  avatar?: string;
  bio?: string;
  role?: string;
  isAdmin?: boolean;
  isPrivate?: boolean;
  likeCount?: number;
  dislikeCount?: number;
  likeTier?: number;
  specialBadges?: SpecialBadge[];
  /** only when visible to the viewer (public profiles, or one's own) */
  email?: string;
  birthday?: string | null;
  gender?: string;
  createdAt?: string;
  likedByMe?: boolean;
  dislikedByMe?: boolean;
  blockedByMe?: boolean;
  blockedByThem?: boolean;
}

export interface ChatRef {
  _id: string;
  id?: string;
  type?: string;
  members?: (string | { _id: string })[];
  blockedBy?: string[];
}

export const idOf = (value: string | { _id?: string; id?: string } | null | undefined): string =>
  typeof value === 'string' ? value : (value?._id ?? value?.id ?? '');
