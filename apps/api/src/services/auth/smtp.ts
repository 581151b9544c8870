import { createTransport } from 'nodemailer';
import type { Logger } from 'pino';
import { messageIdOf, type Sender } from './outbox.ts';

/** Delivers outbox messages by SMTP (`SMTP_URL`, e.g. smtps://user:pass@mail.example.in:465). */
export function smtpSender(url: string, from: string, logger?: Logger): Sender {
  const transport = createTransport(url);
  return async (message) => {
    try {
      await transport.sendMail({
        from,
        to: message.recipient,
        subject: message.subject,
        text: message.body,
        // List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) of the mail a person can leave.
        ...(message.headers ? { headers: message.headers } : {}),
        // One Message-ID for every delivery of a message, so a resend after a crash is the same email.
        ...(message.key ? { messageId: messageIdOf(message.key, from) } : {}),
      });
      return true;
    } catch (err) {
      // The message stays unsent in the outbox; the log names the kind, never the recipient or the code.
      logger?.warn(
        { kind: message.kind, reason: err instanceof Error ? err.message : String(err) },
        'mail not delivered',
      );
      return false;
    }
  };
}
