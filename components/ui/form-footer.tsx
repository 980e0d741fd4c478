import buttons from './button.module.css';
import { FormMessage, type FormMessageValue } from './form-message';

interface FormFooterProps {
  message: FormMessageValue | null;
  /** the submit button's text */
  submitLabel: string;
  /** while the form's call runs or after it is done: also stops Enter's implicit submission */
  disabled: boolean;
  /** marks the button busy for assistive technology while the call runs */
  busy?: boolean;
}

/** The end of a one-step form: its message line, then the full-width submit button. */
export function FormFooter({ message, submitLabel, disabled, busy }: FormFooterProps) {
  return (
    <>
      <FormMessage message={message} />
      <button type="submit" className={`${buttons.primary} ${buttons.block}`} disabled={disabled} aria-busy={busy}>
        {submitLabel}
      </button>
    </>
  );
}
