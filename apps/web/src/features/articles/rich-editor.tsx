import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import LinkOutline from 'antd-mobile-icons/es/LinkOutline';
import PictureOutline from 'antd-mobile-icons/es/PictureOutline';
import RedoOutline from 'antd-mobile-icons/es/RedoOutline';
import UndoOutline from 'antd-mobile-icons/es/UndoOutline';
import UnorderedListOutline from 'antd-mobile-icons/es/UnorderedListOutline';
import { MEDIA } from '../../lib/contracts';
import { uploadImage } from '../common/upload';
import { normaliseLink } from './link';
import { confirmDialog, showToast } from '../../lib/feedback';
import './editor.css';

interface Props {
  /** The body as HTML (what the server stores, after its own sanitising). */
  value?: string;
  onChange?(html: string): void;
  /** Tells the form an image is still uploading, so it waits before saving. */
  onBusy?(busy: boolean): void;
  invalid?: boolean;
  id?: string;
}

/**
 * The admins' article body: TipTap (StarterKit with its link, undo and redo; images) and a toolbar. Loaded only by
 * the article editor screen; the HTML it yields is sanitised again by the server, so the editor is a convenience,
 * never a safety measure.
 */
export function RichEditor({ value, onChange, onBusy, invalid, id }: Props) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] } }), Image.configure({ inline: false })],
    content: value ?? '',
    editorProps: { attributes: { class: 'rich-content aed-body', 'aria-label': t('articles.edit.body'), 'aria-multiline': 'true', role: 'textbox', ...(id ? { id } : {}) } },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });
  return (
    <div className={invalid ? 'aed aed--invalid' : 'aed'} data-testid="article-editor">
      <Toolbar editor={editor} onBusy={onBusy} />
      <EditorContent editor={editor} />
    </div>
  );
}

/** One toolbar button: the glyph is decoration, the name is what a screen reader says (and the tooltip). */
function Tool({ glyph, name, on, disabled, onPress, testId }: { glyph: ReactNode; name: string; on?: boolean; disabled?: boolean; onPress(): void; testId: string }) {
  return (
    <button type="button" className={on ? 'aed-tool aed-tool--on' : 'aed-tool'} title={name} aria-pressed={on === undefined ? undefined : on} disabled={disabled} onMouseDown={(e) => e.preventDefault()} onClick={onPress} data-testid={testId}>
      <span aria-hidden="true">{glyph}</span>
      <span className="visually-hidden">{name}</span>
    </button>
  );
}

function Toolbar({ editor, onBusy }: { editor: Editor; onBusy?(busy: boolean): void }) {
  const { t } = useTranslation();
  const file = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  const onImage = async (picked: File | undefined) => {
    if (file.current) file.current.value = '';
    if (!picked) return;
    setUploading(true);
    onBusy?.(true);
    try {
      const media = await uploadImage(picked);
      // The stored URL goes into the body; readers get a resized copy of it (article-body.tsx).
      chain().setImage({ src: media.url, alt: '' }).run();
    } catch {
      showToast({ content: t('articles.edit.uploadFailed') });
    } finally {
      setUploading(false);
      onBusy?.(false);
    }
  };

  const onLink = async () => {
    if (state.link) {
      chain().extendMarkRange('link').unsetLink().run();
      return;
    }
    const href = await askLink(t);
    if (href) chain().extendMarkRange('link').setLink({ href }).run();
  };

  return (
    <div className="aed-toolbar" role="toolbar" aria-label={t('articles.edit.toolbar')}>
      <Tool glyph={<b>B</b>} name={t('articles.edit.tools.bold')} on={state.bold} onPress={() => chain().toggleBold().run()} testId="aed-bold" />
      <Tool glyph={<i>I</i>} name={t('articles.edit.tools.italic')} on={state.italic} onPress={() => chain().toggleItalic().run()} testId="aed-italic" />
      <Tool glyph="H2" name={t('articles.edit.tools.h2')} on={state.h2} onPress={() => chain().toggleHeading({ level: 2 }).run()} testId="aed-h2" />
      <Tool glyph="H3" name={t('articles.edit.tools.h3')} on={state.h3} onPress={() => chain().toggleHeading({ level: 3 }).run()} testId="aed-h3" />
      <Tool glyph={<UnorderedListOutline />} name={t('articles.edit.tools.bullet')} on={state.bullet} onPress={() => chain().toggleBulletList().run()} testId="aed-bullet" />
      <Tool glyph="1≡" name={t('articles.edit.tools.ordered')} on={state.ordered} onPress={() => chain().toggleOrderedList().run()} testId="aed-ordered" />
      <Tool glyph="❝" name={t('articles.edit.tools.quote')} on={state.quote} onPress={() => chain().toggleBlockquote().run()} testId="aed-quote" />
      <Tool glyph={<LinkOutline />} name={state.link ? t('articles.edit.tools.unlink') : t('articles.edit.tools.link')} on={state.link} onPress={() => void onLink()} testId="aed-link" />
      <Tool glyph={uploading ? '…' : <PictureOutline />} name={t('articles.edit.tools.image')} disabled={uploading} onPress={() => file.current?.click()} testId="aed-image" />
      <Tool glyph={<UndoOutline />} name={t('articles.edit.tools.undo')} disabled={!state.undo} onPress={() => chain().undo().run()} testId="aed-undo" />
      <Tool glyph={<RedoOutline />} name={t('articles.edit.tools.redo')} disabled={!state.redo} onPress={() => chain().redo().run()} testId="aed-redo" />
      <input ref={file} type="file" accept={MEDIA.acceptedImageTypes.join(',')} hidden onChange={(e) => void onImage(e.target.files?.[0])} data-testid="aed-image-input" />
    </div>
  );
}

/** Asks for a link's address (normaliseLink decides what may be stored). */
async function askLink(t: (k: string) => string): Promise<string | null> {
  let typed = '';
  const ok = await confirmDialog({
    title: t('articles.edit.linkTitle'),
    content: (
      <input
        className="aed-link-input"
        type="url"
        inputMode="url"
        placeholder="https://"
        aria-label={t('articles.edit.linkTitle')}
        onChange={(e) => (typed = e.target.value.trim())}
        data-testid="aed-link-input"
      />
    ),
    confirmText: t('articles.edit.linkOk'),
    cancelText: t('common.cancel'),
  });
  if (!ok || !typed) return null;
  const href = normaliseLink(typed);
  if (!href) showToast({ content: t('articles.edit.linkInvalid') });
  return href;
}
