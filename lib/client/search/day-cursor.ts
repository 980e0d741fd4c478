// "Jump to date": history pages are cursored by message id, and an ObjectId starts with its
// creation time in seconds, so an id made from a moment finds the first message after it.
import { idAtSecond } from '@/lib/util/id-at';

/** The smallest ObjectId (hex) of that moment. */
export const objectIdAt = (date: Date): string => idAtSecond(date.getTime() / 1000);

/** Local midnight of an `<input type="date">` value (yyyy-mm-dd); null when it is not one. */
export function localDayStart(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A local day as `<input type="date">` writes it (its `max`, its default). */
export function dateInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
