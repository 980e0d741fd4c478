import { expect, seedSession, test } from './fixtures';
import { apiAs, composer, directChat, groupChat, messages, messageWith, newPerson, openAs, openChat, sendText } from './chat-helpers';
import { en, fill, vi, zh } from './support/messages';

test('muted group, muted member and blocked chat: the input says why and comes back when the mute ends', async ({ browser, request, user: owner }) => {
  test.setTimeout(120_000);
  const member = await newPerson(request);
  const late = await newPerson(request);
  const group = await groupChat(request, owner, 'Nhóm kỷ luật', [member]);
  const single = await directChat(request, owner, member);
  await sendText(request, owner, group._id, 'Chào cả nhóm');
  const m = await openAs(browser, member);
  await openChat(m, 'Nhóm kỷ luật');
  await expect(composer(m)).toBeEnabled();

  // System messages in the reader's language: the owner adds someone.
  await apiAs(request, owner, 'POST', `/group/${group._id}/members`, { userId: late.id });
  await expect(m.getByTestId('system-message')).toContainText(fill(vi.systemMessages.memberAdded, { actor: owner.username, target: late.username }));
  // The same screen in English and Chinese: system messages follow the reader's language.
  await m.getByRole('button', { name: 'US', exact: true }).click();
  await expect(m.getByTestId('system-message')).toContainText(fill(en.systemMessages.memberAdded, { actor: owner.username, target: late.username }));
  await expect(m.getByRole('textbox', { name: en.composer.placeholder })).toBeVisible();
  await m.getByRole('button', { name: '中文', exact: true }).click();
  await expect(m.getByTestId('system-message')).toContainText(fill(zh.systemMessages.memberAdded, { actor: owner.username, target: late.username }));
  await expect(m.getByRole('separator').filter({ hasText: zh.conversation.today })).toBeVisible();
  await m.getByRole('button', { name: 'VN', exact: true }).click();
  await expect(composer(m)).toBeVisible();

  // The whole group muted for 4 s: the input is disabled with the notice, then comes back by itself.
  await apiAs(request, owner, 'POST', `/group/${group._id}/mute-all`, { until: new Date(Date.now() + 4000).toISOString() });
  await expect(m.getByTestId('send-blocked')).toContainText(vi.composer.groupMuted.replace(/\.$/, ''));
  await expect(composer(m)).toBeDisabled();
  await expect(composer(m)).toBeEnabled({ timeout: 8000 });
  await expect(m.getByTestId('send-blocked')).toHaveCount(0);

  // The member muted (owner and admins are exempt): "you are muted" until then.
  await apiAs(request, owner, 'POST', `/group/${group._id}/mute-member`, { memberId: member.id, mute: new Date(Date.now() + 60_000).toISOString() });
  await expect(m.getByTestId('send-blocked')).toContainText(vi.composer.userMuted.replace(/\.$/, ''));
  await expect(composer(m)).toBeDisabled();
  await apiAs(request, owner, 'POST', `/group/${group._id}/mute-member`, { memberId: member.id, mute: false });
  await expect(composer(m)).toBeEnabled();
  await composer(m).fill('Mình nói được rồi');
  await composer(m).press('Enter');
  await expect(messageWith(m, 'Mình nói được rồi')).toBeVisible();

  // A blocked one-to-one chat shows the blocked notice instead of an input.
  await apiAs(request, owner, 'POST', `/chat/block/${single._id}`, {});
  await openChat(m, owner.username);
  await expect(m.getByTestId('send-blocked')).toHaveText(vi.composer.blocked);
  await expect(composer(m)).toBeDisabled();
  await apiAs(request, owner, 'POST', `/chat/unblock/${single._id}`, {});
  await expect(composer(m)).toBeEnabled();
});

test('after a lost connection the list and the open chat catch up', async ({ browser, request, user: alice, cspViolations }) => {
  test.setTimeout(90_000);
  const bob = await newPerson(request);
  const carol = await newPerson(request);
  const chat = await directChat(request, alice, bob);
  await sendText(request, bob, chat._id, 'trước khi mất mạng');
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // Keep the page's websockets within reach, and a switch that makes new ones fail.
  await context.addInitScript(() => {
    const Native = window.WebSocket;
    const w = window as unknown as { __sockets: WebSocket[]; __blockSockets: boolean };
    w.__sockets = [];
    w.__blockSockets = false;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(w.__blockSockets ? 'ws://127.0.0.1:9/blocked' : url, protocols);
        w.__sockets.push(this);
      }
    } as typeof WebSocket;
  });
  const a = await context.newPage();
  await seedSession(a, alice);
  await a.goto('/chat');
  await openChat(a, bob.username);
  await expect(messageWith(a, 'trước khi mất mạng')).toBeVisible();

  // Cut the connection and keep it down while Bob writes and Carol starts a chat.
  await a.evaluate(() => {
    const w = window as unknown as { __sockets: WebSocket[]; __blockSockets: boolean };
    w.__blockSockets = true;
    for (const socket of w.__sockets) socket.close();
  });
  // Offline for sure (every socket closed) before anyone writes.
  await expect.poll(() => a.evaluate(() => (window as unknown as { __sockets: WebSocket[] }).__sockets.every((s) => s.readyState === WebSocket.CLOSED))).toBe(true);
  await sendText(request, bob, chat._id, 'lúc bạn mất mạng 1');
  await sendText(request, bob, chat._id, 'lúc bạn mất mạng 2');
  const withCarol = await directChat(request, carol, alice);
  await sendText(request, carol, withCarol._id, 'Carol chào Alice');
  await expect(messageWith(a, 'lúc bạn mất mạng 1')).toHaveCount(0);

  // Back online: the open chat gets what it missed, the list gets Carol's chat.
  await a.evaluate(() => {
    (window as unknown as { __blockSockets: boolean }).__blockSockets = false;
  });
  await expect(messageWith(a, 'lúc bạn mất mạng 2')).toBeVisible({ timeout: 20_000 });
  await expect(messageWith(a, 'lúc bạn mất mạng 1')).toBeVisible();
  await expect(a.getByTestId('chat-row').filter({ hasText: 'Carol chào Alice' })).toBeVisible();
  await expect(messages(a)).toHaveCount(3);
  // And live again.
  await sendText(request, bob, chat._id, 'đã có mạng lại');
  await expect(messageWith(a, 'đã có mạng lại')).toBeVisible();
  await context.close();
  // The blocked sockets were refused by the CSP too (another origin): that refusal is this test's own doing.
  const own = cspViolations.filter((text) => text.includes('127.0.0.1:9/blocked'));
  cspViolations.splice(0, cspViolations.length, ...cspViolations.filter((text) => !own.includes(text)));
});
