import { expect, test } from './fixtures';
import { chatRow, composer, directChat, groupChat, messageWith, newPerson, openAs, sendText, typeAndSend } from './chat-helpers';
import { vi } from './support/messages';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

test('on a 390 px phone the list and the conversation are two views; long press opens menus', async ({ browser, request, user: alice }) => {
  test.setTimeout(90_000);
  const bob = await newPerson(request);
  const chat = await directChat(request, alice, bob);
  await sendText(request, bob, chat._id, 'Chào bạn từ điện thoại');
  const a = await openAs(browser, alice, PHONE);

  // The list view fills the screen; no conversation yet, no horizontal scroll.
  await expect(a.getByTestId('conversation')).toHaveCount(0);
  expect(await a.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Long press (520 ms) on a row opens its menu.
  const row = chatRow(a, bob.username).getByRole('button').first();
  const box = (await row.boundingBox())!;
  const cdp = await a.context().newCDPSession(a);
  const point = { x: box.x + 60, y: box.y + box.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await a.waitForTimeout(700);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(a.getByRole('menu', { name: vi.sidebar.menuLabel })).toBeVisible();
  await a.keyboard.press('Escape');
  await expect(a.getByRole('menu', { name: vi.sidebar.menuLabel })).toHaveCount(0);

  // Tapping the row opens the conversation view with a back button.
  await row.tap();
  await expect(a.getByTestId('conversation')).toBeVisible();
  await expect(a.getByRole('complementary', { name: vi.sidebar.label })).toHaveCount(0);
  await expect(a.getByTestId('active-chat')).toContainText(bob.username);
  await typeAndSend(a, 'Gửi từ điện thoại');
  expect(await a.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Long press (420 ms) on a message opens its menu.
  const bubble = messageWith(a, 'Chào bạn từ điện thoại').locator('p');
  const mb = (await bubble.boundingBox())!;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: mb.x + 10, y: mb.y + mb.height / 2 }] });
  await a.waitForTimeout(600);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  const menu = a.getByRole('menu', { name: vi.conversation.messageMenu });
  await expect(menu).toBeVisible();
  // It closes by itself after 4 s.
  await expect(menu).toHaveCount(0, { timeout: 6000 });

  // Under 720 px the microphone records while held: press, hold, release, then send the preview.
  const mic = a.getByTestId('mic-button');
  await expect(mic).toHaveAttribute('aria-label', vi.composer.holdToRecord);
  const micBox = (await mic.boundingBox())!;
  const micPoint = { x: micBox.x + micBox.width / 2, y: micBox.y + micBox.height / 2 };
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [micPoint] });
  await expect(a.getByTestId('voice-bar')).toContainText(vi.composer.releaseToStop);
  // Held until the recording's clock shows a second: the microphone may take a while to start
  // on a busy machine, and a release before it gives anything records nothing.
  await expect(a.getByTestId('voice-bar').getByRole('status')).toContainText(/0:(0[1-9]|[1-5]\d)/);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect(a.getByTestId('voice-bar').locator('audio')).toBeVisible();
  await a.getByRole('button', { name: vi.composer.sendVoice }).click();
  await expect(a.getByTestId('voice-message')).toHaveCount(1);

  // Back to the list.
  await a.getByRole('button', { name: vi.chatScreen.back }).click();
  await expect(a.getByRole('complementary', { name: vi.sidebar.label })).toBeVisible();
  await expect(chatRow(a, bob.username)).toContainText(`${vi.sidebar.you}${vi.conversation.kinds.voice}`);
  await expect(composer(a)).toHaveCount(0);
});

test('on a 390 px phone, "open conversation" on a group page and "message" on a profile open that chat', async ({ browser, request, user: alice }) => {
  const bob = await newPerson(request);
  const group = await groupChat(request, alice, 'Nhóm trên điện thoại', [bob]);
  const a = await openAs(browser, alice, PHONE);
  await a.goto(`/group/${group._id}`);
  await a.getByRole('button', { name: vi.group.openChat }).tap();
  await expect(a).toHaveURL(/\/chat$/);
  await expect(a.getByTestId('conversation')).toBeVisible();
  await expect(a.getByTestId('active-chat')).toContainText('Nhóm trên điện thoại');

  await a.goto(`/profile/${bob.id}`);
  await a.getByRole('button', { name: vi.profile.sendMessage }).tap();
  await expect(a.getByTestId('active-chat')).toContainText(bob.username);
  // Coming back to /chat later by itself starts on the list again.
  await a.goto('/chat');
  await expect(a.getByRole('complementary', { name: vi.sidebar.label })).toBeVisible();
  await expect(a.getByTestId('conversation')).toHaveCount(0);
});
