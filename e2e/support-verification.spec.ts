import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { vi } from './support/messages';

// The header's support menu and the verification request form (SPEC.md sections 2, 3 and 5).
const v = vi.support.verify;
// A 1x1 PNG: the document photo.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgaPj/HwAEhAJ+HGYfmQAAAABJRU5ErkJggg==', 'base64');

async function openMenu(page: Page) {
  await page.getByRole('button', { name: vi.support.menu, exact: true }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

async function openRequestForm(page: Page) {
  await page.goto('/chat');
  await (await openMenu(page)).getByRole('menuitem', { name: vi.support.requestVerification }).click();
  const dialog = page.getByRole('dialog', { name: v.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The field's own error line (linked to it by aria-describedby). */
async function expectFieldError(field: Locator, text: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

test('the support menu has its three entries and works from the keyboard', async ({ signedInPage: page }) => {
  await page.goto('/chat');
  const menu = await openMenu(page);
  await expect(menu.getByRole('menuitem')).toHaveText([vi.support.contactSupport, vi.support.supportGroup, vi.support.requestVerification]);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  const trigger = page.getByRole('button', { name: vi.support.menu, exact: true });
  await expect(trigger).toBeFocused();

  // Enter opens it, arrows move, Enter picks: the request form gets the focus.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: vi.support.contactSupport })).toBeFocused();
  // One step at a time, each waited for: a key pressed while the menu still settles is lost.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: vi.support.supportGroup })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: vi.support.requestVerification })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: v.title });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('verification request: each required message, then a successful submit', async ({ signedInPage: page, user }) => {
  const dialog = await openRequestForm(page);
  const type = dialog.getByLabel(v.badgeType);
  const userId = dialog.getByLabel(v.userId);
  const fullname = dialog.getByLabel(v.fullname);
  const email = dialog.getByLabel(v.email);
  const phone = dialog.getByLabel(v.phone);
  const file = dialog.getByLabel(v.file);
  const submit = dialog.getByRole('button', { name: v.submit });

  // Type user with the own account id prefilled.
  await expect(type).toHaveValue('user');
  await expect(userId).toHaveValue(user.id);

  await userId.fill('');
  await submit.click();
  await expectFieldError(userId, vi.errors.validation.userIdRequired);
  await expectFieldError(fullname, vi.errors.validation.fullnameRequired);
  await expectFieldError(email, vi.errors.validation.emailRequired);
  await expectFieldError(phone, vi.errors.validation.phoneRequired);
  await expectFieldError(file, vi.errors.validation.fileRequired);
  for (const text of ['userIdRequired', 'fullnameRequired', 'emailRequired', 'phoneRequired', 'fileRequired'] as const) {
    await expect(dialog.getByText(vi.errors.validation[text], { exact: true })).toBeVisible();
  }
  await expect(userId).toBeFocused();

  // A group: its id and its name.
  await type.selectOption('group');
  const groupId = dialog.getByLabel(v.groupId);
  await expect(groupId).toHaveValue('');
  await expect(dialog.getByLabel(v.groupName)).toBeVisible();
  await submit.click();
  await expectFieldError(groupId, vi.errors.validation.groupIdRequired);
  await expect(dialog.getByText(vi.errors.validation.groupIdRequired, { exact: true })).toBeVisible();

  // Wrong formats.
  await groupId.fill('not-an-id');
  await email.fill('not-an-email');
  await phone.fill('call me');
  await submit.click();
  await expectFieldError(groupId, v.idInvalid);
  await expectFieldError(email, vi.errors.validation.emailInvalid);
  await expectFieldError(phone, vi.errors.validation.phoneInvalid);

  // A text file is no document photo.
  await file.setInputFiles({ name: 'doc.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expectFieldError(file, vi.errors.UNSUPPORTED_FILE_TYPE);

  // Back to the own account; all filled: sent as multipart with the token.
  await type.selectOption('user');
  await expect(userId).toHaveValue(user.id);
  await fullname.fill('Nguyễn Văn An');
  await email.fill('An.Nguyen@Example.test');
  await phone.fill('+84 901 234 567');
  await file.setInputFiles({ name: 'cccd.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: v.filePreview })).toBeVisible();
  await expect(file).not.toHaveAttribute('aria-invalid', 'true');

  const [request] = await Promise.all([page.waitForRequest('**/api/badge-request'), submit.click()]);
  expect(request.headers()['authorization']).toBe(`Bearer ${user.token}`);
  expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/);
  const answer = await request.response();
  expect(answer?.status()).toBe(200);
  const created = (await answer!.json()).data;
  expect(created).toMatchObject({ badgeType: 'user', userId: user.id, fullname: 'Nguyễn Văn An', email: 'an.nguyen@example.test', phone: '+84 901 234 567', status: 'pending' });
  expect(created.fileUrl).toMatch(/^\/uploads\//);

  await expect(dialog.getByRole('status').filter({ hasText: v.sent })).toHaveAttribute('data-kind', 'success');
  // The form is empty again (the own id prefilled again).
  await expect(fullname).toHaveValue('');
  await expect(userId).toHaveValue(user.id);
  await dialog.getByRole('button', { name: vi.support.close }).first().click();
  await expect(dialog).toBeHidden();
});

test('verification request: a refusal of the server is shown', async ({ signedInPage: page }) => {
  const dialog = await openRequestForm(page);
  await dialog.getByLabel(v.badgeType).selectOption('group');
  await dialog.getByLabel(v.groupId).fill('0123456789abcdef01234567');
  await dialog.getByLabel(v.groupName).fill('Nhóm không tồn tại');
  await dialog.getByLabel(v.email).fill('owner@example.test');
  await dialog.getByLabel(v.phone).fill('0901234567');
  await dialog.getByLabel(v.file).setInputFiles({ name: 'doc.png', mimeType: 'image/png', buffer: PNG });
  const answer = page.waitForResponse('**/api/badge-request');
  await dialog.getByRole('button', { name: v.submit }).click();
  expect((await answer).status()).toBe(404);
  await expect(dialog.getByRole('status').filter({ hasText: vi.errors.notFound.group })).toHaveAttribute('data-kind', 'error');
  await expect(dialog.getByLabel(v.groupName)).toHaveValue('Nhóm không tồn tại');
});
