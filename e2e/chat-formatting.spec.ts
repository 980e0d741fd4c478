import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chatRow, composer, directChat, messageWith, newPerson, openAs, openChat, pickFromMessageMenu, sendText } from './chat-helpers';
import { expectAccessible, A11Y_VIEWPORTS } from './support/axe';
import { en, vi, zh } from './support/messages';

// Message formatting (API.md "Rich messages"): the markup drawn in the bubble, the composer's
// toolbar and shortcuts, spoilers, code blocks at phone width, and drafts that follow the account.

const FORMATTED = '**đậm** _nghiêng_ ~~gạch~~ `mã` ||bí mật|| https://example.com/a\n> trích dẫn';
const LONG_CODE = `\`\`\`\nconst line = "${'x'.repeat(160)}";\n\`\`\``;

const bubble = (page: Page, text: string) => messageWith(page, text).last();

async function switchLocale(page: Page, locale: 'vi' | 'en' | 'zh') {
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: locale, url: new URL(page.url()).origin }]);
  await page.evaluate((lang) => localStorage.setItem('lang', lang), locale);
  await page.reload();
}

test('formatting is drawn in the bubble; the toolbar speaks vi, en and zh; Ctrl+B wraps; spoilers open on click', async ({ browser, request, user: alice }) => {
  // Three languages, a reload each: over two minutes on a loaded 2-core machine.
  test.setTimeout(180_000);
  const bob = await newPerson(request);
  const chat = await directChat(request, bob, alice);
  await sendText(request, bob, chat._id, FORMATTED);
  const page = await openAs(browser, alice);
  await openChat(page, bob.username);

  const message = bubble(page, 'đậm');
  await expect(message.locator('strong')).toHaveText('đậm');
  await expect(message.locator('em')).toHaveText('nghiêng');
  await expect(message.locator('s')).toHaveText('gạch');
  await expect(message.locator('code')).toHaveText('mã');
  await expect(message.locator('blockquote')).toHaveText('trích dẫn');
  const link = message.getByRole('link', { name: 'https://example.com/a' });
  await expect(link).toHaveAttribute('href', 'https://example.com/a');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  // No markup characters are left over.
  await expect(message.getByTestId('message-text')).not.toContainText('**');

  // The spoiler hides its words until it is clicked.
  await expect(message).not.toContainText('bí mật');
  await message.getByRole('button', { name: vi.conversation.spoilerReveal }).click();
  await expect(message).toContainText('bí mật');

  // The chat list shows the text without markup, the spoiler masked.
  await expect(chatRow(page, bob.username)).toContainText('đậm nghiêng gạch mã ▒▒▒');

  // Toolbar in each language.
  for (const [locale, texts] of [['vi', vi], ['en', en], ['zh', zh]] as const) {
    if (locale !== 'vi') {
      await switchLocale(page, locale);
      await chatRow(page, bob.username).getByRole('button').first().click();
    }
    await page.getByRole('button', { name: texts.composer.formatting }).click();
    const toolbar = page.getByRole('toolbar', { name: texts.composer.formatting });
    for (const kind of ['bold', 'italic', 'strike', 'code', 'spoiler'] as const) {
      await expect(toolbar.getByRole('button', { name: texts.composer[kind] })).toBeVisible();
    }
    await page.getByRole('button', { name: texts.composer.formatting }).click();
    await expect(toolbar).toHaveCount(0);
  }
  await switchLocale(page, 'vi');
  await chatRow(page, bob.username).getByRole('button').first().click();

  // Ctrl+B wraps the selection, the toolbar's italic the next one; sent, they are drawn.
  const input = composer(page);
  await input.fill('chào thế giới');
  await input.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(5, 13));
  await input.press('Control+b');
  await expect(input).toHaveValue('chào **thế giới**');
  await input.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(0, 4));
  await page.getByRole('button', { name: vi.composer.formatting }).click();
  await page.getByRole('toolbar').getByRole('button', { name: vi.composer.italic }).click();
  await expect(input).toHaveValue('_chào_ **thế giới**');
  await expect(input).toBeFocused();
  await input.press('Enter');
  const sent = bubble(page, 'thế giới');
  await expect(sent.locator('strong')).toHaveText('thế giới');
  await expect(sent.locator('em')).toHaveText('chào');

  // The edit bar takes the same shortcuts: a second one unwraps, a new one wraps.
  await pickFromMessageMenu(page, sent, { name: vi.conversation.edit });
  const editBox = page.getByRole('textbox', { name: vi.composer.editing });
  // Picked from the menu, the edit box has the focus (and the caret at the end).
  await expect(editBox).toBeFocused();
  await editBox.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(1, 5));
  await editBox.press('Control+i');
  await expect(editBox).toHaveValue('chào **thế giới**');
  await editBox.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(7, 15));
  await editBox.press('Control+b');
  await expect(editBox).toHaveValue('chào thế giới');
  await editBox.press('Control+i');
  await expect(editBox).toHaveValue('chào _thế giới_');
  await editBox.press('Enter');
  const edited = bubble(page, 'thế giới');
  await expect(edited.locator('em')).toHaveText('thế giới');
  await expect(edited.locator('strong')).toHaveCount(0);
});

test('a long code block scrolls sideways inside its bubble at 390 px', async ({ browser, request, user: alice }) => {
  const bob = await newPerson(request);
  const chat = await directChat(request, bob, alice);
  await sendText(request, bob, chat._id, LONG_CODE);
  const page = await openAs(browser, alice, { viewport: { width: 390, height: 844 } });
  await openChat(page, bob.username);
  const code = bubble(page, 'const line').locator('pre');
  await expect(code).toBeVisible();
  const box = await code.evaluate((pre) => ({ scroll: pre.scrollWidth, client: pre.clientWidth, right: pre.getBoundingClientRect().right }));
  expect(box.scroll).toBeGreaterThan(box.client);
  expect(box.right).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // A keyboard reaches it and scrolls it.
  await code.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => code.evaluate((pre) => pre.scrollLeft)).toBeGreaterThan(0);
});

test('a draft survives a reload, shows on a second device and in the chat list, and ends with the send', async ({ browser, request, user: alice }) => {
  test.setTimeout(120_000);
  const bob = await newPerson(request);
  const chat = await directChat(request, alice, bob);
  await sendText(request, bob, chat._id, 'bạn khỏe không?');
  const laptop = await openAs(browser, alice);
  await openChat(laptop, bob.username);

  const saved = laptop.waitForResponse((res) => res.url().endsWith(`/api/chat/${chat._id}/draft`) && res.request().method() === 'PUT' && res.ok());
  await composer(laptop).fill('đang viết **dở**');
  await saved;

  // Reloaded: the text is back; the list shows it as a draft.
  await laptop.reload();
  const row = chatRow(laptop, bob.username);
  await expect(row.getByTestId('chat-row-draft')).toHaveText(`${vi.sidebar.draft}đang viết dở`);
  await openChat(laptop, bob.username);
  await expect(composer(laptop)).toHaveValue('đang viết **dở**');

  // Another device: the same draft, in the list and in the input.
  const phone = await openAs(browser, alice);
  await expect(chatRow(phone, bob.username).getByTestId('chat-row-draft')).toContainText('đang viết dở');
  await openChat(phone, bob.username);
  await expect(composer(phone)).toHaveValue('đang viết **dở**');

  // Typed on the laptop, the phone follows (nothing unsaved there).
  await composer(laptop).fill('đã sửa');
  await expect(composer(phone)).toHaveValue('đã sửa');

  // Sent from the laptop: the draft is gone everywhere and the list shows the message.
  await composer(laptop).press('Enter');
  await expect(messageWith(laptop, 'đã sửa')).toBeVisible();
  await expect(composer(phone)).toHaveValue('');
  await expect(chatRow(phone, bob.username).getByTestId('chat-row-draft')).toHaveCount(0);
  await expect(chatRow(phone, bob.username)).toContainText('đã sửa');
  await laptop.reload();
  await openChat(laptop, bob.username);
  await expect(composer(laptop)).toHaveValue('');
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${scheme})`, () => {
    test.use({ colorScheme: scheme });
    for (const viewport of A11Y_VIEWPORTS) {
      test(`formatted messages, the toolbar and a draft at ${viewport.width} px: no serious or critical axe violations`, async ({ browser, request, user: alice }) => {
        const bob = await newPerson(request);
        const chat = await directChat(request, bob, alice);
        await sendText(request, bob, chat._id, FORMATTED);
        await sendText(request, bob, chat._id, LONG_CODE);
        const other = await directChat(request, alice, await newPerson(request));
        await request.fetch(`/api/chat/${other._id}/draft`, { method: 'PUT', headers: { Authorization: `Bearer ${alice.token}` }, data: { text: 'nháp **một**' } });
        const page = await openAs(browser, alice, { viewport, colorScheme: scheme });
        if (viewport.width > 720) await expect(page.getByTestId('chat-row-draft')).toBeVisible();
        await expectAccessible(page, `chat list with a draft (${scheme})`);
        await openChat(page, bob.username);
        await expect(bubble(page, 'const line').locator('pre')).toBeVisible();
        await page.getByRole('button', { name: vi.composer.formatting }).click();
        await expect(page.getByRole('toolbar', { name: vi.composer.formatting })).toBeVisible();
        await expectAccessible(page, `formatted messages and the toolbar (${scheme})`);
        await bubble(page, 'đậm').getByRole('button', { name: vi.conversation.spoilerReveal }).click();
        await expectAccessible(page, `a revealed spoiler (${scheme})`);
      });
    }
  });
}
