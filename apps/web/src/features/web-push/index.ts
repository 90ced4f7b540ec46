/** What other features use of Web Push (docs/web-push.md): the chat runtime arms the offer after the first message. */
export { offerWebPushAfterFirstMessage } from './offer';
