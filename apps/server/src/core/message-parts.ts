/**
 * A module keeps its person-facing messages next to its code (`modules/<m>/messages.ts`, made with
 * `defineMessages`), declares them on its module definition (registered into `t()` when the app is
 * composed) and adds their keys to `MessageKey` by declaration merging:
 * `declare module '../../core/messages.js' { interface ModuleMessages { chat: typeof chatMessages.zh } }`.
 * zh is the source of each part, en and vi are typed against it.
 */
export interface MessagePart<Z extends Record<string, string>> {
  zh: Z;
  en: Record<keyof Z, string>;
  vi: Record<keyof Z, string>;
}
export function defineMessages<const Z extends Record<string, string>>(part: MessagePart<Z>): MessagePart<Z> {
  return part;
}
