import type { TestProject } from 'vitest/node';
import { startStack, type Stack } from './support/stack';

let stack: Stack | undefined;

// One real server for the whole vitest run (development mode: no build step needed). Its own
// build folder, so parallel runs and a developer's `npm run dev` never share Next's dev lock.
export async function setup(project: TestProject) {
  stack = await startStack({ mode: 'development', distDir: `.next-test-${process.pid}`, removeDistDir: true });
  project.provide('baseUrl', stack.baseUrl);
  project.provide('mailDir', stack.mailDir);
  project.provide('smtpPort', stack.smtpPort);
  project.provide('mongoUri', stack.mongoUri);
  project.provide('uploadDir', stack.uploadDir);
  project.provide('adminCode', stack.adminCode);
  project.provide('jwtSecret', stack.jwtSecret);
}

export async function teardown() {
  await stack?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    smtpPort: number;
    mongoUri: string;
    uploadDir: string;
    adminCode: string;
    jwtSecret: string;
  }
}
