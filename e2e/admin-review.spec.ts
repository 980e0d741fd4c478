import { badgesOf, expectNoButtons, noDataRow, openUnlocked, requestBadge, reviewByApi, rowOf, search, statusSelect, t, toast } from './admin-helpers';
import { expect, test, uniqueName } from './fixtures';
import { fill, vi } from './support/messages';

// Reviewing badge requests on the admin screen: approve, reject, remove (and what the user gets).

test('a new request appears as pending; approving it gives the user the blue check', async ({ page, request, user }) => {
  const fullname = `Nguyễn Văn ${uniqueName('a')}`;
  const created = await requestBadge(request, user, fullname);
  expect(created.status).toBe('pending');
  expect(await badgesOf(request, user)).not.toContain('verified');

  await openUnlocked(page, request);
  await search(page).fill(fullname);
  const row = rowOf(page, fullname);
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('badge-status')).toHaveText(t.statuses.pending);
  await expect(row).toContainText(t.typeUser);
  await expect(row).toContainText(user.id);
  await expect(row).toContainText(user.email);
  await expect(row).toContainText('+84 912 345 678');
  await expect(row.getByRole('link', { name: fill(t.documentOf, { name: fullname }) })).toHaveAttribute('href', `/api${created.fileUrl}`);
  const doc = await request.get(`/api${created.fileUrl}`);
  expect(doc.headers()['content-type']).toContain('image/png');

  // Edit mode: cancel, then approve with a note.
  await row.getByRole('button', { name: fill(t.reviewOf, { name: fullname }) }).click();
  await expect(row.getByLabel(t.noteLabel)).toBeFocused();
  await row.getByRole('button', { name: vi.common.cancel }).click();
  await expect(row.getByLabel(t.noteLabel)).toHaveCount(0);
  await row.getByRole('button', { name: fill(t.reviewOf, { name: fullname }) }).click();
  await row.getByLabel(t.noteLabel).fill('Giấy tờ hợp lệ');
  const patch = page.waitForResponse((res) => res.request().method() === 'PATCH');
  await row.getByRole('button', { name: t.approve }).click();
  expect((await patch).status()).toBe(200);
  await expect(toast(page)).toHaveText(new RegExp(t.approvedToast));
  // gone from the pending list; the toast fades after about 2.2 s
  await expect(row).toHaveCount(0);
  await expect(noDataRow(page)).toBeVisible();
  await expect(toast(page)).toBeHidden({ timeout: 20_000 });

  await statusSelect(page).selectOption('approved');
  await expect(row.getByTestId('badge-status')).toHaveText(t.statuses.approved);
  await expect(row).toContainText('Giấy tờ hợp lệ');
  expect(await badgesOf(request, user)).toContain('verified');
});

test('removing a badge needs a reason; rejected and removed rows have no actions', async ({ page, request, user }) => {
  const tag = uniqueName('r');
  const keptName = `Phạm Gỡ ${tag}`;
  const rejectName = `Võ Từ Chối ${tag}`;
  const approved = await requestBadge(request, user, keptName);
  await reviewByApi(request, approved._id, 'approved');
  await requestBadge(request, user, rejectName);
  expect(await badgesOf(request, user)).toContain('verified');

  await openUnlocked(page, request);
  await search(page).fill(tag);
  await statusSelect(page).selectOption('approved');
  const row = rowOf(page, keptName);
  await row.getByRole('button', { name: fill(t.removeOf, { name: keptName }) }).click();
  const dialog = page.getByRole('dialog', { name: fill(t.removeTitle, { name: keptName }) });
  await expect(dialog).toBeVisible();
  const reason = dialog.getByLabel(t.reasonLabel);
  await expect(reason).toBeFocused();

  let removeCalls = 0;
  page.on('request', (req) => {
    if (req.url().includes('/remove-badge')) removeCalls += 1;
  });
  await reason.fill('   ');
  await dialog.getByRole('button', { name: t.confirmRemove }).click();
  await expect(dialog.getByRole('status').filter({ hasText: t.reasonRequired })).toHaveAttribute('data-kind', 'error');
  expect(removeCalls).toBe(0);
  // Escape closes without removing.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await row.getByRole('button', { name: fill(t.removeOf, { name: keptName }) }).click();
  await expect(reason).toHaveValue('');
  await reason.fill('Tài khoản giả mạo');
  await dialog.getByRole('button', { name: t.confirmRemove }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page)).toHaveText(new RegExp(t.removedToast));
  expect(removeCalls).toBe(1);
  expect(await badgesOf(request, user)).not.toContain('verified');

  // Reject the other one through edit mode.
  await statusSelect(page).selectOption('pending');
  const pendingRow = rowOf(page, rejectName);
  await pendingRow.getByRole('button', { name: fill(t.reviewOf, { name: rejectName }) }).click();
  await pendingRow.getByLabel(t.noteLabel).fill('Ảnh mờ');
  await pendingRow.getByRole('button', { name: t.reject }).click();
  await expect(toast(page)).toHaveText(new RegExp(t.rejectedToast));
  await expect(pendingRow).toHaveCount(0);

  await statusSelect(page).selectOption('all');
  const removedRow = rowOf(page, keptName);
  await expect(removedRow.getByTestId('badge-status')).toHaveText(t.statuses.removed);
  await expect(removedRow).toContainText('Tài khoản giả mạo');
  await expectNoButtons(removedRow);
  const rejectedRow = rowOf(page, rejectName);
  await expect(rejectedRow.getByTestId('badge-status')).toHaveText(t.statuses.rejected);
  await expect(rejectedRow).toContainText('Ảnh mờ');
  await expectNoButtons(rejectedRow);
});
