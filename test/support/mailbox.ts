import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the test process. Each mail it receives is written as a file into
 * `dir`, named after the recipient, so test workers (other processes) can read the codes.
 */
export async function startSmtpMailbox(dir: string): Promise<{ port: number; stop: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let counter = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        for (const rcpt of session.envelope.rcptTo) {
          counter += 1;
          const name = `${Date.now()}-${String(counter).padStart(6, '0')}-${rcpt.address.toLowerCase()}.eml`;
          writeFileSync(path.join(dir, name), raw);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Mails received for `email`, oldest first. */
export function mailsFor(dir: string, email: string): string[] {
  const suffix = `-${email.toLowerCase()}.eml`;
  return readdirSync(dir)
    .filter((name) => name.endsWith(suffix))
    .sort()
    .map((name) => readFileSync(path.join(dir, name), 'utf8'));
}

/** Decodes a quoted-printable or base64 body well enough to find a 6-digit code. */
function decodedText(raw: string): string {
  const base64Parts = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi)].map((m) =>
    Buffer.from(m[1].replace(/\s/g, ''), 'base64').toString('utf8'),
  );
  return [raw.replace(/=\r?\n/g, ''), ...base64Parts].join('\n');
}

/** Waits for a new mail to `email` (beyond `seen` earlier ones) and returns the code in it. */
export async function waitForCode(dir: string, email: string, seen = 0, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = mailsFor(dir, email);
    if (mails.length > seen) {
      const match = /\b(\d{6})\b/.exec(decodedText(mails[mails.length - 1]).split(/\r?\n\r?\n/).slice(1).join('\n'));
      if (match) return match[1];
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail with a code reached ${email} within ${timeoutMs} ms`);
}
