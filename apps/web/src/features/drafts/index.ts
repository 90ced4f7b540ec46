// Server drafts of publish forms (docs/smaller-screens.md): the hook other features' forms use. Light: no page behind it.
export { useServerDraft, type ServerDraft, type ServerDraftOptions } from './use-server-draft';
