import type { ImgHTMLAttributes } from 'react';

/**
 * An <img> for user files (avatars, photos, stickers): they come from /api/uploads with unknown
 * sizes and animated formats, which next/image's optimizer would only re-encode.
 */
export function PlainImg(props: ImgHTMLAttributes<HTMLImageElement> & { alt: string }) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img loading="lazy" decoding="async" draggable={false} {...props} />;
}
