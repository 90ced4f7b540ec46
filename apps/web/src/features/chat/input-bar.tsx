import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import Toast from 'antd-mobile/es/components/toast';
import AddCircleOutline from 'antd-mobile-icons/es/AddCircleOutline';
import AudioOutline from 'antd-mobile-icons/es/AudioOutline';
import FolderOutline from 'antd-mobile-icons/es/FolderOutline';
import PictureOutline from 'antd-mobile-icons/es/PictureOutline';
import { CHAT_CLIENT, MEDIA, TIMING } from '../../lib/contracts';
import { useChat } from './chat-store';
import { uploadImage } from '../common/upload';
import { formatBytes } from './format';
import { uploadChatFile } from './upload-file';
import { useVoiceRecorder } from './voice-recorder';

const toast = (content: string) => Toast.show({ content, duration: TIMING.toastErrorMs });

function imageSize(url: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => resolve(null);
    img.src = url;
  });
}

/** Text (Enter sends), hold-to-talk voice, and a panel for photos and files. */
export function InputBar({ conversationId, onSent }: { conversationId: number | null; onSent(): void }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'text' | 'voice'>('text');
  const [text, setText] = useState('');
  const [panel, setPanel] = useState(false);
  const photoInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const target = conversationId ?? undefined;

  const sendText = () => {
    const value = text.trim();
    if (!value) return;
    if (conversationId) setText('');
    onSent();
    void useChat.getState().send({ conversationId: target, type: 'text', content: { text: value } });
  };

  const sendPhoto = async (file: File) => {
    if (!(MEDIA.acceptedImageTypes as readonly string[]).includes(file.type) && !file.type.startsWith('image/')) return;
    if (file.size > MEDIA.maxUploadBytes) {
      toast(t('chat.room.tooLarge', { max: formatBytes(MEDIA.maxUploadBytes) }));
      return;
    }
    if (!conversationId) {
      void useChat.getState().send({ type: 'image' });
      return;
    }
    const localUrl = URL.createObjectURL(file);
    const size = await imageSize(localUrl);
    onSent();
    void useChat.getState().send({
      conversationId: target,
      type: 'image',
      preview: { localUrl, content: size ?? {} },
      prepare: async () => {
        const media = await uploadImage(file);
        return { url: media.url, width: media.width, height: media.height };
      },
    });
  };

  const sendFile = (file: File) => {
    if (file.type.startsWith('image/')) {
      void sendPhoto(file);
      return;
    }
    if (file.size > CHAT_CLIENT.maxFileBytes) {
      toast(t('chat.room.tooLarge', { max: formatBytes(CHAT_CLIENT.maxFileBytes) }));
      return;
    }
    onSent();
    void useChat.getState().send({
      conversationId: target,
      type: file.type.startsWith('video/') ? 'video' : 'file',
      preview: { localUrl: file.type.startsWith('video/') ? URL.createObjectURL(file) : undefined, content: { name: file.name, size: file.size } },
      prepare: async () => {
        const media = await uploadChatFile(file, file.name);
        return { url: media.url, name: file.name };
      },
    });
  };

  const recorder = useVoiceRecorder({
    onRecorded: (blob, durationMs) => {
      if (blob.size > CHAT_CLIENT.maxVoiceBytes) {
        toast(t('chat.room.tooLarge', { max: formatBytes(CHAT_CLIENT.maxVoiceBytes) }));
        return;
      }
      const duration = Math.round(durationMs / 1000);
      const localUrl = URL.createObjectURL(blob);
      onSent();
      void useChat.getState().send({
        conversationId: target,
        type: 'voice',
        preview: { localUrl, content: { duration } },
        prepare: async () => {
          const ext = blob.type.includes('mp4') ? 'm4a' : blob.type.includes('ogg') ? 'ogg' : 'webm';
          const media = await uploadChatFile(blob, `voice.${ext}`);
          return { url: media.url, duration };
        },
      });
    },
    onTooShort: () => toast(t('chat.room.tooShort')),
    onError: (reason) => toast(reason === 'unsupported' ? t('chat.room.voiceUnsupported') : t('chat.room.micDenied')),
  });

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      sendText();
    }
  };

  const startY = useRef(0);
  return (
    <div className="chat-input" data-testid="chat-input">
      <div className="chat-input__row">
        <button
          type="button"
          className="chat-input__icon"
          aria-label={mode === 'text' ? t('chat.room.voice') : t('chat.room.keyboard')}
          onClick={() => {
            setMode(mode === 'text' ? 'voice' : 'text');
            setPanel(false);
          }}
          data-testid="chat-mode"
        >
          {mode === 'text' ? <AudioOutline /> : <KeyboardIcon />}
        </button>
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
      {panel && (
        <div className="chat-input__panel">
          <button type="button" onClick={() => photoInput.current?.click()} data-testid="chat-photo">
            <span className="chat-input__tile">
              <PictureOutline />
            </span>
            {t('chat.room.photo')}
          </button>
          <button type="button" onClick={() => fileInput.current?.click()} data-testid="chat-file">
            <span className="chat-input__tile">
              <FolderOutline />
            </span>
            {t('chat.room.file')}
          </button>
        </div>
      )}
      {recorder.recording && (
        <div className={recorder.cancel ? 'chat-recording chat-recording--cancel' : 'chat-recording'} role="status">
          <AudioOutline className="chat-recording__icon" />
          <span>{recorder.cancel ? t('chat.room.releaseToCancel') : t('chat.room.recording', { seconds: recorder.seconds })}</span>
        </div>
      )}
      <input
        ref={photoInput}
        type="file"
        accept="image/*"
        hidden
        data-testid="chat-photo-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          setPanel(false);
          if (file) void sendPhoto(file);
        }}
      />
      <input
        ref={fileInput}
        type="file"
        hidden
        data-testid="chat-file-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          setPanel(false);
          if (file) sendFile(file);
        }}
      />
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
