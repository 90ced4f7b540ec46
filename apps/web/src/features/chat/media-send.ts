import { useTranslation } from 'react-i18next';
import { CHAT_CLIENT, MEDIA, TIMING } from '../../lib/contracts';
import { uploadImage } from '../common/upload';
import { useChat } from './chat-store';
import { formatBytes } from './format';
import { uploadChatFile } from './upload-file';
import { showToast } from '../../lib/feedback';

const toast = (content: string) => showToast({ content, duration: TIMING.toastErrorMs });

function imageSize(url: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => resolve(null);
    img.src = url;
  });
}

/**
 * Photos, files and voice notes into the chat store: size checks (a toast says the limit), a local preview
 * shown at once, and the upload run by the store before the message goes out.
 */
export function useMediaSend(conversationId: number | null, onSent: () => void) {
  const { t } = useTranslation();
  const target = conversationId ?? undefined;

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
        const media = await uploadImage(file, undefined, 'chat');
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

  const sendVoice = (blob: Blob, durationMs: number) => {
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
  };

  return { sendPhoto, sendFile, sendVoice, toast };
}
