import type { z } from 'zod';
import { issueMessageKey } from '@/lib/validations/issue';

export interface FormIssue {
  /** the messages key of its text (errors.validation.<text>, or errors.<CODE>) */
  key: string;
  /** the top-level field the issue is about */
  field?: string;
}

export type Validated<T> = { ok: true; data: T } | { ok: false; issue: FormIssue };

/** Runs a shared zod schema: the parsed data, or its first issue with the text the server would show. */
export function validate<T>(schema: z.ZodType<T>, data: unknown): Validated<T> {
  const result = schema.safeParse(data);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  const field = issue?.path[0];
  return { ok: false, issue: { key: issueMessageKey(issue?.message), field: typeof field === 'string' ? field : undefined } };
}
