import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { TEST_ADMIN_CODE } from '../test/support/stack';
import { expect, type E2EUser } from './fixtures';
import { vi } from './support/messages';

// Helpers of the badge request admin screen's specs (e2e/admin-*.spec.ts): requests and reviews
// through the API, the screen opened unlocked, and its main locators (Vietnamese, the default).

export const t = vi.admin;
export const PAGE = '/admin/badge-requests';

export interface BadgeRequestRow {
  _id: string;
  status: string;
  createdAt: string;
  fileUrl: string;
}

let documentPng: Buffer | undefined;
async function documentImage(): Promise<Buffer> {
  documentPng ??= await sharp({ create: { width: 120, height: 80, channels: 3, background: '#dbe7ff' } }).png().toBuffer();
  return documentPng;
}

/** A badge request for the user's own account, made through the API (multipart, with a PNG). */
export async function requestBadge(request: APIRequestContext, user: E2EUser, fullname: string, phone = '+84 912 345 678'): Promise<BadgeRequestRow> {
  const res = await request.post('/api/badge-request', {
    headers: { Authorization: `Bearer ${user.token}` },
    multipart: {
      badgeType: 'user',
      userId: user.id,
      fullname,
      email: user.email,
      phone,
      file: { name: 'cccd.png', mimeType: 'image/png', buffer: await documentImage() },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as BadgeRequestRow;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/badge-request/admin-session', { data: { code: TEST_ADMIN_CODE } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).adminToken as string;
}

export async function reviewByApi(request: APIRequestContext, id: string, status: 'approved' | 'rejected', note = '') {
  const res = await request.patch(`/api/badge-request/${id}`, { headers: { Authorization: `Bearer ${await adminToken(request)}` }, data: { status, note } });
  expect(res.ok()).toBeTruthy();
}

export async function badgesOf(request: APIRequestContext, user: E2EUser): Promise<string[]> {
  const res = await request.get(`/api/user/${user.id}`, { headers: { Authorization: `Bearer ${user.token}` } });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()).user.specialBadges as { type: string }[]).map((b) => b.type);
}

/** Opens the screen unlocked, the way the gate leaves it (admin token and flag in localStorage). */
export async function openUnlocked(page: Page, request: APIRequestContext): Promise<void> {
  const token = await adminToken(request);
  await page.goto('/api/health');
  await page.evaluate((value) => {
    localStorage.setItem('adminToken', value);
    localStorage.setItem('adminUnlocked', '1');
  }, token);
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
}

export const rowOf = (page: Page, fullname: string) => page.getByTestId('badge-row').filter({ hasText: fullname });
export const search = (page: Page) => page.getByRole('searchbox', { name: t.search });
export const statusSelect = (page: Page) => page.getByLabel(t.status, { exact: true });
export const toast = (page: Page) => page.getByTestId('admin-toast');
export const noDataRow = (page: Page) => page.getByRole('cell', { name: t.noData });
export const utcDay = (iso: string, plusDays = 0) => new Date(Date.parse(iso) + plusDays * 86_400_000).toISOString().slice(0, 10);

export async function expectNoButtons(row: Locator) {
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(row.getByText(t.noActions)).toBeAttached();
}
