import { randomUUID } from 'node:crypto';
import { createSerwistRoute } from '@serwist/turbopack';
import { OFFLINE_SHELL_URL } from '@/lib/client/push/offline-shell';

// The service worker (lib/client/push/service-worker.ts), bundled by Serwist with esbuild when
// `next build` prerenders this route, with the build's precache list in it: every static asset
// of this build, the icons, and the app shell (/chat under a URL of its own, so the app opens
// offline without a stored copy ever answering an online visit). A new build is a
// new worker: it installs beside the old one, and the page offers to reload onto it.
const distDir = `${(process.env.NEXT_DIST_DIR || '.next').replace(/^\/+|\/+$/g, '')}/`;

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'lib/client/push/service-worker.ts',
  useNativeEsbuild: true,
  globPatterns: [`${distDir}static/**/*.{js,css,woff2}`, 'public/icons/*.png', 'public/assets/*', 'public/favicon.ico'],
  additionalPrecacheEntries: [{ url: OFFLINE_SHELL_URL, revision: randomUUID() }],
});
