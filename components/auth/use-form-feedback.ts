'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';
import type { FormMessageValue, MessageKind } from '@/components/ui/form-message';
import { errorText } from '@/lib/client/api';
import { focusField } from '@/lib/client/form-values';
import { validate } from '@/lib/client/validate';
import { issueMessageKey } from '@/lib/validations/issue';

// A local text is kept as its key, so it follows a language switch; server texts stay as sent.
type Stored = { kind: MessageKind; key: string } | { kind: MessageKind; text: string };

/** The one message line of an auth form: error codes, server answers and fallbacks. */
export function useFormFeedback() {
  const t = useTranslations();
  const [stored, setStored] = useState<Stored | null>(null);

  const clear = useCallback(() => setStored(null), []);
  /** A client-side validation failure: an issue message (lib/validations/issue.ts) or an error code. */
  const invalid = useCallback((message: string) => setStored({ kind: 'error', key: issueMessageKey(message) }), []);
  /** An error text of the messages files, by its full key (e.g. auth.noUserId). */
  const fail = useCallback((key: string) => setStored({ kind: 'error', key }), []);
  /**
   * Validates with a shared schema: the parsed data, or null after showing the first issue and
   * focusing its field.
   */
  const check = useCallback(
    <T,>(schema: z.ZodType<T>, data: unknown, form: HTMLFormElement | null): T | null => {
      const result = validate(schema, data);
      if (result.ok) return result.data;
      fail(result.issue.key);
      focusField(form, result.issue.field);
      return null;
    },
    [fail],
  );
  /** A failed call: the server's localized message, else the fallback text under `fallbackKey`. */
  const failed = useCallback(
    (error: unknown, fallbackKey: string) => {
      const text = errorText(error, '');
      setStored(text ? { kind: 'error', text } : { kind: 'error', key: fallbackKey });
    },
    [],
  );
  /** A success: the server's message when it sent one, else the text under `fallbackKey`. */
  const succeeded = useCallback((serverText: unknown, fallbackKey: string) => {
    setStored(typeof serverText === 'string' && serverText ? { kind: 'success', text: serverText } : { kind: 'success', key: fallbackKey });
  }, []);

  /**
   * Runs the form's call and shows how it went: its success (the server's message, else the text
   * under `successKey`) or its failure (else `failKey`). Answers whether it succeeded.
   */
  const attempt = useCallback(
    async (call: () => Promise<{ message?: unknown }>, successKey: string, failKey: string): Promise<boolean> => {
      try {
        succeeded((await call()).message, successKey);
        return true;
      } catch (error) {
        failed(error, failKey);
        return false;
      }
    },
    [failed, succeeded],
  );

  const message: FormMessageValue | null = useMemo(() => {
    if (!stored) return null;
    if ('text' in stored) return stored;
    return { kind: stored.kind, text: t.has(stored.key) ? t(stored.key) : t('common.systemError') };
  }, [stored, t]);

  return { message, clear, invalid, fail, check, failed, succeeded, attempt };
}

export type FormFeedback = ReturnType<typeof useFormFeedback>;
