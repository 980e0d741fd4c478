// Generates the built-in animated sticker groups that ship with the app.
//
//   npx tsx scripts/generate-stickers.ts
//
// Art: Twemoji SVGs from the @twemoji/svg devDependency (graphics © 2019 Twitter, Inc and other
// contributors, licensed CC-BY 4.0). Each sticker is one emoji rendered by sharp (librsvg) frame by
// frame with a per-frame transform (bounce, wobble, spin, ...) and assembled into a looping
// animated WebP of SIZE×SIZE px.
//
// Writes (and replaces):
//   public/stickers/<group>/<name>.webp   the animated stickers (committed: they are product assets)
//   public/stickers/LICENSE.txt           attribution, licence and the source emoji of every file
//   lib/stickers/builtin.ts               the manifest (BUILTIN_STICKER_GROUPS) read by the picker
//
// Deterministic: the same @twemoji/svg and sharp versions give byte-identical files, so running it
// again without changing this script leaves the work tree unchanged. To add or change a sticker, edit
// GROUPS below and run the command again; commit the script, the .webp files and the manifest together.
// Names (group ids and sticker names) must match [a-z0-9-] so the URLs pass the server's sticker URL check.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TWEMOJI_DIR = path.join(ROOT, 'node_modules', '@twemoji', 'svg');
const OUT_DIR = path.join(ROOT, 'public', 'stickers');
const MANIFEST = path.join(ROOT, 'lib', 'stickers', 'builtin.ts');

/** Output size in px (square). */
const SIZE = 160;
/** Empty space (in Twemoji's 36-unit coordinates) around the emoji, so that no motion leaves the frame. */
const PAD = 8;
/** Pixels at the edge of every frame that must stay fully transparent (checked: nothing is clipped). */
const EDGE = 2;
/**
 * WebP encoding: lossy with alpha. Each sticker takes the first quality in QUALITIES whose file fits
 * TARGET_FILE_BYTES (busy art gets a lower quality); none may exceed MAX_FILE_BYTES.
 */
const QUALITIES = [80, 72, 64, 56] as const;
const TARGET_FILE_BYTES = 44 * 1024;
/** Budget checked after encoding (the test checks it as well). */
const MAX_FILE_BYTES = 60 * 1024;
const MAX_TOTAL_BYTES = 3 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------------
// Motions. A motion maps the loop phase t in [0, 1) to a pose; the pose at t = 1 equals the one at
// t = 0, so the animation loops seamlessly. Coordinates are Twemoji's (0..36, centre 18,18).

interface Pose {
  tx?: number;
  ty?: number;
  /** Degrees, clockwise, about the pivot. */
  rot?: number;
  sx?: number;
  sy?: number;
  /** Pivot for rotation and scale (default: centre). */
  px?: number;
  py?: number;
}

interface Motion {
  kind: string;
  frames: number;
  /** Milliseconds per frame. */
  delay: number;
  pose: (t: number) => Pose;
}

const TAU = Math.PI * 2;
const bump = (t: number, centre: number, width: number) => Math.exp(-(((t - centre) / width) ** 2));

const motions = {
  /** Hops up and lands with a squash. */
  bounce: (height = 5): Motion => ({
    kind: 'bounce',
    frames: 16,
    delay: 55,
    pose: (t) => {
      const s = Math.sin(Math.PI * t);
      const squash = 0.12 * (1 - s) ** 6;
      return { ty: -height * s, sx: 1 + squash, sy: 1 - squash, px: 18, py: 36 };
    },
  }),
  /** Rocks left and right about its centre. */
  wobble: (angle = 12): Motion => ({
    kind: 'wobble',
    frames: 16,
    delay: 60,
    pose: (t) => ({ rot: angle * Math.sin(TAU * t) }),
  }),
  /** Rocks on its base, like a toy. */
  rock: (angle = 10): Motion => ({
    kind: 'rock',
    frames: 16,
    delay: 60,
    pose: (t) => ({ rot: angle * Math.sin(TAU * t), px: 18, py: 34 }),
  }),
  /** Swings about a pivot (a waving hand's wrist, a pendulum). */
  swing: (angle = 20, px = 18, py = 34): Motion => ({
    kind: 'swing',
    frames: 16,
    delay: 55,
    pose: (t) => ({ rot: angle * Math.sin(TAU * t), px, py }),
  }),
  /** Grows and shrinks smoothly. */
  pulse: (amount = 0.1): Motion => ({
    kind: 'pulse',
    frames: 16,
    delay: 65,
    pose: (t) => {
      const s = 1 + amount * Math.sin(TAU * t);
      return { sx: s, sy: s };
    },
  }),
  /** Two quick beats, then a rest. */
  heartbeat: (amount = 0.14): Motion => ({
    kind: 'heartbeat',
    frames: 20,
    delay: 55,
    pose: (t) => {
      const s = 1 + amount * (bump(t, 0.15, 0.07) + 0.75 * bump(t, 0.4, 0.07));
      return { sx: s, sy: s };
    },
  }),
  /** One full turn. */
  spin: (direction: 1 | -1 = 1): Motion => ({
    kind: 'spin',
    frames: 20,
    delay: 60,
    pose: (t) => ({ rot: direction * 360 * t }),
  }),
  /** Quick side-to-side shake, twice per loop. */
  shake: (amp = 2.2): Motion => ({
    kind: 'shake',
    frames: 12,
    delay: 50,
    pose: (t) => ({ tx: amp * Math.sin(2 * TAU * t), rot: 3 * Math.sin(2 * TAU * t) }),
  }),
  /** Drifts up and down with a slight tilt. */
  float: (amp = 3): Motion => ({
    kind: 'float',
    frames: 20,
    delay: 75,
    pose: (t) => ({ ty: amp * Math.sin(TAU * t), rot: 4 * Math.cos(TAU * t) }),
  }),
  /** Jelly squash and stretch on its base. */
  jelly: (amount = 0.1): Motion => ({
    kind: 'jelly',
    frames: 16,
    delay: 60,
    pose: (t) => {
      const k = amount * Math.sin(TAU * t);
      return { sx: 1 + k, sy: 1 - k, px: 18, py: 34 };
    },
  }),
  /** Swells and wiggles (a celebratory "ta-da"), then rests. */
  tada: (): Motion => ({
    kind: 'tada',
    frames: 20,
    delay: 60,
    pose: (t) => {
      const env = Math.sin(Math.PI * t) ** 2;
      const s = 1 + 0.1 * env;
      return { sx: s, sy: s, rot: 10 * env * Math.sin(4 * TAU * t) };
    },
  }),
  /** Turns about its vertical axis like a coin (phase shifted half a frame: no frame is edge-on, i.e. empty). */
  flip: (): Motion => ({
    kind: 'flip',
    frames: 20,
    delay: 60,
    pose: (t) => ({ sx: Math.cos(TAU * (t + 1 / 40)) }),
  }),
  /** Nods down and back on its base (thumbs down, a bow). */
  nod: (angle = 14, px = 18, py = 34): Motion => ({
    kind: 'nod',
    frames: 16,
    delay: 60,
    pose: (t) => {
      const s = Math.sin(Math.PI * t) ** 2;
      return { rot: angle * s, ty: 1.5 * s, px, py };
    },
  }),
  /** Squeezes horizontally twice per loop (clapping). */
  clap: (amount = 0.14): Motion => ({
    kind: 'clap',
    frames: 12,
    delay: 55,
    pose: (t) => {
      const k = amount * Math.abs(Math.sin(2 * Math.PI * t));
      return { sx: 1 - k, sy: 1 + k * 0.3 };
    },
  }),
};

// ---------------------------------------------------------------------------------------------------
// Groups. code: the Twemoji file name (code points, lower-case hex joined by '-').

interface StickerSpec {
  name: string;
  title: string;
  code: string;
  motion: Motion;
}

interface GroupSpec {
  id: string;
  title: Record<'vi' | 'en' | 'zh', string>;
  stickers: StickerSpec[];
}

const m = motions;

const GROUPS: GroupSpec[] = [
  {
    id: 'faces',
    title: { vi: 'Cảm xúc', en: 'Faces', zh: '表情' },
    stickers: [
      { name: 'grin', title: 'Grin', code: '1f600', motion: m.bounce() },
      { name: 'joy', title: 'Tears of joy', code: '1f602', motion: m.shake(1.8) },
      { name: 'rofl', title: 'Rolling on the floor laughing', code: '1f923', motion: m.wobble(16) },
      { name: 'wink', title: 'Wink', code: '1f609', motion: m.wobble(10) },
      { name: 'heart-eyes', title: 'Heart eyes', code: '1f60d', motion: m.heartbeat(0.1) },
      { name: 'cool', title: 'Cool', code: '1f60e', motion: m.float(2.5) },
      { name: 'thinking', title: 'Thinking', code: '1f914', motion: m.wobble(7) },
      { name: 'pleading', title: 'Pleading', code: '1f97a', motion: m.jelly(0.06) },
      { name: 'sob', title: 'Sobbing', code: '1f62d', motion: m.shake(1.4) },
      { name: 'angry', title: 'Angry', code: '1f621', motion: m.shake(2.6) },
      { name: 'scream', title: 'Scream', code: '1f631', motion: m.pulse(0.08) },
      { name: 'sleepy', title: 'Sleeping', code: '1f634', motion: m.float(2) },
    ],
  },
  {
    id: 'love',
    title: { vi: 'Yêu thương', en: 'Love', zh: '爱心' },
    stickers: [
      { name: 'red-heart', title: 'Red heart', code: '2764', motion: m.heartbeat() },
      { name: 'sparkling-heart', title: 'Sparkling heart', code: '1f496', motion: m.pulse(0.1) },
      { name: 'heart-arrow', title: 'Heart with arrow', code: '1f498', motion: m.wobble(10) },
      { name: 'heart-gift', title: 'Heart with ribbon', code: '1f49d', motion: m.bounce(4) },
      { name: 'two-hearts', title: 'Two hearts', code: '1f495', motion: m.float(3) },
      { name: 'growing-heart', title: 'Growing heart', code: '1f497', motion: m.heartbeat(0.16) },
      { name: 'kiss-mark', title: 'Kiss mark', code: '1f48b', motion: m.pulse(0.12) },
      { name: 'blow-kiss', title: 'Blowing a kiss', code: '1f618', motion: m.wobble(9) },
      { name: 'in-love', title: 'In love', code: '1f970', motion: m.float(2.5) },
      { name: 'love-letter', title: 'Love letter', code: '1f48c', motion: m.rock(12) },
      { name: 'rose', title: 'Rose', code: '1f339', motion: m.swing(10, 18, 34) },
      { name: 'hug', title: 'Hug', code: '1f917', motion: m.jelly(0.08) },
    ],
  },
  {
    id: 'celebration',
    title: { vi: 'Ăn mừng', en: 'Celebration', zh: '庆祝' },
    stickers: [
      { name: 'party-popper', title: 'Party popper', code: '1f389', motion: m.tada() },
      { name: 'party-face', title: 'Party face', code: '1f973', motion: m.bounce(4) },
      { name: 'confetti', title: 'Confetti ball', code: '1f38a', motion: m.swing(12, 18, 2) },
      { name: 'balloon', title: 'Balloon', code: '1f388', motion: m.float(3.5) },
      { name: 'gift', title: 'Gift', code: '1f381', motion: m.shake(1.6) },
      { name: 'cake', title: 'Birthday cake', code: '1f382', motion: m.jelly(0.07) },
      { name: 'trophy', title: 'Trophy', code: '1f3c6', motion: m.flip() },
      { name: 'sparkles', title: 'Sparkles', code: '2728', motion: m.pulse(0.14) },
      { name: 'medal', title: 'Gold medal', code: '1f947', motion: m.swing(12, 18, 1) },
      { name: 'star', title: 'Star', code: '2b50', motion: m.spin(-1) },
      { name: 'cheers', title: 'Cheers', code: '1f942', motion: m.wobble(12) },
      { name: 'crown', title: 'Crown', code: '1f451', motion: m.bounce(5) },
    ],
  },
  {
    id: 'animals',
    title: { vi: 'Động vật', en: 'Animals', zh: '动物' },
    stickers: [
      { name: 'cat', title: 'Cat', code: '1f431', motion: m.wobble(10) },
      { name: 'dog', title: 'Dog', code: '1f436', motion: m.bounce(4) },
      { name: 'panda', title: 'Panda', code: '1f43c', motion: m.rock(10) },
      { name: 'fox', title: 'Fox', code: '1f98a', motion: m.jelly(0.07) },
      { name: 'rabbit', title: 'Rabbit', code: '1f430', motion: m.bounce(6) },
      { name: 'bear', title: 'Bear', code: '1f43b', motion: m.wobble(8) },
      { name: 'penguin', title: 'Penguin', code: '1f427', motion: m.rock(14) },
      { name: 'unicorn', title: 'Unicorn', code: '1f984', motion: m.float(3) },
      { name: 'frog', title: 'Frog', code: '1f438', motion: m.jelly(0.1) },
      { name: 'see-no-evil', title: 'See-no-evil monkey', code: '1f648', motion: m.shake(1.5) },
      { name: 'pig', title: 'Pig', code: '1f437', motion: m.pulse(0.08) },
      { name: 'chick', title: 'Chick', code: '1f425', motion: m.bounce(5) },
    ],
  },
  {
    id: 'food',
    title: { vi: 'Đồ ăn', en: 'Food & drink', zh: '美食' },
    stickers: [
      { name: 'pizza', title: 'Pizza', code: '1f355', motion: m.wobble(10) },
      { name: 'burger', title: 'Burger', code: '1f354', motion: m.jelly(0.08) },
      { name: 'noodles', title: 'Noodle soup', code: '1f35c', motion: m.float(2) },
      { name: 'sushi', title: 'Sushi', code: '1f363', motion: m.bounce(4) },
      { name: 'donut', title: 'Donut', code: '1f369', motion: m.spin(1) },
      { name: 'ice-cream', title: 'Ice cream', code: '1f366', motion: m.rock(10) },
      { name: 'coffee', title: 'Hot coffee', code: '2615', motion: m.float(2) },
      { name: 'bubble-tea', title: 'Bubble tea', code: '1f9cb', motion: m.wobble(8) },
      { name: 'watermelon', title: 'Watermelon', code: '1f349', motion: m.bounce(4) },
      { name: 'baguette', title: 'Baguette', code: '1f956', motion: m.swing(10, 18, 18) },
      { name: 'taco', title: 'Taco', code: '1f32e', motion: m.jelly(0.08) },
      { name: 'cookie', title: 'Cookie', code: '1f36a', motion: m.flip() },
    ],
  },
  {
    id: 'gestures',
    title: { vi: 'Cử chỉ', en: 'Gestures', zh: '手势' },
    stickers: [
      { name: 'thumbs-up', title: 'Thumbs up', code: '1f44d', motion: m.bounce(5) },
      { name: 'thumbs-down', title: 'Thumbs down', code: '1f44e', motion: m.nod(14) },
      { name: 'wave', title: 'Wave', code: '1f44b', motion: m.swing(14, 22, 34) },
      { name: 'clap', title: 'Clap', code: '1f44f', motion: m.clap() },
      { name: 'ok', title: 'OK', code: '1f44c', motion: m.wobble(10) },
      { name: 'victory', title: 'Victory', code: '270c', motion: m.rock(12) },
      { name: 'pray', title: 'Thank you', code: '1f64f', motion: m.pulse(0.07) },
      { name: 'muscle', title: 'Strong', code: '1f4aa', motion: m.swing(12, 10, 30) },
      { name: 'raised-hands', title: 'Hooray', code: '1f64c', motion: m.bounce(4) },
      { name: 'fist-bump', title: 'Fist bump', code: '1f44a', motion: m.pulse(0.12) },
      { name: 'fingers-crossed', title: 'Fingers crossed', code: '1f91e', motion: m.shake(1.4) },
      { name: 'heart-hands', title: 'Heart hands', code: '1faf6', motion: m.heartbeat(0.1) },
    ],
  },
];

// ---------------------------------------------------------------------------------------------------
// Rendering.

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

async function renderSticker(spec: StickerSpec, label: string): Promise<{ webp: Buffer; quality: number }> {
  const source = await readFile(path.join(TWEMOJI_DIR, `${spec.code}.svg`), 'utf8');
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

// ---------------------------------------------------------------------------------------------------
// Manifest and licence.

const q = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const urlOf = (group: GroupSpec, sticker: StickerSpec) => `/stickers/${group.id}/${sticker.name}.webp`;

function manifestSource(): string {
  const lines = [
    '// GENERATED by scripts/generate-stickers.ts: do not edit by hand. To change the built-in stickers,',
    '// edit that script and run `npx tsx scripts/generate-stickers.ts` (it rewrites this file and',
    '// public/stickers/). Art: Twemoji, CC-BY 4.0; see public/stickers/LICENSE.txt.',
    '// Plain data with no imports, so client components can import it.',
    '',
    'export interface BuiltinSticker { url: string; title: string }',
    '',
    "export interface BuiltinStickerGroup { id: string; title: Record<'vi' | 'en' | 'zh', string>; cover: string; stickers: BuiltinSticker[] }",
    '',
    'export const BUILTIN_STICKER_GROUPS: BuiltinStickerGroup[] = [',
  ];
  for (const group of GROUPS) {
    lines.push(
      '  {',
      `    id: ${q(group.id)},`,
      `    title: { vi: ${q(group.title.vi)}, en: ${q(group.title.en)}, zh: ${q(group.title.zh)} },`,
      `    cover: ${q(urlOf(group, group.stickers[0]))},`,
      '    stickers: [',
      ...group.stickers.map((s) => `      { url: ${q(urlOf(group, s))}, title: ${q(s.title)} },`),
      '    ],',
      '  },',
    );
  }
  lines.push('];', '');
  return lines.join('\n');
}

function licenseText(twemojiVersion: string): string {
  const lines = [
    'Built-in animated stickers',
    '==========================',
    '',
    'The artwork of every file in this folder (public/stickers/) is Twemoji:',
    '',
    '  Twemoji, Copyright 2019 Twitter, Inc and other contributors',
    '  https://github.com/jdecked/twemoji (originally https://github.com/twitter/twemoji)',
    '  Graphics licensed under CC-BY 4.0 (Creative Commons Attribution 4.0 International):',
    '  https://creativecommons.org/licenses/by/4.0/',
    '  Full licence text: https://creativecommons.org/licenses/by/4.0/legalcode',
    '',
    'Changes: the animations were made by this project. Each sticker is one Twemoji SVG rendered to',
    `${SIZE}x${SIZE} px frames with a motion applied per frame (bounce, wobble, spin, ...) and encoded`,
    'as a looping animated WebP, by scripts/generate-stickers.ts. The artwork itself was not redrawn.',
    'Anyone reusing these files must keep the Twemoji attribution above (CC-BY 4.0).',
    '',
    `The SVG sources come from the npm package @twemoji/svg ${twemojiVersion} (optimised copies of the`,
    'Twemoji SVGs; the package is MIT-licensed, Copyright (c) 2023 Samuel Kopp).',
    '',
    'Files and their source emoji (Twemoji file name = Unicode code points, motion applied):',
    '',
  ];
  for (const group of GROUPS) {
    for (const s of group.stickers) {
      lines.push(`  ${`${group.id}/${s.name}.webp`.padEnd(34)} ${`${s.code}.svg`.padEnd(12)} ${s.motion.kind}`);
    }
  }
  lines.push('');
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------------

async function main() {
  const names = new Set<string>();
  for (const group of GROUPS) {
    if (!/^[a-z0-9-]+$/.test(group.id)) throw new Error(`bad group id ${group.id}`);
    if (group.stickers.length < 8 || group.stickers.length > 12) throw new Error(`${group.id}: 8 to 12 stickers`);
    for (const s of group.stickers) {
      if (!/^[a-z0-9-]+$/.test(s.name)) throw new Error(`bad sticker name ${s.name}`);
      const url = urlOf(group, s);
      if (names.has(url)) throw new Error(`duplicate ${url}`);
      names.add(url);
    }
  }

  // Replace the generated folders; nothing else lives under public/stickers/.
  await rm(OUT_DIR, { recursive: true, force: true });
  let total = 0;
  for (const group of GROUPS) {
    await mkdir(path.join(OUT_DIR, group.id), { recursive: true });
    let groupTotal = 0;
    for (const s of group.stickers) {
      const label = `${group.id}/${s.name}`;
      const { webp, quality } = await renderSticker(s, label);
      if (process.env.VERBOSE) console.log(`  ${label.padEnd(30)} ${s.motion.kind.padEnd(10)} q${quality} ${(webp.length / 1024).toFixed(1)} KB`);
      if (webp.length > MAX_FILE_BYTES) throw new Error(`${label}: ${webp.length} bytes, over ${MAX_FILE_BYTES}`);
      await writeFile(path.join(OUT_DIR, group.id, `${s.name}.webp`), webp);
      groupTotal += webp.length;
    }
    total += groupTotal;
    console.log(`${group.id.padEnd(12)} ${String(group.stickers.length).padStart(2)} stickers ${(groupTotal / 1024).toFixed(1).padStart(7)} KB`);
  }
  if (total > MAX_TOTAL_BYTES) throw new Error(`total ${total} bytes, over ${MAX_TOTAL_BYTES}`);
  const twemojiPackage = JSON.parse(await readFile(path.join(TWEMOJI_DIR, 'package.json'), 'utf8')) as { version: string };
  await writeFile(path.join(OUT_DIR, 'LICENSE.txt'), licenseText(twemojiPackage.version));
  await mkdir(path.dirname(MANIFEST), { recursive: true });
  await writeFile(MANIFEST, manifestSource());
  console.log(`total        ${names.size} stickers ${(total / 1024).toFixed(1).padStart(7)} KB`);
}

await main();
