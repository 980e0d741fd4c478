import { randomUUID } from 'node:crypto';
import { createSerwistRoute } from '@serwist/turbopack';

// The service worker (lib/client/push/service-worker.ts), bundled by Serwist with esbuild when
// `next build` prerenders this route, with the build's precache list in it: every static asset
// of this build, the icons, and the app shell (/chat, so the app opens offline). A new build is a
// new worker: it installs beside the old one, and the page offers to reload onto it.
const distDir = `${(process.env.NEXT_DIST_DIR || '.next').replace(/^\/+|\/+$/g, '')}/`;

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'lib/client/push/service-worker.ts',
  useNativeEsbuild: true,
  globPatterns: [`${distDir}static/**/*.{js,css,woff2}`, 'public/icons/*.png', 'public/assets/*', 'public/favicon.ico'],
  additionalPrecacheEntries: [{ url: '/chat', revision: randomUUID() }],
});
