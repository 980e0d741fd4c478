import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  // Tests read JSON answers loosely; the code under test is typed.
  { files: ['test/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  { ignores: ['node_modules/**', '.next/**', '.next-*/**', '.data/**', 'next-env.d.ts', 'e2e-artifacts/**', 'test-results/**', 'playwright-report/**'] },
];

export default config;
