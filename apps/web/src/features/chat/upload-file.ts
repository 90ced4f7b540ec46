import { upload } from '../../lib/http';
import type { UploadedMedia } from '../../lib/contracts';

/**
 * Uploads a voice recording or a document (multipart field `file`) to `/media/file`, private to the conversations it
 * is sent to (docs/media.md); chat checks the stored media's type and size when the message is sent.
 */
export function uploadChatFile(blob: Blob, name: string): Promise<UploadedMedia> {
  const form = new FormData();
  form.append('file', blob, name);
  return upload('mediaUploadFile', form, undefined, { purpose: 'chat' });
}
