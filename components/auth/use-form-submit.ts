'use client';

import { useState, type FormEvent } from 'react';
import { formValues } from '@/lib/client/form-values';

/** onSubmit for a form: no page load, its values as strings, `pending` while `run` works. */
export function useFormSubmit(run: (values: Record<string, string>, form: HTMLFormElement) => Promise<void>) {
  const [pending, setPending] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    setPending(true);
    try {
      await run(formValues(form), form);
    } finally {
      setPending(false);
    }
  };
  return { pending, onSubmit };
}
