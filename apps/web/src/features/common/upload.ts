import { upload } from '../../lib/http';
import type { UploadedMedia } from '../../lib/contracts';

/** Uploads one image to the media service (multipart field `file`). */
export function uploadImage(file: File, onProgress?: (percent: number) => void): Promise<UploadedMedia> {
  const form = new FormData();
  form.append('file', file);
  return upload('mediaUpload', form, onProgress);
}
