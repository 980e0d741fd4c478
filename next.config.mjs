import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Tests and e2e runs build into their own folder so they never fight a developer's `npm run dev`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Next adds its dist folder's type globs to the tsconfig it uses; runs with their own dist
  // folder (tests, e2e) point it at their own tsconfig so tsconfig.json stays as committed.
  typescript: { tsconfigPath: process.env.NEXT_TSCONFIG_PATH || 'tsconfig.json' },
  poweredByHeader: false,
  // Packages that must be loaded by Node itself (native bits, or singletons shared with server.ts).
  // esbuild: Serwist bundles the service worker with it while the build prerenders its route.
  serverExternalPackages: ['mongoose', 'mongodb', 'bcryptjs', 'nodemailer', 'busboy', 'jsonwebtoken', 'redis', 'mongodb-memory-server', 'web-push', 'esbuild'],
};

export default withNextIntl(nextConfig);
