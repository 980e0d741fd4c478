import { describe, expect, it } from 'vitest';
import type { Message } from '@/lib/contract/answers';
import { highlightRanges } from '@/lib/search/highlight';
import { dateInputValue, localDayStart, objectIdAt } from '@/lib/client/search/day-cursor';
import { groupByChat } from '@/lib/client/search/group-hits';
import { isSearchable } from '@/lib/client/search/query';
import { snippetSegments, type Segment } from '@/lib/client/search/snippet';

const marked = (segments: Segment[]) => segments.filter((s) => s.mark).map((s) => s.text);
const joined = (segments: Segment[]) => segments.map((s) => s.text).join('');

describe('snippetSegments', () => {
  it('marks what the query matched in a short text, diacritics folded', () => {
    const text = 'Tiếng Việt rất hay';
    const segments = snippetSegments(text, highlightRanges(text, 'tieng viet'));
    expect(marked(segments)).toEqual(['Tiếng', 'Việt']);
    expect(joined(segments)).toBe(text);
  });

  it('marks Chinese runs', () => {
    const text = '我们明天去北京';
    expect(marked(snippetSegments(text, highlightRanges(text, '北京')))).toEqual(['北京']);
  });

  it('shows a window around the first match of a long text, cut at a word, with ellipses', () => {
    const text = `${'lorem ipsum dolor '.repeat(20)}Hà Nội mùa thu ${'sit amet '.repeat(20)}`;
    const segments = snippetSegments(text, highlightRanges(text, 'ha noi'), 80);
    const shown = joined(segments);
    expect(marked(segments)).toEqual(['Hà', 'Nội']);
    expect(shown.startsWith('…')).toBe(true);
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(82);
    // the window starts at a word, not inside one
    expect(shown[1]).toMatch(/[a-zH]/);
    expect(['lorem', 'ipsum', 'dolor', 'Hà']).toContain(shown.slice(1).split(' ')[0]);
  });

  it('keeps a match at the very end of a long text whole', () => {
    const text = `${'word '.repeat(60)}cuối cùng`;
    const segments = snippetSegments(text, highlightRanges(text, 'cuoi cung'), 60);
    expect(marked(segments)).toEqual(['cuối', 'cùng']);
    expect(joined(segments).endsWith('cùng')).toBe(true);
  });

  it('shows line breaks as spaces and the start of a text without a match', () => {
    expect(joined(snippetSegments('một\nhai\n\nba', []))).toBe('một hai ba');
    expect(joined(snippetSegments('x'.repeat(300), [], 50))).toBe(`${'x'.repeat(50)}…`);
  });
});

describe('jump to date', () => {
  it('makes the smallest ObjectId of a moment', () => {
    expect(objectIdAt(new Date(Date.UTC(2024, 0, 1)))).toBe(`${(1704067200).toString(16)}0000000000000000`);
    expect(objectIdAt(new Date(0))).toBe('0'.repeat(24));
  });

  it('reads the date input as local midnight and writes today back', () => {
    const start = localDayStart('2025-03-09');
    expect(start && [start.getFullYear(), start.getMonth(), start.getDate(), start.getHours(), start.getMinutes()]).toEqual([2025, 2, 9, 0, 0]);
    expect(localDayStart('')).toBeNull();
    expect(dateInputValue(new Date(2025, 2, 9, 23, 59))).toBe('2025-03-09');
  });
});

describe('message search helpers', () => {
  it('groups hits by chat in the order of their newest hit', () => {
    const hit = (id: string, chatId: string) => ({ _id: id, chatId }) as Message;
    const groups = groupByChat([hit('5', 'a'), hit('4', 'b'), hit('3', 'a')]);
    expect(groups.map((g) => [g.chatId, g.hits.map((h) => h._id)])).toEqual([
      ['a', ['5', '3']],
      ['b', ['4']],
    ]);
  });

  it('searches from 2 letters, or 1 Chinese character', () => {
    expect(isSearchable('t')).toBe(false);
    expect(isSearchable('ti')).toBe(true);
    expect(isSearchable('京')).toBe(true);
    expect(isSearchable('  ')).toBe(false);
  });
});
