import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Tests and e2e runs build into their own folder so they never fight a developer's `npm run dev`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Packages that must be loaded by Node itself (native bits, or singletons shared with server.ts).
  serverExternalPackages: ['mongoose', 'mongodb', 'bcryptjs', 'nodemailer', 'busboy', 'jsonwebtoken', 'redis', 'mongodb-memory-server'],
};

export default withNextIntl(nextConfig);
