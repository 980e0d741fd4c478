// The app's icons (manifest, favicon, apple-touch-icon), drawn once from one SVG with sharp and
// committed under public/: the build and the Docker image need no image tooling, and the files
// change only when this drawing does. Run: npx tsx scripts/generate-icons.ts
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';

/** The brand colour (--primary in app/globals.css) and white. */
const BRAND = '#2a64d8';

/** A speech bubble; `inset` is the share of the side kept clear (maskable icons need a safe zone). */
function drawing(size: number, inset: number, rounded: boolean): string {
  const pad = size * inset;
  const s = size - 2 * pad;
  const radius = rounded ? size * 0.22 : 0;
  const bubble = `M${pad + s * 0.22} ${pad + s * 0.26} h${s * 0.56} a${s * 0.08} ${s * 0.08} 0 0 1 ${s * 0.08} ${s * 0.08} v${s * 0.3} a${s * 0.08} ${s * 0.08} 0 0 1 -${s * 0.08} ${s * 0.08} h-${s * 0.3} l-${s * 0.14} ${s * 0.12} v-${s * 0.12} h-${s * 0.12} a${s * 0.08} ${s * 0.08} 0 0 1 -${s * 0.08} -${s * 0.08} v-${s * 0.3} a${s * 0.08} ${s * 0.08} 0 0 1 ${s * 0.08} -${s * 0.08} z`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" rx="${radius}" fill="${BRAND}"/><path d="${bubble}" fill="#fff"/></svg>`;
}

const png = (size: number, inset: number, rounded: boolean) => sharp(Buffer.from(drawing(size, inset, rounded))).png({ compressionLevel: 9 }).toBuffer();

/** An .ico holding PNG images (every browser reads PNG inside ICO). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

const files: Record<string, Buffer> = {
  'public/icons/icon-192.png': await png(192, 0, true),
  'public/icons/icon-512.png': await png(512, 0, true),
  // Maskable: full bleed, the drawing inside the central 80 % the platform's mask keeps.
  'public/icons/maskable-512.png': await png(512, 0.1, false),
  'public/icons/apple-touch-icon.png': await png(180, 0, false),
  'public/favicon.ico': ico([
    { size: 16, data: await png(16, 0, true) },
    { size: 32, data: await png(32, 0, true) },
    { size: 48, data: await png(48, 0, true) },
  ]),
};
for (const [file, data] of Object.entries(files)) writeFileSync(file, data);
console.log(`wrote ${Object.keys(files).join(', ')}`);
