import styles from './form-message.module.css';

export type MessageKind = 'error' | 'success' | 'info';

export interface FormMessageValue {
  kind: MessageKind;
  text: string;
}

const ICONS: Record<MessageKind, string> = { error: '✕', success: '✓', info: 'ℹ' };

/**
 * A form's message: red errors, green successes. The live region is always in the page, so
 * screen readers announce each new text.
 */
export function FormMessage({ message }: { message: FormMessageValue | null }) {
  return (
    <p className={message ? styles[message.kind] : styles.message} role="status" aria-live="polite" data-kind={message?.kind}>
      {message && (
        <>
          <span className={styles.icon} aria-hidden="true">
            {ICONS[message.kind]}
          </span>
          {message.text}
        </>
      )}
    </p>
  );
}
