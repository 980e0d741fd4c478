import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/lib/env';
import { processSingleton } from '@/lib/util/process-singleton';
import { logger } from '@/lib/log/logger';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

const transport = () =>
  processSingleton<Transporter>('mailTransport', () =>
    env().SMTP_URL
      ? nodemailer.createTransport(env().SMTP_URL)
      : // Development without SMTP: render the mail to a buffer and keep it as an .eml file.
        nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );

export async function sendMail(mail: Mail): Promise<void> {
  const info = await transport().sendMail({ from: env().MAIL_FROM, ...mail });
  if (!env().SMTP_URL) {
    const dir = path.join(env().DATA_DIR, 'mail');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${Date.now()}-${mail.to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`);
    writeFileSync(file, (info as unknown as { message: Buffer }).message);
    // The file, not the subject: a code mail's subject holds the code, and codes are never logged.
    logger().info(`[mail] to ${mail.to}: saved as ${file}`);
  }
}
