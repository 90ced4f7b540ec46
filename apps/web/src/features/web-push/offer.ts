import { onPush } from '../../lib/push';

let armed = false;

/**
 * Asks for notifications after the first message the member sends or receives (docs/web-push.md), never on the first
 * load: the chat runtime arms it once at start; the first `new_message` (theirs, or one of the member's own, which
 * reaches their socket too) or `message_ack` loads the offer. Light: the dialog and its words load only then.
 */
export function offerWebPushAfterFirstMessage(): void {
  if (armed) return;
  armed = true;
  const stop = onPush({
    frame: (f) => {
      if (f.type !== 'new_message' && f.type !== 'message_ack') return;
      stop();
      void import('./offer-dialog').then((m) => m.offerWebPush());
    },
  });
}
