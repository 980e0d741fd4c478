import { EMAIL_MAX } from '@/lib/contract/limits';
import { TextField, type TextFieldProps } from './text-field';

/** A labelled e-mail address input, with the browser's autofill and the server's length limit. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'autoComplete' | 'maxLength'>) {
  return <TextField type="email" autoComplete="email" maxLength={EMAIL_MAX} {...props} />;
}
