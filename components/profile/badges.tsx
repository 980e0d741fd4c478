import styles from './badges.module.css';

interface LabelledProps {
  /** the accessible name (also the tooltip) */
  label: string;
  size?: number;
}

export { isVerified } from '@/lib/badges/active-badges';

/** The verified special badge: a blue check. */
export function VerifiedBadge({ label, size = 18 }: LabelledProps) {
  return (
    <span className={styles.badge} role="img" aria-label={label} title={label} data-badge="verified">
      <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
        <path
          fill="#1d9bf0"
          d="M12 1.5l2.6 1.9 3.2-.1 1 3.1 2.6 1.9-1 3.1 1 3.1-2.6 1.9-1 3.1-3.2-.1L12 22.5l-2.6-1.9-3.2.1-1-3.1-2.6-1.9 1-3.1-1-3.1 2.6-1.9 1-3.1 3.2.1z"
        />
        <path d="M7.5 12.2l3 3 6-6.2" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}

/** The site admin's crown. */
export function AdminCrown({ label, size = 20 }: LabelledProps) {
  return (
    <span className={styles.badge} role="img" aria-label={label} title={label} data-badge="admin">
      <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
        <path fill="#f5b50a" stroke="#b7860b" strokeWidth="1" strokeLinejoin="round" d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z" />
        <rect x="5" y="19" width="14" height="2.2" rx="1" fill="#b7860b" />
      </svg>
    </span>
  );
}

/* One icon per like tier (SPEC.md section 3): seedling, bronze, silver, gold medal, diamond, trophy. */
function TierIcon({ tier, size }: { tier: number; size: number }) {
  const medal = (fill: string, ring: string) => (
    <>
      <path d="M8 2h3l1 5-3 1zM16 2h-3l-1 5 3 1z" fill="#e5484d" />
      <circle cx="12" cy="15" r="6.5" fill={fill} stroke={ring} strokeWidth="1.5" />
      <path d="M12 11.6l1 2.1 2.3.3-1.7 1.6.4 2.3-2-1.1-2 1.1.4-2.3-1.7-1.6 2.3-.3z" fill="#fff" opacity="0.9" />
    </>
  );
  const shapes: Record<number, React.ReactNode> = {
    0: (
      <>
        <path d="M12 21v-8" stroke="#2f9e44" strokeWidth="2" strokeLinecap="round" />
        <path d="M12 13c0-4-3-6-7-6 0 4 3 6 7 6z" fill="#51cf66" />
        <path d="M12 11c0-4 3-7 7-7 0 4-3 7-7 7z" fill="#40c057" />
      </>
    ),
    1: medal('#cd7f32', '#8c5523'),
    2: medal('#c0c7d0', '#7d8793'),
    3: medal('#f5c518', '#b88a00'),
    4: (
      <>
        <path d="M6 4h12l4 5-10 12L2 9z" fill="#74c0fc" stroke="#1c7ed6" strokeWidth="1.2" strokeLinejoin="round" />
        <path d="M2 9h20M9 4l3 17 3-17" fill="none" stroke="#1c7ed6" strokeWidth="1" />
      </>
    ),
    5: (
      <>
        <path d="M6 3h12v4a6 6 0 0 1-12 0z" fill="#f59f00" stroke="#c77700" strokeWidth="1.2" />
        <path d="M6 5H3a3 3 0 0 0 3 4M18 5h3a3 3 0 0 1-3 4" fill="none" stroke="#c77700" strokeWidth="1.5" />
        <path d="M12 13v4M8 21h8l-1-4H9z" fill="#c77700" stroke="#c77700" strokeWidth="1.2" strokeLinejoin="round" />
      </>
    ),
  };
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      {shapes[Math.min(5, Math.max(0, tier))]}
    </svg>
  );
}

/** The like-count tier (0 beginner ... 5) as its icon and its name. */
export function LikeTierBadge({ tier, label, size = 20 }: LabelledProps & { tier: number }) {
  return (
    <span className={styles.tier} title={label} data-tier={tier}>
      <TierIcon tier={tier} size={size} />
      <span>{label}</span>
    </span>
  );
}
