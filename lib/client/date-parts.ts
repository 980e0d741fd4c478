// The parts of a day as the interface's language writes them: their order (vi day-month-year, en
// month-day-year, zh year-month-day) and the month names. The browser's own date input follows
// the browser's language instead, whatever the page's (mm/dd/yyyy and English refusals in a
// Vietnamese page).

export type DatePart = 'day' | 'month' | 'year';

export interface DayParts {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

/** The order the language writes a date's parts in. */
export function datePartOrder(locale: string): DatePart[] {
  const parts = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).formatToParts(new Date(2000, 10, 22));
  const order = parts.map((part) => part.type).filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year');
  return order.length === 3 ? order : ['day', 'month', 'year'];
}

/** The twelve month names, January first. */
export const monthNames = (locale: string) => Array.from({ length: 12 }, (_, i) => new Intl.DateTimeFormat(locale, { month: 'long' }).format(new Date(2000, i, 1)));

export const daysInMonth = (year: number, month: number) => new Date(year, month, 0).getDate();

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' (the value a date input would have), or null when a part is missing. */
export const dayValue = (parts: Partial<DayParts>) =>
  parts.year && parts.month && parts.day ? `${parts.year}-${pad(parts.month)}-${pad(parts.day)}` : null;

/** The parts of a 'YYYY-MM-DD' value (none of a value that is not one). */
export function parseDayValue(value: string | undefined): Partial<DayParts> {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : {};
}

/**
 * The choices each part offers between `min` and `max` (both 'YYYY-MM-DD'), given what is chosen
 * already: no day outside the range can be picked, so no refusal is needed.
 */
export function partChoices(chosen: Partial<DayParts>, min: DayParts, max: DayParts): Record<DatePart, number[]> {
  const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
  const years = range(min.year, max.year).reverse();
  const monthFrom = chosen.year === min.year ? min.month : 1;
  const monthTo = chosen.year === max.year ? max.month : 12;
  const last = chosen.year && chosen.month ? daysInMonth(chosen.year, chosen.month) : 31;
  const dayFrom = chosen.year === min.year && chosen.month === min.month ? min.day : 1;
  const dayTo = Math.min(last, chosen.year === max.year && chosen.month === max.month ? max.day : 31);
  return { year: years, month: range(monthFrom, monthTo), day: range(dayFrom, dayTo) };
}

/** The day of `date` in the browser's time zone, as 'YYYY-MM-DD'. */
export const dayValueOf = (date: Date) => dayValue({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() })!;

/** Today in the browser's time zone, as 'YYYY-MM-DD'. */
export const todayValue = () => dayValueOf(new Date());

/** Today in UTC, as 'YYYY-MM-DD' (the days the badge request list is filtered by). */
export const utcTodayValue = () => new Date().toISOString().slice(0, 10);

/** The first day the pickers over the app's own history offer: before any message or request. */
export const EARLIEST_DAY = '2020-01-01';

/** The earliest birthday the forms offer. */
export const EARLIEST_BIRTHDAY = '1900-01-01';
