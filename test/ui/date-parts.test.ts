import { describe, expect, it } from 'vitest';
import { datePartOrder, dayValue, parseDayValue, partChoices } from '@/lib/client/date-parts';

describe('date parts in the interface language', () => {
  it('orders the parts as each language writes a date', () => {
    expect(datePartOrder('vi')).toEqual(['day', 'month', 'year']);
    expect(datePartOrder('en')).toEqual(['month', 'day', 'year']);
    expect(datePartOrder('zh')).toEqual(['year', 'month', 'day']);
  });

  it('offers only days between min and max, and the days the month has', () => {
    const min = { year: 2020, month: 3, day: 15 };
    const max = { year: 2026, month: 11, day: 27 };
    expect(partChoices({}, min, max).year).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020]);
    expect(partChoices({ year: 2026 }, min, max).month).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(partChoices({ year: 2026, month: 11 }, min, max).day.at(-1)).toBe(27);
    expect(partChoices({ year: 2020, month: 3 }, min, max).day[0]).toBe(15);
    expect(partChoices({ year: 2024, month: 2 }, min, max).day.at(-1)).toBe(29);
    expect(partChoices({ year: 2023, month: 2 }, min, max).day.at(-1)).toBe(28);
  });

  it('reads and writes YYYY-MM-DD, nothing while a part is missing', () => {
    expect(dayValue({ year: 1999, month: 2, day: 3 })).toBe('1999-02-03');
    expect(dayValue({ year: 1999, month: 2 })).toBeNull();
    expect(parseDayValue('2000-05-06T00:00:00.000Z')).toEqual({ year: 2000, month: 5, day: 6 });
    expect(parseDayValue('')).toEqual({});
  });
});
