import { DEFAULT_AVATAR } from '@/lib/client/chat/display';
import { PlainImg } from './plain-img';
import styles from './ui.module.css';

/** A round avatar (the default picture when missing or broken), with an optional online dot. */
export function Avatar({ src, size = 40, online, alt = '' }: { src: string; size?: number; online?: boolean; alt?: string }) {
  return (
    <span className={styles.avatar} style={{ width: size, height: size }}>
      <PlainImg
        src={src || DEFAULT_AVATAR}
        alt={alt}
        width={size}
        height={size}
        onError={(event) => {
          const img = event.currentTarget;
          if (!img.src.endsWith(DEFAULT_AVATAR)) img.src = DEFAULT_AVATAR;
        }}
      />
      {online && <span className={styles.onlineDot} aria-hidden="true" />}
    </span>
  );
}
