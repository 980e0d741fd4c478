import type { Locator } from '@playwright/test';

// The app's date fields (components/ui/date-field.tsx) are three selects: year, month and day,
// marked data-part, in the order of the interface's language.

const part = (field: Locator, name: 'year' | 'month' | 'day') => field.locator(`select[data-part="${name}"]`);

/** Picks 'YYYY-MM-DD' in the date field (the group named by the field's label); '' clears its day. */
export async function pickDate(field: Locator, value: string): Promise<void> {
  if (!value) {
    await part(field, 'day').selectOption('');
    return;
  }
  const [year, month, day] = value.split('-').map(Number);
  // Year first: the months and days offered depend on it.
  await part(field, 'year').selectOption(String(year));
  await part(field, 'month').selectOption(String(month));
  await part(field, 'day').selectOption(String(day));
}

/** The field's value as 'YYYY-MM-DD' ('' while a part is not chosen). */
export async function dateOf(field: Locator): Promise<string> {
  const [year, month, day] = await Promise.all((['year', 'month', 'day'] as const).map((name) => part(field, name).inputValue()));
  return year && month && day ? `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}` : '';
}

/** The order of the field's parts on screen. */
export const partOrder = (field: Locator) => field.locator('select').evaluateAll((selects) => selects.map((s) => s.getAttribute('data-part')));

/** Picks the day and the time (24-hour selects data-part hour and minute) of `time` in a dialog with a date field named `label`. */
export async function pickDateTime(dialog: Locator, label: string, time: Date): Promise<void> {
  const pad = (n: number) => String(n).padStart(2, '0');
  await pickDate(dialog.getByRole('group', { name: label }), `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}`);
  await dialog.locator('select[data-part="hour"]').selectOption(String(time.getHours()));
  await dialog.locator('select[data-part="minute"]').selectOption(String(time.getMinutes()));
}

/** Midnight at the start of today: a time that has passed (but for the day's first minute). */
export const startOfToday = () => {
  const time = new Date();
  time.setHours(0, 0, 0, 0);
  return time;
};
