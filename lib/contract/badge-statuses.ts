// A verification request's states, shared by the model, the admin's filters and the answers.

export const BADGE_STATUSES = ['pending', 'approved', 'removed', 'rejected'] as const;
/** what the admin's list filters by: one status, or all */
export const BADGE_FILTER_STATUSES = [...BADGE_STATUSES, 'all'] as const;
export type BadgeFilterStatus = (typeof BADGE_FILTER_STATUSES)[number];
