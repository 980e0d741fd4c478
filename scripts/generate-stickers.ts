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
// The parts: scripts/generate-stickers/motions.ts (the motions), render.ts (frames and WebP encoding),
// manifest.ts (the manifest and LICENSE.txt).
// Names (group ids and sticker names) must match [a-z0-9-] so the URLs pass the server's sticker URL check.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { licenseText, manifestSource, urlOf, type GroupSpec } from './generate-stickers/manifest';
import { motions } from './generate-stickers/motions';
import { renderSticker } from './generate-stickers/render';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TWEMOJI_DIR = path.join(ROOT, 'node_modules', '@twemoji', 'svg');
const OUT_DIR = path.join(ROOT, 'public', 'stickers');
const MANIFEST = path.join(ROOT, 'lib', 'stickers', 'builtin.ts');

/** Budget checked after encoding (the test checks it as well). */
const MAX_FILE_BYTES = 60 * 1024;
const MAX_TOTAL_BYTES = 3 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------------
// Groups. code: the Twemoji file name (code points, lower-case hex joined by '-').

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
    title: { vi: 'Đồ ăn', en: 'Treats', zh: '美食' },
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
      const source = await readFile(path.join(TWEMOJI_DIR, `${s.code}.svg`), 'utf8');
      const { webp, quality } = await renderSticker(source, s, label);
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
  await writeFile(path.join(OUT_DIR, 'LICENSE.txt'), licenseText(GROUPS, twemojiPackage.version));
  await mkdir(path.dirname(MANIFEST), { recursive: true });
  await writeFile(MANIFEST, manifestSource(GROUPS));
  console.log(`total        ${names.size} stickers ${(total / 1024).toFixed(1).padStart(7)} KB`);
}

await main();
