/** Test helper: deliveries of the outbox that a crash interrupts (decisions 0064, 0070). */
import type { Db } from '../../db/client.ts';
import { deliverQueued, type Sender } from './outbox.ts';

/**
 * A delivery run whose process claims the due messages, hands the first to `send` (so the mail server
 * may take it) and dies before marking it sent; resolves once it was handed over.
 */
export async function crashingDelivery(db: Db, send: Sender = async () => true): Promise<void> {
  let handedOver = () => {};
  const handed = new Promise<void>((resolve) => {
    handedOver = resolve;
  });
  void deliverQueued(db, async (message) => {
    await send(message);
    handedOver();
    return new Promise<boolean>(() => {});
  });
  await handed;
}

/** Ends the leases of the recipient's claimed messages of a kind, as if their time had passed. */
export const endLeases = (db: Db, kind: string, recipient: string) =>
  db.raw(
    `UPDATE outbox SET send_after = now() - interval '1 second' WHERE kind = $1 AND recipient = $2 AND sent_at IS NULL`,
    [kind, recipient],
  );
