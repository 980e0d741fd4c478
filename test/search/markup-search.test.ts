import { describe, expect, it } from 'vitest';
import { api, type TestUser } from '../support/api';
import { expectOk, group, send, users } from '../chats/helpers';

// Search reads messages as their readers see them: the markup of API.md ("Rich messages") is
// not part of what is indexed or matched, and the raw text still comes back to be rendered.

const found = async (user: TestUser, chatId: string, q: string) =>
  (expectOk(await api(`/messages/search?${new URLSearchParams({ q, chatId })}`, { token: user.token })) as { messages: any[] }).messages.map((m) => m.content);

describe('search through the markup', () => {
  it('finds formatted words, and not a code block\'s language tag', async () => {
    const [alice, bob] = await users(2);
    const chatId = await group(alice, [bob]);
    const formatted = await send(alice, chatId, '**Quarterly** _numbers_ are ||excellent|| see `budget_v2`');
    const code = await send(alice, chatId, '```python\nprint("zebra")\n```');
    await expect.poll(() => found(bob, chatId, 'quarterly numbers'), { timeout: 10_000 }).toEqual([formatted.content]);
    expect(await found(bob, chatId, 'excellent')).toEqual([formatted.content]);
    expect(await found(bob, chatId, 'budget_v2')).toEqual([formatted.content]);
    await expect.poll(() => found(bob, chatId, 'zebra'), { timeout: 10_000 }).toEqual([code.content]);
    expect(await found(bob, chatId, 'python')).toEqual([]);
  });
});
