/** The success or error message of a whole form. */
import { Notice } from '../status.tsx';
import type { FormMessageValue } from './Field.tsx';

export function FormMessage({ message }: { message: FormMessageValue }) {
  if (!message) return null;
  return <Notice kind={message.kind}>{message.text}</Notice>;
}
