import type { Locator, Page } from '@playwright/test';
import { TEST_ADMIN_CODE } from '../test/support/stack';
import { apiAs, directChat, newPerson, openAs, openChat, pngImage } from './chat-helpers';
import { expect, test } from './fixtures';
import { textContrast } from './support/axe';
import { dateOf, partOrder, pickDate } from './support/date-field';
import { en, vi, zh } from './support/messages';

// Details a new user noticed: texts that fit, a picker that shows it scrolls, voice notes that
// know their length, e-mails that wrap between their parts, a logout that forgets the language.

/** The placeholder's width in the input's font against the room the input gives it. */
async function placeholderFit(input: Locator) {
  return input.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: el.placeholder, width: context.measureText(el.placeholder).width, room };
  });
}

test('the sidebar search placeholder is not cut at 1366 px, in vi, en and zh', async ({ browser, user, baseURL }) => {
  const page = await openAs(browser, user, { viewport: { width: 1366, height: 768 } });
  for (const [lang, texts] of [['vi', vi], ['en', en], ['zh', zh]] as const) {
    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: lang, url: baseURL! }]);
    await page.reload();
    const search = page.getByRole('searchbox', { name: texts.sidebar.searchPlaceholder });
    await expect(search).toBeVisible();
    const fit = await placeholderFit(search);
    expect(fit.width, `${lang}: "${fit.text}"`).toBeLessThanOrEqual(fit.room);
  }
});

test('the picker shows that its tab row scrolls: arrows where tabs are hidden', async ({ browser, request, user }) => {
  test.setTimeout(90_000);
  const other = await newPerson(request);
  await directChat(request, user, other);
  const page = await openAs(browser, user);
  await openChat(page, other.username);
  await page.getByRole('button', { name: vi.composer.emoji }).click();
  const picker = page.getByRole('dialog', { name: vi.composer.pickerLabel });
  const row = picker.getByTestId('picker-tabs');
  const tabs = row.getByRole('tab');
  // 8 emoji categories and the built-in sticker groups: more than the row shows.
  await expect(tabs).toHaveCount(14);
  const forward = picker.getByRole('button', { name: vi.composer.tabsForward });
  const back = picker.getByRole('button', { name: vi.composer.tabsBack });
  await expect(forward).toBeVisible();
  await expect(back).toHaveCount(0);
  await expect(tabs.last()).not.toBeInViewport({ ratio: 1 });

  // The arrow moves the row until the last tab is there; then the cue is on the other side.
  // The arrow leaves the DOM when a smooth scroll reaches the end, possibly between finding it and
  // clicking it: retry on the state (no arrow left), not on a count taken a moment before.
  await expect(async () => {
    if (await forward.count()) await forward.click({ timeout: 1_000 });
    await expect(forward).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(back).toBeVisible();
  await expect(tabs.last()).toBeInViewport({ ratio: 1 });
  await tabs.last().click();
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
  await expect(picker.getByTestId('builtin-sticker').first()).toBeVisible();
  await back.click();
  await expect(forward).toBeVisible();
});

/** Records a voice note of at least about two seconds (click to start, click to stop). */
async function recordVoice(page: Page) {
  const mic = page.getByTestId('mic-button');
  await mic.click();
  const bar = page.getByTestId('voice-bar');
  // The recording's own clock says when enough was recorded: no fixed wait.
  await expect(bar.getByRole('status')).toContainText(/0:(0[2-9]|[1-5]\d)/);
  await mic.click();
  await expect(bar.locator('audio')).toBeVisible();
}

test('a voice note shows its length before it is played, in the preview and in the chat', async ({ browser, request, user }) => {
  test.setTimeout(90_000);
  const other = await newPerson(request);
  await directChat(request, user, other);
  const a = await openAs(browser, user);
  await openChat(a, other.username);
  await recordVoice(a);
  const preview = a.getByTestId('voice-bar').getByTestId('voice-duration');
  // Seconds, not a fixed length: on a starved machine the stop click lands late.
  const length = /^0:(0[1-9]|[1-5]\d)$/;
  await expect(preview).toHaveText(length);
  await a.getByRole('button', { name: vi.composer.sendVoice }).click();

  const b = await openAs(browser, other);
  await openChat(b, user.username);
  const note = b.getByTestId('voice-message');
  await expect(note).toHaveCount(1);
  await expect(note.getByTestId('voice-duration')).toHaveText(length);
  // Nothing was played: the player is at its start.
  expect(await note.locator('audio').evaluate((el: HTMLAudioElement) => [el.paused, el.currentTime])).toEqual([true, 0]);
  // The label says what the player's clock says (whole seconds, cut).
  const seconds = Math.max(1, await note.locator('audio').evaluate((el: HTMLAudioElement) => Math.floor(el.duration)));
  await expect(note.getByTestId('voice-duration')).toHaveText(`0:${String(seconds).padStart(2, '0')}`);

  // The sender's own (blue) bubble: the length readable on it, and on one line at 390 px.
  await a.setViewportSize({ width: 390, height: 844 });
  const own = a.getByTestId('voice-message').getByTestId('voice-duration');
  await expect(own).toBeVisible();
  expect(await textContrast(own)).toBeGreaterThanOrEqual(4.5);
  // One line: less tall than two lines of its text.
  const [height, fontSize] = await own.evaluate((el) => [el.getBoundingClientRect().height, parseFloat(getComputedStyle(el).fontSize)]);
  expect(height).toBeLessThan(2 * fontSize);
});

test('the admin table wraps an e-mail address only between its parts, and an account id never', async ({ page, request, user }) => {
  const email = 'nguyen.thi.mai.hoangthanhlong@truongdaihocbachkhoahanoi.giaoducdaotao.example.test';
  const fullname = `Địa chỉ dài ${user.username}`;
  const res = await request.post('/api/badge-request', {
    headers: { Authorization: `Bearer ${user.token}` },
    multipart: { badgeType: 'user', userId: user.id, fullname, email, phone: '+84 912 345 678', file: { name: 'cccd.png', mimeType: 'image/png', buffer: await pngImage(120, 80) } },
  });
  expect(res.status(), await res.text()).toBe(200);
  const session = await request.post('/api/badge-request/admin-session', { data: { code: TEST_ADMIN_CODE } });
  const token = (await session.json()).adminToken as string;
  await page.setViewportSize({ width: 1100, height: 800 });
  await page.goto('/api/health');
  await page.evaluate((value) => {
    localStorage.setItem('adminToken', value);
    localStorage.setItem('adminUnlocked', '1');
  }, token);
  await page.goto('/admin/badge-requests');
  await page.getByRole('searchbox', { name: vi.admin.search }).fill(fullname);
  const cell = page.getByTestId('badge-row').filter({ hasText: fullname }).getByRole('cell').filter({ hasText: 'nguyen.thi' });
  await expect(cell).toBeVisible();
  // The lines as laid out: each starts at a part of the address (after the first, with @ or a dot).
  const lines = await cell.evaluate((element) => {
    const found: string[] = [];
    let lastTop: number | null = null;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let i = 0; i < node.data.length; i += 1) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        if (lastTop === null || rect.top > lastTop + 2) {
          found.push('');
          lastTop = rect.top;
        }
        found[found.length - 1] += node.data[i];
      }
    }
    return found;
  });
  expect(lines.join('')).toBe(email);
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line, JSON.stringify(lines)).toMatch(/^[@.]/);
  // The account id is never split: one line, as tall as its text.
  const id = page.getByTestId('badge-row').filter({ hasText: fullname }).locator('code', { hasText: user.id });
  const [height, fontSize] = await id.evaluate((el) => [el.getBoundingClientRect().height, parseFloat(getComputedStyle(el).fontSize)]);
  expect(height).toBeLessThan(2 * fontSize);
});

test('logout clears the stored language with the rest of the session', async ({ signedInPage: page }) => {
  await page.evaluate(() => localStorage.setItem('lang', 'vi'));
  await page.goto('/chat');
  await page.getByRole('button', { name: vi.chat.settings, exact: true }).click();
  await page.getByRole('dialog', { name: vi.settings.title }).getByRole('button', { name: vi.settings.logout }).click();
  await page.getByRole('dialog', { name: vi.settings.logoutConfirm }).getByRole('button', { name: vi.settings.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  // The login page keeps the interface language (the cookie), in Vietnamese here.
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
});

test('the support contact and the support group are named apart, in the interface language', async ({ browser, request, user }) => {
  const { supportUserId, supportGroupId } = await (await request.get('/api/config')).json();
  await apiAs(request, user, 'POST', '/chat/create', { members: [supportUserId], type: 'single' });
  await apiAs(request, user, 'POST', `/group/join/${supportGroupId}`, {});
  const page = await openAs(browser, user);
  const names = page.getByTestId('chat-row-name');
  await expect(names.getByText(vi.chat.support, { exact: true })).toHaveCount(1);
  await expect(names.getByText(vi.chat.supportGroup, { exact: true })).toHaveCount(1);
  await expect(names.getByText('Support', { exact: true })).toHaveCount(0);
});

test("a chat row's ⋯ does not cover its time; a blocked chat's microphone looks disabled", async ({ browser, request, user }) => {
  const other = await newPerson(request);
  const chat = await directChat(request, user, other);
  await apiAs(request, other, 'POST', '/messages/send', { chatId: chat._id, content: 'giờ ở đâu?' });
  await apiAs(request, other, 'POST', `/chat/block/${chat._id}`, {});
  const page = await openAs(browser, user);
  const row = page.getByTestId('chat-row').filter({ hasText: other.username });
  await row.hover();
  const more = row.getByRole('button', { name: new RegExp(other.username) }).last();
  await expect(more).toBeVisible();
  const [moreBox, timeBox] = [await more.boundingBox(), await row.locator('time').boundingBox()];
  expect(timeBox!.x + timeBox!.width, 'the time ends left of the ⋯').toBeLessThanOrEqual(moreBox!.x);

  await openChat(page, other.username);
  const mic = page.getByTestId('mic-button');
  await expect(mic).toBeDisabled();
  // Not drawn in the primary colour of a live button.
  const [micColor, primary] = await mic.evaluate((el) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--primary)';
    document.body.append(probe);
    const colors = [getComputedStyle(el).color, getComputedStyle(probe).color];
    probe.remove();
    return colors;
  });
  expect(micColor).not.toBe(primary);
});

test('date fields follow the interface language, not the browser: order and month names', async ({ page, baseURL }) => {
  const expected = { vi: ['day', 'month', 'year'], en: ['month', 'day', 'year'], zh: ['year', 'month', 'day'] } as const;
  for (const [lang, texts] of [['vi', vi], ['en', en], ['zh', zh]] as const) {
    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: lang, url: baseURL! }]);
    await page.goto('/register');
    const field = page.getByRole('group', { name: texts.auth.birthday });
    expect(await partOrder(field)).toEqual(expected[lang]);
    const january = new Intl.DateTimeFormat(lang, { month: 'long' }).format(new Date(2000, 0, 1));
    await expect(field.locator('select[data-part="month"] option').nth(1)).toHaveText(january);
    await pickDate(field, '2000-02-29');
    expect(await dateOf(field)).toBe('2000-02-29');
  }
});
