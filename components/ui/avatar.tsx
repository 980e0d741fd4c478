'use client';

import { useState } from 'react';
import { avatarSrc, DEFAULT_AVATAR } from '@/lib/client/chat/display';
import styles from './avatar.module.css';

interface AvatarProps {
  /** a stored file (/uploads/...), an address (/api/..., blob:, https:) or nothing */
  src?: string | null;
  /** empty when a name beside the picture already says whose it is */
  alt?: string;
  /** the width and height in px */
  size?: number;
  /** a green dot at the bottom right */
  online?: boolean;
  className?: string;
  testId?: string;
}

/**
 * The one round avatar: the picture, or the default one (SPEC.md section 3) when it is missing
 * or fails to load; the placeholder colour shows while it loads.
 */
export function Avatar({ src, alt = '', size = 40, online, className, testId }: AvatarProps) {
  const wanted = avatarSrc(src);
  // Remembers which address failed, so a new one (another chat, a new upload) is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span className={`${styles.avatar} ${className ?? ''}`} style={{ width: size, height: size }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- uploads are served by the API as they are */}
      <img
        src={failed === wanted ? DEFAULT_AVATAR : wanted}
        alt={alt}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        draggable={false}
        data-testid={testId}
        onError={() => setFailed(wanted)}
      />
      {online && <span className={styles.onlineDot} aria-hidden="true" />}
    </span>
  );
}
