import { describe, expect, it } from 'vitest';
import { applyEditToChats, applyMessageToChats, applyReadToChats } from '@/lib/client/chat/cache';
import { insertMention, matchMembers, mentionParts, mentionQueryAt } from '@/lib/client/chat/mentions';
import { wireChat, wireMember, wireMessage } from '../support/wire-fixtures';

// The client's side of mentions: the `@name` at the caret, the members offered, the inserted
// text, the highlighted parts and the chat list's unread mentions.

const id = (n: number) => n.toString(16).padStart(24, '0');
const [me, an, binh, chi] = [
  wireMember({ _id: id(1), username: 'me' }),
  wireMember({ _id: id(2), username: 'an_nguyen', name: 'Nguyễn An' }),
  wireMember({ _id: id(3), username: 'binh', name: 'Trần Bình' }),
  wireMember({ _id: id(4), username: 'chi.le', name: 'Annie Lê' }),
];
const group = wireChat({ _id: id(9), type: 'group', members: [me, an, binh, chi] });

describe('the mention being typed', () => {
  it('is the @name right before the caret, not an e-mail or a finished word', () => {
    expect(mentionQueryAt('hi @bi', 6)).toEqual({ start: 3, query: 'bi' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('mail a@b', 8)).toBeNull();
    expect(mentionQueryAt('hi @binh there', 14)).toBeNull();
    // The caret inside a name: the name goes on after it, nothing is offered.
    expect(mentionQueryAt('hi @binh', 6)).toBeNull();
  });

  it('offers members by username first, then by name, never the viewer, hidden lists none', () => {
    expect(matchMembers(group, me._id, 'an').map((m) => m.username)).toEqual(['an_nguyen', 'chi.le']);
    expect(matchMembers(group, me._id, 'TRẦN').map((m) => m.username)).toEqual(['binh']);
    expect(matchMembers(group, me._id, '').map((m) => m.username)).toEqual(['an_nguyen', 'binh', 'chi.le']);
    expect(matchMembers({ ...group, members: undefined }, me._id, '')).toEqual([]);
  });

  it('is replaced by @username and one space', () => {
    expect(insertMention('hi @bi and', { start: 3, query: 'bi' }, 6, 'binh')).toEqual({ text: 'hi @binh and', caret: 9 });
  });
});

describe('highlighted mentions', () => {
  it('marks the viewer’s own name and the mentioned others, in any case, not a sentence’s dot', () => {
    expect(mentionParts('hey @ME and @Binh. @stranger', new Set(['binh']), 'me')).toEqual([
      { text: 'hey ' },
      { text: '@ME', mention: 'me' },
      { text: ' and ' },
      { text: '@Binh', mention: 'other' },
      { text: '. @stranger' },
    ]);
  });
});

describe('unread mentions in the chat list', () => {
  it('a new message mentioning the viewer adds one; reading past it takes it off', () => {
    const mention = wireMessage({ _id: id(20), chatId: group._id, sender: an._id, mentions: [me._id] });
    const added = applyMessageToChats([group], mention, { myId: me._id, reading: false }).chats[0];
    expect(added).toMatchObject({ unreadMentions: 1, unreadMentionIds: [id(20)] });
    const whileReading = applyMessageToChats([group], mention, { myId: me._id, reading: true }).chats[0];
    expect(whileReading.unreadMentions).toBe(0);
    const other = wireMessage({ _id: id(21), chatId: group._id, sender: an._id, mentions: [binh._id] });
    expect(applyMessageToChats([added], other, { myId: me._id, reading: false }).chats[0].unreadMentions).toBe(1);
    const read = applyReadToChats([added], { chatId: group._id, userId: me._id, lastReadId: id(20) }, me._id)[0];
    expect(read).toMatchObject({ unreadMentions: 0, unreadMentionIds: [] });
    const othersRead = applyReadToChats([added], { chatId: group._id, userId: an._id, lastReadId: id(20) }, me._id)[0];
    expect(othersRead.unreadMentions).toBe(1);
  });

  it('an edit that adds or drops the viewer follows, for messages after the read mark only', () => {
    const chat = { ...group, lastReadId: id(20) };
    const edited = wireMessage({ _id: id(30), chatId: group._id, sender: an._id, mentions: [me._id] });
    const added = applyEditToChats([chat], edited, me._id)[0];
    expect(added).toMatchObject({ unreadMentions: 1, unreadMentionIds: [id(30)] });
    expect(applyEditToChats([added], { ...edited, mentions: [] }, me._id)[0]).toMatchObject({ unreadMentions: 0, unreadMentionIds: [] });
    expect(applyEditToChats([chat], { ...edited, _id: id(10) }, me._id)[0].unreadMentions).toBe(0);
  });
});
