import { isVideoUrl, stickerSrc } from '@/lib/client/stickers/sticker-files';
import styles from './stickers.module.css';

interface StickerThumbProps {
  /** a stored '/uploads/<name>' URL, or a blob: URL of a preview */
  url: string;
  label: string;
  /** force video (a preview's blob: URL has no extension) */
  video?: boolean;
}

/** A 60 px sticker: an image, or a video playing muted in a loop (mp4, webm, ogg). */
export function StickerThumb({ url, label, video }: StickerThumbProps) {
  const src = stickerSrc(url);
  if (video ?? isVideoUrl(url)) {
    return <video className={styles.thumb} src={src} muted loop autoPlay playsInline aria-label={label} />;
  }
  // eslint-disable-next-line @next/next/no-img-element -- user uploads of any size and type (gif, webp): no optimizer
  return <img className={styles.thumb} src={src} alt={label} width={60} height={60} loading="lazy" />;
}
