import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';

/**
 * The policy of every page and API answer (uploads carry their own, lib/files/serve-upload.ts).
 * Scripts run only with this request's nonce: Next reads it from the request's own
 * Content-Security-Policy header and puts it on the scripts it renders, and 'strict-dynamic'
 * lets those load the rest of the bundle. Styles may be inline (React style props, CSS modules
 * injected in development). Nothing may frame the app (clickjacking); it frames only its own
 * uploads (file preview). Calls' media streams and ICE servers are not governed by CSP.
 */
export function contentSecurityPolicy(nonce: string, dev: boolean): string {
  return [
    "default-src 'self'",
    // React needs eval in development only (its error overlays and stack traces).
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Was this request made over https (directly, or at a proxy we trust to say so)? */
function overHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  return trustProxy && String(req.headers['x-forwarded-proto'] ?? '').split(',')[0].trim() === 'https';
}

const NONCE_BYTES = 16;
const NONCES_PER_DRAW = 256;
let randomPool = Buffer.alloc(0);

/**
 * A fresh script nonce, cut from random bytes drawn from the CSPRNG a few kilobytes at a time
 * (as Node's own randomUUID does): every answer, API ones included, needs one, and a draw of 16
 * bytes each cost more than the rest of the headers together. No two answers share bytes.
 */
function nextNonce(): string {
  if (randomPool.length < NONCE_BYTES) randomPool = randomBytes(NONCE_BYTES * NONCES_PER_DRAW);
  const nonce = randomPool.subarray(0, NONCE_BYTES).toString('base64');
  randomPool = randomPool.subarray(NONCE_BYTES);
  return nonce;
}

/**
 * Sets the security headers on a response Next is about to render, and hands Next this
 * request's script nonce (through the request's CSP header, where Next looks for it).
 */
export function applySecurityHeaders(req: IncomingMessage, res: ServerResponse, opts: { dev: boolean; trustProxy: boolean }): void {
  const nonce = nextNonce();
  const policy = contentSecurityPolicy(nonce, opts.dev);
  req.headers['content-security-policy'] = policy;
  res.setHeader('Content-Security-Policy', policy);
  res.setHeader('X-Frame-Options', 'DENY'); // for browsers older than frame-ancestors
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Permissions-Policy', 'camera=(self), microphone=(self), display-capture=(self), geolocation=(), payment=(), usb=()');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  if (overHttps(req, opts.trustProxy)) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}
