import { ObjectId } from 'mongodb';
import { beforeAll, inject } from 'vitest';
import { api, type TestUser } from '../support/api';
import { testDb } from '../support/db';
import { ownLoopbackAddress, postFrom } from '../support/from-address';
import { expectOk, pngBytes } from '../groups/helpers';

// Shared by the badge request test files (not a test file itself: no `.test.ts`). SPEC.md sections
// 3, 4, 5; API.md "Calls the spec does not show".

const png = await pngBytes();

export type Fields = Partial<Record<'badgeType' | 'userId' | 'groupId' | 'fullname' | 'email' | 'phone', string>>;

export function badgeForm(fields: Fields, file: { bytes: Buffer; type: string; name: string } | null = { bytes: png, type: 'image/png', name: 'id-card.png' }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, value);
  if (file) form.set('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

export const userFields = (target: TestUser, extra: Fields = {}): Fields => ({
  badgeType: 'user',
  userId: target.id,
  fullname: `Person ${target.username}`,
  email: target.email,
  phone: '+84 912 345 678',
  ...extra,
});

export async function requestBadge(by: TestUser, fields: Fields): Promise<Record<string, any>> {
  return expectOk(await api('/badge-request', { token: by.token, body: badgeForm(fields) })).data;
}

/**
 * The admin calls of one test file, with an admin token taken before its tests. The admin session
 * is rate limited per address (5 wrong codes in 15 minutes) and a success clears the count, so the
 * token is asked for from an address of the file's own: no test file sends wrong codes from
 * 127.0.0.1, which a lockout would close to whatever runs next on the same Redis.
 */
export function adminCalls() {
  let adminToken = '';
  beforeAll(async () => {
    const session = await postFrom(ownLoopbackAddress(), '/badge-request/admin-session', { code: inject('adminCode') });
    adminToken = expectOk(session).adminToken;
  });
  const review = (id: string, status: string, note?: string, token = adminToken) =>
    api(`/badge-request/${id}`, { method: 'PATCH', token, body: { status, ...(note === undefined ? {} : { note }) } });
  const removeBadge = (id: string, note: string | undefined, token = adminToken) =>
    api(`/badge-request/${id}/remove-badge`, { token, body: note === undefined ? {} : { note } });
  const list = (query: Record<string, string>, token = adminToken) => api(`/badge-request?${new URLSearchParams(query)}`, { token });
  return { adminToken: () => adminToken, review, removeBadge, list };
}

export async function storedRequest(id: string) {
  return (await testDb()).collection('badgerequests').findOne({ _id: new ObjectId(id) });
}
