import { useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import AddCircleOutline from 'antd-mobile-icons/es/AddCircleOutline';
import AudioOutline from 'antd-mobile-icons/es/AudioOutline';
import FolderOutline from 'antd-mobile-icons/es/FolderOutline';
import PictureOutline from 'antd-mobile-icons/es/PictureOutline';
import { CHAT_CLIENT } from '../../lib/contracts';
import { useChat } from './chat-store';
import { useMediaSend } from './media-send';
import { useVoiceRecorder } from './voice-recorder';

type VoiceRecorder = ReturnType<typeof useVoiceRecorder>;

/** Text (Enter sends), hold-to-talk voice, and a panel for photos and files. */
export function InputBar({ conversationId, onSent }: { conversationId: number | null; onSent(): void }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'text' | 'voice'>('text');
  const [text, setText] = useState('');
  const [panel, setPanel] = useState(false);
  const photoInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const sendText = () => {
    const value = text.trim();
    if (!value) return;
    if (conversationId) setText('');
    onSent();
    void useChat.getState().send({ conversationId: conversationId ?? undefined, type: 'text', content: { text: value } });
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
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      sendText();
    }
  };

  return (
    <div className="chat-input" data-testid="chat-input">
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
              onChange={setText}
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
    </div>
  );
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
