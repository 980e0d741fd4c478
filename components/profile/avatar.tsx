'use client';

import { useState } from 'react';
import { DEFAULT_AVATAR, fileSrc } from './media';
import styles from './avatar.module.css';

interface AvatarProps {
  src?: string | null;
  alt: string;
  size?: number;
  className?: string;
}

/** A round picture; a missing or broken one shows the default avatar. */
export function Avatar({ src, alt, size = 40, className }: AvatarProps) {
  const wanted = fileSrc(src);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- uploads are served by the API as they are
    <img
      src={failed === wanted ? DEFAULT_AVATAR : wanted}
      alt={alt}
      width={size}
      height={size}
      className={`${styles.avatar} ${className ?? ''}`}
      style={{ width: size, height: size }}
      onError={() => setFailed(wanted)}
    />
  );
}
