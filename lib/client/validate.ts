import type { z } from 'zod';

export interface FormIssue {
  /** an error code (errors.<CODE> in messages/*.json) */
  code: string;
  /** the top-level field the issue is about */
  field?: string;
}

export type Validated<T> = { ok: true; data: T } | { ok: false; issue: FormIssue };

/** Runs a shared zod schema: the parsed data, or its first issue (whose message is an error code). */
export function validate<T>(schema: z.ZodType<T>, data: unknown): Validated<T> {
  const result = schema.safeParse(data);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  const field = issue?.path[0];
  return { ok: false, issue: { code: issue?.message || 'VALIDATION_ERROR', field: typeof field === 'string' ? field : undefined } };
}
