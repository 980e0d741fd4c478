import { differenceInCalendarDays, format, isSameYear, type Locale as DateLocale } from 'date-fns';
import { enUS, vi, zhCN } from 'date-fns/locale';

const LOCALES: Record<string, DateLocale> = { vi, en: enUS, zh: zhCN };

export const dateLocale = (locale: string): DateLocale => LOCALES[locale] ?? vi;

/** A message's time of day (24 h everywhere: the three languages use it in chats). */
export const timeOfDay = (date: Date | string) => format(new Date(date), 'HH:mm');

/** A date separator: today / yesterday (translated by the caller) or the date in the language. */
export function dayLabel(date: Date, now: number, locale: string): { relative: 'today' | 'yesterday' } | { text: string } {
  const days = differenceInCalendarDays(now, date);
  if (days === 0) return { relative: 'today' };
  if (days === 1) return { relative: 'yesterday' };
  const pattern = locale === 'zh' ? 'yyyy年M月d日 EEEE' : isSameYear(date, now) ? 'EEEE, d MMMM' : 'd MMMM yyyy';
  return { text: format(date, pattern, { locale: dateLocale(locale) }) };
}

/** The time beside a chat in the list: time today, weekday this week, else the date. */
export function listTime(value: string | undefined, now: number, locale: string): string {
  if (!value) return '';
  const date = new Date(value);
  const days = differenceInCalendarDays(now, date);
  if (days <= 0) return format(date, 'HH:mm');
  if (days < 7) return format(date, 'EEE', { locale: dateLocale(locale) });
  if (isSameYear(date, now)) return format(date, locale === 'zh' ? 'M月d日' : 'dd/MM', { locale: dateLocale(locale) });
  return format(date, 'dd/MM/yyyy');
}

/** A mute's end in the input's notice. */
export function untilText(at: number, now: number, locale: string): string {
  const date = new Date(at);
  return differenceInCalendarDays(date, now) === 0 ? format(date, 'HH:mm') : format(date, 'HH:mm, P', { locale: dateLocale(locale) });
}
