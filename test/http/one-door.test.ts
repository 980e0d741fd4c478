import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MongoClient, ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLES } from '../files/fixtures';
import { startOwnStack, takeDatabaseAway } from '../support/own-stack';
import type { Stack } from '../support/stack';

// Every door of /api answers through the one pipeline (lib/api/route-core.ts): Next's route
// handlers, and server.ts's own send, stored files and undecodable paths. Whichever door, the
// database away is 503 DB_UNAVAILABLE with Retry-After, a path Next cannot decode and a bad body
// are 400 VALIDATION_ERROR, each in the caller's language. A server of this file's own, so no
// other test sees the outage.

type Lang = 'vi' | 'en' | 'zh';
const LANGS: Lang[] = ['vi', 'en', 'zh'];
const catalog = (lang: Lang) => JSON.parse(readFileSync(new URL(`../../messages/${lang}.json`, import.meta.url), 'utf8')).errors;

let stack: Stack;
let token: string;
let fileName: string;

beforeAll(async () => {
  ({ stack, token } = await startOwnStack('doors'));
  fileName = `${randomBytes(16).toString('hex')}.png`;
  mkdirSync(stack.uploadDir, { recursive: true });
  writeFileSync(path.join(stack.uploadDir, fileName), SAMPLES.png);
  const client = await new MongoClient(stack.mongoUri).connect();
  await client
    .db()
    .collection('uploadedfiles')
    .insertOne({ storedName: fileName, originalName: 'a.png', mimeType: 'image/png', size: SAMPLES.png.length, kind: 'image', uploadedBy: new ObjectId(), createdAt: new Date() });
  await client.close();
}, 300_000);

afterAll(async () => {
  await stack?.stop();
});

interface Answer {
  status: number;
  retryAfter: string | null;
  body: any;
}

async function call(pathAndQuery: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(`${stack.baseUrl}/api${pathAndQuery}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers } });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a file
  }
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body };
}

const post = (pathAndQuery: string, body: unknown, headers: Record<string, string> = {}) => call(pathAndQuery, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers });

/** One call through each door, asking for `lang` as that call would (body, query or header). */
const DOORS: Record<string, (lang: Lang) => Promise<Answer>> = {
  'Next route handler (?lang)': (lang) => call(`/chat/my-chats?lang=${lang}`),
  'Next route handler (Accept-Language)': (lang) => call('/chat/my-chats', { headers: { 'accept-language': `${lang};q=0.9, fr;q=1` } }),
  'send (body lang)': (lang) => post('/messages/send', { chatId: new ObjectId().toHexString(), content: 'xin chào', lang }),
  'stored file inline (?lang)': (lang) => call(`/uploads/${fileName}?lang=${lang}`),
  'stored file download (Accept-Language)': (lang) => call(`/download/${fileName}`, { headers: { 'accept-language': lang } }),
};

/** A path Next cannot decode, at a route handler's path and at a stored file's. */
const BAD_PATHS = (lang: Lang) => [call(`/chat/%ED%A0%80/pinned-messages?lang=${lang}`), call(`/uploads/%ED%A0%80?lang=${lang}`), call(`/%E0%A4%A`, { headers: { 'accept-language': lang } })];

async function expectBadPathsRefused() {
  for (const lang of LANGS) {
    for (const answer of await Promise.all(BAD_PATHS(lang))) {
      expect({ status: answer.status, body: answer.body }, lang).toEqual({ status: 400, body: { success: false, code: 'VALIDATION_ERROR', message: catalog(lang).VALIDATION_ERROR } });
    }
  }
}

describe('one door for /api', () => {
  it('answers through each door while the database is up', async () => {
    for (const [door, ask] of Object.entries(DOORS)) {
      const answer = await ask('en');
      // The send names a chat nobody has: its refusal still shows the door works.
      expect(answer.status, `${door}: ${JSON.stringify(answer.body)}`).toBe(door.startsWith('send') ? 404 : 200);
    }
  });

  it('refuses a bad path and a bad body alike at every door, in the caller language', async () => {
    await expectBadPathsRefused();
    for (const lang of LANGS) {
      const texts = catalog(lang);
      const broken = [await post(`/messages/edit?lang=${lang}`, '{"messageId":'), await post(`/messages/send?lang=${lang}`, '{"chatId":')];
      for (const answer of broken) expect(answer.body).toEqual({ success: false, code: 'VALIDATION_ERROR', message: texts.VALIDATION_ERROR });
      const id = new ObjectId().toHexString();
      const empty = [
        { answer: await post('/messages/edit', { messageId: id, newContent: '  ', lang }), field: 'newContent' },
        { answer: await post('/messages/send', { chatId: id, content: '  ', lang }), field: 'content' },
      ];
      for (const { answer, field } of empty) {
        expect({ status: answer.status, body: answer.body }).toEqual({
          status: 400,
          body: { success: false, code: 'VALIDATION_ERROR', field, reason: 'EMPTY', message: texts.validation.messageEmpty },
        });
      }
    }
  });

  it('answers 503 DB_UNAVAILABLE with Retry-After at every door while the database is away, in the caller language', async () => {
    const outage = await takeDatabaseAway(stack);
    try {
      for (const [door, ask] of Object.entries(DOORS)) {
        for (const lang of LANGS) {
          const answer = await ask(lang);
          expect({ door, lang, status: answer.status, retryAfter: answer.retryAfter, body: answer.body }).toEqual({
            door,
            lang,
            status: 503,
            retryAfter: '5',
            body: { success: false, code: 'DB_UNAVAILABLE', message: catalog(lang).DB_UNAVAILABLE, retryAfterSeconds: 5 },
          });
        }
      }
      // Needing no database, a bad path is still what it is.
      await expectBadPathsRefused();
    } finally {
      await outage.release();
    }
  }, 120_000);
});
