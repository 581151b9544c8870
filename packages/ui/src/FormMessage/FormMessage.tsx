import type { Ref } from 'react';
import { Text } from '../Text/index.ts';

export interface FormMessageProps {
  /** What went wrong: shown in the critical tone and announced at once (`role="alert"`). */
  error?: string | undefined;
  /** What went right: shown in the positive tone and announced politely (`role="status"`). */
  notice?: string | undefined;
  /**
   * Keep a polite live region in the page even when there is nothing to say, so a message that appears
   * later is announced; it can take focus (`tabIndex` -1) through `ref` after a form is sent.
   */
  live?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** The outcome of a form above or beside it: an error wins over a notice; nothing when neither. */
export function FormMessage({ error, notice, live = false, ref }: FormMessageProps) {
  const message = error ? (
    <Text tone="critical" role="alert">
      {error}
    </Text>
  ) : notice ? (
    <Text tone="positive" role="status">
      {notice}
    </Text>
  ) : null;
  if (!live) return message;
  return (
    <div ref={ref} tabIndex={-1} aria-live="polite">
      {message}
    </div>
  );
}
