import { lazy, useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import AddCircleOutline from 'antd-mobile-icons/es/AddCircleOutline';
import AudioOutline from 'antd-mobile-icons/es/AudioOutline';
import FolderOutline from 'antd-mobile-icons/es/FolderOutline';
import PictureOutline from 'antd-mobile-icons/es/PictureOutline';
import CloseOutline from 'antd-mobile-icons/es/CloseOutline';
import type { Conversation } from '@haiwai/contracts';
import { CHAT_CLIENT } from '../../lib/contracts';
import { OnceOpened } from '../common/once-opened';
import { saveDraft } from './chat-api';
import { useChat, type ClientMessage } from './chat-store';
import { quoteExcerpt } from './message-extras';
import { messagePreview } from './format';
import { useMediaSend } from './media-send';
import { useVoiceRecorder } from './voice-recorder';
import { mentionChoices, typedAfter, type MentionChoice } from './mention-filter';

type VoiceRecorder = ReturnType<typeof useVoiceRecorder>;

/** The @ member picker, loaded the first time someone types @ in a group. */
const MentionPicker = lazy(() => import('./message-pickers').then((m) => ({ default: m.MentionPicker })));

/** A draft is saved on the server this long after the last keystroke (docs/chat.md, "Devices agree"). */
const DRAFT_SAVE_MS = 800;

interface InputBarProps {
  conversationId: number | null;
  onSent(): void;
  conversation?: Conversation | null;
  /** The message being answered (the quote bar above the input), if any. */
  replying?: ClientMessage | null;
  onCancelReply?(): void;
}

/** Text (Enter sends), hold-to-talk voice, and a panel for photos and files; in groups @ mentions; drafts follow me. */
export function InputBar({ conversationId, onSent, conversation = null, replying = null, onCancelReply }: InputBarProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'text' | 'voice'>('text');
  const [text, setText] = useState(() => conversation?.draft?.text ?? '');
  const [panel, setPanel] = useState(false);
  // The @ picker: where its @ stands in the text (the letters after it filter the members), the row the arrows reached.
  const [picking, setPicking] = useState(false);
  const [mentionAt, setMentionAt] = useState(0);
  const [active, setActive] = useState(0);
  const mentions = useRef(new Map<number, string>());
  const mentionAll = useRef(false);
  const photoInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const draft = useDraft(conversationId, conversation, text, setText);
  const myId = useChat((s) => s.myId);
  const group = conversation ? conversation.type !== 1 : false;
  const myRole = conversation?.members.find((m) => m.user_id === myId)?.role;

  const sendText = () => {
    const value = text.trim();
    if (!value) return;
    if (conversationId) setText('');
    onSent();
    // Only the mentions still written in the text go with it.
    const ids = [...mentions.current].filter(([, name]) => value.includes(`@${name}`)).map(([id]) => id);
    const all = mentionAll.current && value.includes(`@${t('chat.msg.mentionAll')}`);
    const extra = {
      ...(replying ? { reply_to: replying.message_id } : {}),
      ...(ids.length ? { mentions: ids } : {}),
      ...(all ? { mention_all: true } : {}),
      ...(draft.clear() ? { clear_draft: true } : {}),
    };
    mentions.current.clear();
    mentionAll.current = false;
    onCancelReply?.();
    void useChat.getState().send({ conversationId: conversationId ?? undefined, type: 'text', content: { text: value }, extra });
  };

  const mentionable = conversation ? conversation.members.filter((m) => m.user_id !== myId) : [];
  const canAll = myRole === 'owner' || myRole === 'admin';
  const typed = picking ? typedAfter(text, mentionAt) : null;
  const choices = typed === null ? [] : mentionChoices(mentionable, canAll, t('chat.msg.mentionAll'), typed);
  const onChange = (value: string) => {
    // An @ typed at the end in a group opens the member picker; typed before the room knows what it is (a slow
    // network), the picker opens once it turns out to be a group. The letters typed after it narrow the members; the @
    // deleted, or a space with nobody matching, closes it.
    if ((group || !conversation) && value.length === text.length + 1 && value.endsWith('@')) {
      setPicking(true);
      setMentionAt(value.length - 1);
      setActive(0);
    } else if (picking) {
      const after = typedAfter(value, mentionAt);
      if (after === null || (/\s/.test(after) && mentionChoices(mentionable, canAll, t('chat.msg.mentionAll'), after).length === 0)) setPicking(false);
      else if (after !== typed) setActive(0);
    }
    setText(value);
  };
  const onPick = (picked: MentionChoice) => {
    setPicking(false);
    const name = picked === 'all' ? t('chat.msg.mentionAll') : picked.name;
    if (picked === 'all') mentionAll.current = true;
    else mentions.current.set(picked.id, picked.name);
    // "@li" becomes "@Name " (picked from the picker's own box: the @ and what followed it likewise).
    setText((v) => `${typedAfter(v, mentionAt) !== null ? v.slice(0, mentionAt) : v}@${name} `);
  };
  /** Arrow keys move through the picker's rows, Enter takes one, Escape closes it; true when the key was the picker's. */
  const pickerKey = (e: KeyboardEvent): boolean => {
    if (!picking) return false;
    if (e.key === 'Escape') setPicking(false);
    else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') setActive((i) => (choices.length ? (i + (e.key === 'ArrowDown' ? 1 : choices.length - 1)) % choices.length : 0));
    else if (e.key === 'Enter' && !e.nativeEvent.isComposing && choices[active]) onPick(choices[active]);
    else return false;
    e.preventDefault();
    return true;
  };

  const media = useMediaSend(conversationId, onSent);
  const recorder = useVoiceRecorder({
    onRecorded: media.sendVoice,
    onTooShort: () => media.toast(t('chat.room.tooShort')),
    onError: (reason) => media.toast(reason === 'unsupported' ? t('chat.room.voiceUnsupported') : t('chat.room.micDenied')),
  });

  // A pick closes the panel, even when the picker was dismissed without a file.
  const pick = (file: File | undefined, send: (file: File) => void) => {
    setPanel(false);
    if (file) send(file);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (pickerKey(e)) return;
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      sendText();
    }
  };

  return (
    <div className="chat-input" data-testid="chat-input">
      {replying && <QuoteBar m={replying} onCancel={() => onCancelReply?.()} />}
      <div className="chat-input__row">
        <ModeToggle
          mode={mode}
          onToggle={() => {
            setMode(mode === 'text' ? 'voice' : 'text');
            setPanel(false);
          }}
        />
        {mode === 'text' ? (
          <div className="chat-input__text">
            <TextArea
              value={text}
              onChange={onChange}
              autoSize={{ minRows: 1, maxRows: 4 }}
              rows={1}
              maxLength={CHAT_CLIENT.maxTextLength}
              placeholder={t('chat.room.placeholder')}
              onKeyDown={onKeyDown}
              onFocus={() => setPanel(false)}
              data-testid="chat-text"
            />
          </div>
        ) : (
          <HoldToTalk recorder={recorder} />
        )}
        {mode === 'text' && text.trim() ? (
          <Button color="success" size="small" className="chat-input__send" onClick={sendText} data-testid="chat-send">
            {t('chat.room.send')}
          </Button>
        ) : (
          <button type="button" className="chat-input__icon" aria-label={t('chat.room.more')} onClick={() => setPanel(!panel)} data-testid="chat-more">
            <AddCircleOutline />
          </button>
        )}
      </div>
      {panel && <AttachPanel onPhoto={() => photoInput.current?.click()} onFile={() => fileInput.current?.click()} />}
      {recorder.recording && <RecordingStatus cancel={recorder.cancel} seconds={recorder.seconds} />}
      <FileInput inputRef={photoInput} accept="image/*" testId="chat-photo-input" onPick={(file) => pick(file, (f) => void media.sendPhoto(f))} />
      <FileInput inputRef={fileInput} testId="chat-file-input" onPick={(file) => pick(file, media.sendFile)} />
      {group && conversation && (
        <OnceOpened open={picking}>
          <MentionPicker members={mentionable} choicesFor={(q) => mentionChoices(mentionable, canAll, t('chat.msg.mentionAll'), q)} visible={picking} query={typed ?? ''} active={active} onPick={onPick} onClose={() => setPicking(false)} />
        </OnceOpened>
      )}
    </div>
  );
}

/** Above the input while answering a message: its sender and excerpt, and × to cancel. */
function QuoteBar({ m, onCancel }: { m: ClientMessage; onCancel(): void }) {
  const { t } = useTranslation();
  const name = m.nickname || m.account;
  const excerpt = m.type === 'voice' && m.content.duration ? quoteExcerpt({ message_id: m.message_id, seq: m.seq, sender_id: m.sender_id, nickname: name, type: 'voice', duration: m.content.duration }, t) : messagePreview(m, t);
  return (
    <div className="chat-quote-bar" data-testid="chat-quote-bar">
      <span className="chat-quote-bar__text">
        {name ? `${t('chat.msg.replyingTo', { name })}: ` : ''}
        {excerpt}
      </span>
      <button type="button" className="chat-quote-bar__close" aria-label={t('chat.msg.quoteCancel')} onClick={onCancel} data-testid="chat-quote-cancel">
        <CloseOutline />
      </button>
    </div>
  );
}

/**
 * The conversation's server draft: taken into an empty input when it arrives (from another device), saved a moment
 * after typing stops, cleared with the send (`clear()` says whether the send should ask the server to).
 */
function useDraft(conversationId: number | null, conversation: Conversation | null, text: string, setText: (v: string) => void) {
  const serverText = conversation?.draft?.text ?? '';
  const saved = useRef(serverText);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const typed = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    // Another device's draft: shown while nothing was typed here.
    if (serverText !== saved.current && !typed.current) {
      saved.current = serverText;
      setText(serverText);
    }
  }, [serverText, setText]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (!conversationId || text === saved.current) return;
    typed.current = text !== '';
    if (timer.current) clearTimeout(timer.current);
    const save = () => {
      timer.current = null;
      saved.current = text;
      void saveDraft(conversationId, text).catch(() => {});
    };
    timer.current = setTimeout(save, DRAFT_SAVE_MS);
    return () => {
      if (!timer.current) return;
      clearTimeout(timer.current);
      // Leaving the room with a save pending: save now (a keystroke that replaced it left no timer behind).
      if (!mounted.current) save();
    };
  }, [conversationId, text]);
  return {
    /** Called on send: stops a pending save; true when the server holds a draft to clear. */
    clear(): boolean {
      if (timer.current) clearTimeout(timer.current);
      const had = saved.current !== '' || Boolean(conversation?.draft);
      saved.current = '';
      typed.current = false;
      return had;
    },
  };
}

/** antd-mobile-icons has no keyboard; drawn in the same 1em outline style. */
function KeyboardIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth="3" aria-hidden>
      <rect x="5" y="11" width="38" height="26" rx="5" />
      <path d="M12 19h2M19 19h2M26 19h2M33 19h3M12 25.5h2M19 25.5h2M26 25.5h2M33 25.5h3M16 31h16" strokeLinecap="round" />
    </svg>
  );
}

/** Switches between typing and hold-to-talk; shows the mode a tap switches to. */
function ModeToggle({ mode, onToggle }: { mode: 'text' | 'voice'; onToggle(): void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="chat-input__icon" aria-label={mode === 'text' ? t('chat.room.voice') : t('chat.room.keyboard')} onClick={onToggle} data-testid="chat-mode">
      {mode === 'text' ? <AudioOutline /> : <KeyboardIcon />}
    </button>
  );
}

/** Press to record, slide up to cancel, release to send. */
function HoldToTalk({ recorder }: { recorder: VoiceRecorder }) {
  const { t } = useTranslation();
  const startY = useRef(0);
  return (
    <button
      type="button"
      className={recorder.recording ? 'chat-input__hold chat-input__hold--on' : 'chat-input__hold'}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        startY.current = e.clientY;
        recorder.start();
      }}
      onPointerMove={(e) => recorder.recording && recorder.setCancel(startY.current - e.clientY > 60)}
      onPointerUp={() => recorder.stop()}
      onPointerCancel={() => recorder.stop(true)}
      onContextMenu={(e) => e.preventDefault()}
      data-testid="chat-hold"
    >
      {recorder.recording ? (recorder.cancel ? t('chat.room.releaseToCancel') : t('chat.room.releaseToSend')) : t('chat.room.holdToTalk')}
    </button>
  );
}

/** The attachment tiles under the row: photo and file. */
function AttachPanel({ onPhoto, onFile }: { onPhoto(): void; onFile(): void }) {
  const { t } = useTranslation();
  return (
    <div className="chat-input__panel">
      <AttachTile icon={<PictureOutline />} label={t('chat.room.photo')} onClick={onPhoto} testId="chat-photo" />
      <AttachTile icon={<FolderOutline />} label={t('chat.room.file')} onClick={onFile} testId="chat-file" />
    </div>
  );
}

function AttachTile({ icon, label, onClick, testId }: { icon: ReactNode; label: string; onClick(): void; testId: string }) {
  return (
    <button type="button" className="icon-tile" onClick={onClick} data-testid={testId}>
      <span className="chat-input__tile">{icon}</span>
      {label}
    </button>
  );
}

function RecordingStatus({ cancel, seconds }: { cancel: boolean; seconds: number }) {
  const { t } = useTranslation();
  return (
    <div className={cancel ? 'chat-recording chat-recording--cancel' : 'chat-recording'} role="status">
      <AudioOutline className="chat-recording__icon" />
      <span>{cancel ? t('chat.room.releaseToCancel') : t('chat.room.recording', { seconds })}</span>
    </div>
  );
}

/** A hidden file picker, cleared after each pick so the same file can be chosen again. */
function FileInput({ inputRef, accept, testId, onPick }: { inputRef: RefObject<HTMLInputElement | null>; accept?: string; testId: string; onPick(file: File | undefined): void }) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept={accept}
      hidden
      data-testid={testId}
      onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = '';
        onPick(file);
      }}
    />
  );
}
