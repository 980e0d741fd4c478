// Like-count tiers (SPEC.md section 3, API.md): 0 beginner, then from 10, 100, 1000, 5000, 10000.
export const LIKE_TIER_THRESHOLDS = [10, 100, 1000, 5000, 10000] as const;

export function likeTier(likeCount: number): number {
  return LIKE_TIER_THRESHOLDS.filter((threshold) => likeCount >= threshold).length;
}
