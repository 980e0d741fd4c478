import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { foldChar } from '@/lib/search/fold';
import { highlightRanges } from '@/lib/search/highlight';
import { postingId, postingsOf } from '@/lib/search/postings';
import { indexKeys, matchesExactly, matchesQuery, parseQuery } from '@/lib/search/query';

const matches = (text: string, q: string) => {
  const query = parseQuery(q);
  if (!query) throw new Error(`no query for ${q}`);
  return matchesQuery(text, query);
};
const marked = (text: string, q: string) => highlightRanges(text, q).map(([s, e]) => text.slice(s, e));

describe('folding', () => {
  it('drops case and Vietnamese diacritics; đ is d', () => {
    expect([...'Tiếng Việt ĐẸP đường'].map(foldChar).join('')).toBe('tieng viet dep duong');
  });

  it('folds text written with combining marks (NFD) like precomposed text', () => {
    expect(matches('Tiếng Việt'.normalize('NFD'), 'tieng viet')).toBe(true);
    expect(matches('tieng viet', 'Tiếng Việt'.normalize('NFD'))).toBe(true);
  });
});

describe('matching', () => {
  it('Vietnamese with and without diacritics, any case, find each other', () => {
    for (const q of ['tieng viet', 'Tiếng Việt', 'TIENG VIET', 'tiếng viet']) {
      expect(matches('Mình đang học tiếng Việt mỗi ngày', q), q).toBe(true);
    }
    expect(matches('Đà Nẵng đẹp lắm', 'da nang')).toBe(true);
    expect(matches('đi đâu đấy', 'DI DAU')).toBe(true);
  });

  it('words match whole, the last one also as its start', () => {
    expect(matches('tiếng Việt', 'tie')).toBe(true);
    expect(matches('tiếng Việt', 'tieng vi')).toBe(true);
    expect(matches('tiếng Việt', 'tie viet')).toBe(false); // "tie" is not a whole word here
    expect(matches('một tiếng', 'tieng viet')).toBe(false);
    expect(matches('the development branch', 'develop')).toBe(true);
    expect(matches('the development branch', 'Development Bra')).toBe(true);
  });

  it('Chinese: one character and any run of characters in the text', () => {
    const text = '我们明天去北京看长城';
    expect(matches(text, '北京')).toBe(true);
    expect(matches(text, '京')).toBe(true);
    expect(matches(text, '去北京看')).toBe(true);
    expect(matches(text, '南京')).toBe(false);
    expect(matches('明天见 see you', '见 see')).toBe(true);
  });

  it('too short or without a word of two letters: no query', () => {
    expect(parseQuery('a')).toBeNull();
    expect(parseQuery('  ')).toBeNull();
    expect(parseQuery('!!')).toBeNull();
    expect(parseQuery('a b')).toBeNull();
    expect(parseQuery('京')).not.toBeNull();
    expect(parseQuery('ab')).not.toBeNull();
  });

  it('exact diacritics are told apart', () => {
    expect(matchesExactly('Tiếng Việt', 'việt')).toBe(true);
    expect(matchesExactly('Tieng Viet', 'việt')).toBe(false);
  });
});

describe('index keys', () => {
  it('every query is read by a key its matches carry', () => {
    const texts = ['Mình đang học tiếng Việt', 'the development branch', '我们明天去北京', 'nghiêng ngả'];
    const queries = ['tieng viet', 'hoc', 'develop', 'branch', '北京', '京', 'nghieng', 'ng'];
    for (const text of texts) {
      const keys = new Set(indexKeys(text));
      for (const q of queries) {
        const query = parseQuery(q)!;
        if (matchesQuery(text, query)) expect(keys.has(query.driver), `${q} in ${text}`).toBe(true);
      }
    }
  });

  it('a few keys per word, pairs and characters for Chinese', () => {
    expect(indexKeys('tiếng Việt tiếng')).toEqual(['w:ti', 'w:tien', 'w:vi', 'w:viet']);
    expect(indexKeys('北京')).toEqual(['c:北', 'c:北京', 'c:京']);
  });
});

describe('highlight', () => {
  it('marks the original characters the folded query matched', () => {
    expect(marked('Mình học Tiếng Việt', 'tieng vi')).toEqual(['Tiếng', 'Vi']);
    expect(marked('我们明天去北京', '北京')).toEqual(['北京']);
    expect(marked('Đà Nẵng', 'da')).toEqual(['Đà']);
    expect(marked('nothing here', 'zz')).toEqual([]);
  });
});

describe('postings', () => {
  const message = (type: string, content: string, fileName = '') => ({ _id: new mongoose.Types.ObjectId(), chatId: new mongoose.Types.ObjectId(), type, content, fileName });

  it('text, captions and file names get keys, each for all chats and within the chat', () => {
    const text = message('text', 'Việt');
    expect(postingsOf(text).map((p) => p.k)).toEqual(['w%3Avi', `${text.chatId}%7Cw%3Avi`, 'w%3Aviet', `${text.chatId}%7Cw%3Aviet`]);
    expect(postingsOf(message('file', '', 'bao-cao.pdf')).map((p) => p.k)).toContain('w%3Aba');
    expect(postingsOf(message('image', 'hoàng hôn')).map((p) => p.k)).toContain('w%3Ahoan');
  });

  it('every posting of a message has its own id, also when two keys share their hash prefix', () => {
    // 4,000 distinct words give ~16,000 keys: a few pairs share the 3 bytes of hash that start a
    // posting's id (found by the bench: E11000 on seeding, one key of such a message lost).
    const words = Array.from({ length: 4000 }, (_, i) => `w${i.toString(36)}x`).join(' ');
    const chatId = new mongoose.Types.ObjectId('65a000000000000000000001');
    const many = { _id: new mongoose.Types.ObjectId('65a000000000000000000002'), chatId, type: 'text', content: words, fileName: '' };
    const postings = postingsOf(many);
    const naive = new Set(postings.map((p) => postingId(many._id, decodeURIComponent(p.k)).toHexString()));
    expect(naive.size).toBeLessThan(postings.length); // the case is really there
    expect(new Set(postings.map((p) => p._id.toHexString())).size).toBe(postings.length);
    // Each id stays in its key's range, and indexing again gives the same ids.
    for (const p of postings) expect(p._id.toHexString().slice(0, 6)).toBe(postingId(many._id, decodeURIComponent(p.k)).toHexString().slice(0, 6));
    expect(postingsOf(many).map((p) => p._id.toHexString())).toEqual(postings.map((p) => p._id.toHexString()));
  });

  it('system messages and stickers get none, whatever they hold', () => {
    expect(postingsOf(message('system', 'alice joined the group'))).toEqual([]);
    expect(postingsOf(message('notification', 'alice joined the group'))).toEqual([]);
    expect(postingsOf(message('sticker', 'cat'))).toEqual([]);
  });
});
