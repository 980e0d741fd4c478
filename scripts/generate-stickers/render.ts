// Rendering of the built-in stickers (part of scripts/generate-stickers.ts): frame by frame with
// sharp (librsvg), then one looping animated WebP.
import sharp from 'sharp';
import type { Motion, Pose } from './motions';

/** Output size in px (square). */
export const SIZE = 160;
/** Empty space (in Twemoji's 36-unit coordinates) around the emoji, so that no motion leaves the frame. */
const PAD = 8;
/** Pixels at the edge of every frame that must stay fully transparent (checked: nothing is clipped). */
const EDGE = 2;
/**
 * WebP encoding: lossy with alpha. Each sticker takes the first quality in QUALITIES whose file fits
 * TARGET_FILE_BYTES (busy art gets a lower quality); none may exceed MAX_FILE_BYTES (checked by the
 * script after encoding).
 */
const QUALITIES = [80, 72, 64, 56] as const;
const TARGET_FILE_BYTES = 44 * 1024;

/** A sticker. code: the Twemoji file name (code points, lower-case hex joined by '-'). */
export interface StickerSpec {
  name: string;
  title: string;
  code: string;
  motion: Motion;
}

const n = (x: number) => {
  const s = x.toFixed(3).replace(/\.?0+$/, '');
  return s === '-0' ? '0' : s;
};

function transformOf(p: Pose): string {
  const px = p.px ?? 18;
  const py = p.py ?? 18;
  return [
    `translate(${n(p.tx ?? 0)} ${n(p.ty ?? 0)})`,
    `translate(${n(px)} ${n(py)})`,
    `rotate(${n(p.rot ?? 0)})`,
    `scale(${n(p.sx ?? 1)} ${n(p.sy ?? 1)})`,
    `translate(${n(-px)} ${n(-py)})`,
  ].join(' ');
}

/** The Twemoji SVG's content (everything inside its root element). */
function innerSvg(svg: string, code: string): string {
  const open = svg.match(/<svg\b[^>]*>/);
  const close = svg.lastIndexOf('</svg>');
  if (!open || open.index === undefined || close < 0) throw new Error(`${code}.svg: not an SVG document`);
  if (!/viewBox="0 0 36 36"/.test(open[0])) throw new Error(`${code}.svg: expected viewBox="0 0 36 36"`);
  return svg.slice(open.index + open[0].length, close);
}

function frameSvg(inner: string, pose: Pose): string {
  const box = 36 + PAD * 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="${-PAD} ${-PAD} ${box} ${box}">` +
    `<g transform="${transformOf(pose)}">` +
    `<svg x="0" y="0" width="36" height="36" viewBox="0 0 36 36" overflow="visible">${inner}</svg>` +
    `</g></svg>`
  );
}

/** Fails when a frame has any visible pixel within EDGE px of its border (the motion would be clipped). */
function assertInside(raw: Buffer, label: string) {
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      if (x >= EDGE && x < SIZE - EDGE && y >= EDGE && y < SIZE - EDGE) continue;
      if (raw[(y * SIZE + x) * 4 + 3] !== 0) throw new Error(`${label}: visible pixel at the edge (${x},${y}); the motion is clipped`);
    }
  }
}

/** One sticker as an animated WebP: `source` (the Twemoji SVG of `spec.code`) moved by `spec.motion`. */
export async function renderSticker(source: string, spec: StickerSpec, label: string): Promise<{ webp: Buffer; quality: number }> {
  const inner = innerSvg(source, spec.code);
  const { frames, delay, pose } = spec.motion;
  const raws: Buffer[] = [];
  for (let i = 0; i < frames; i++) {
    const raw = await sharp(Buffer.from(frameSvg(inner, pose(i / frames))))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (raw.info.width !== SIZE || raw.info.height !== SIZE || raw.info.channels !== 4) {
      throw new Error(`${label}: frame ${i} rendered as ${raw.info.width}x${raw.info.height}x${raw.info.channels}`);
    }
    assertInside(raw.data, `${label} frame ${i}`);
    raws.push(raw.data);
  }
  const joined = Buffer.concat(raws);
  let webp = Buffer.alloc(0);
  let quality = 0;
  for (quality of QUALITIES) {
    // One tall raw image, cut into frames by pageHeight: sharp writes it as an animated WebP.
    webp = await sharp(joined, { raw: { width: SIZE, height: SIZE * frames, channels: 4, pageHeight: SIZE } })
      .webp({ quality, alphaQuality: quality, effort: 6, loop: 0, delay: Array.from({ length: frames }, () => delay) })
      .toBuffer();
    if (webp.length <= TARGET_FILE_BYTES) break;
  }
  return { webp, quality };
}
