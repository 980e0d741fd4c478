'use client';

import type { FormEvent } from 'react';
import { formValues } from '@/lib/client/form-values';

/**
 * onSubmit for a form: no page load, its values as strings. What the form sends is a mutation,
 * whose `isPending` disables the submit button (and with it Enter's implicit submission).
 */
export function useFormSubmit(run: (values: Record<string, string>, form: HTMLFormElement) => Promise<void> | void) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void run(formValues(form), form);
  };
  return { onSubmit };
}
