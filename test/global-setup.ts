import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { freePort } from '../lib/db/free-port';
import { startStack, type Stack } from './support/stack';

let stack: Stack | undefined;

// What the operators' settings of the run's server are: TURN credentials beside a STUN server
// (test/api/turn-config.test.ts), the metrics endpoint (test/metrics), every log line (test/log),
// and push endpoints on a closed local port (the log scan subscribes a device: nothing may go out).
const TURN_SECRET = randomBytes(24).toString('hex');
const METRICS_TOKEN = randomBytes(24).toString('hex');
const OPERATOR_ENV = {
  ICE_SERVERS: JSON.stringify([{ urls: 'stun:stun.example.test:3478' }]),
  TURN_URLS: 'turn:turn.example.test:3478?transport=udp, turns:turn.example.test:5349?transport=tcp',
  TURN_SECRET,
  METRICS_TOKEN,
  LOG_LEVEL: 'trace',
  PUSH_ENDPOINT_ALLOWLIST: 'http://127.0.0.1:9',
};

// One real server for the whole vitest run (development mode: no build step needed). Its own
// build folder, so parallel runs and a developer's `npm run dev` never share Next's dev lock.
export async function setup(project: TestProject) {
  // The link previews' stand-in site (test/link-preview) listens here, the one host the server
  // may fetch despite the address rule.
  const linkSitePort = await freePort();
  const env = { ...OPERATOR_ENV, LINK_PREVIEW_ALLOWED_HOSTS: `127.0.0.1:${linkSitePort}` };
  stack = await startStack({ mode: 'development', distDir: `.next-test-${process.pid}`, removeDistDir: true, env });
  project.provide('linkSitePort', linkSitePort);
  project.provide('baseUrl', stack.baseUrl);
  project.provide('mailDir', stack.mailDir);
  project.provide('smtpPort', stack.smtpPort);
  project.provide('mongoUri', stack.mongoUri);
  project.provide('uploadDir', stack.uploadDir);
  project.provide('adminCode', stack.adminCode);
  project.provide('jwtSecret', stack.jwtSecret);
  project.provide('logFile', stack.logFile);
  project.provide('turnSecret', TURN_SECRET);
  project.provide('metricsToken', METRICS_TOKEN);
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
    logFile: string;
    turnSecret: string;
    metricsToken: string;
    linkSitePort: number;
  }
}
