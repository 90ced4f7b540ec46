import { upload } from '../../lib/http';
import type { UploadedMedia } from '../../lib/contracts';
import type { MediaPurpose } from '@haiwai/contracts/media/constants';

/**
 * Uploads one image to the media service (multipart field `file`). With a purpose it is private (docs/media.md): keep
 * `url` as its reference and show `link`, the uploader's own signed link.
 */
export function uploadImage(file: File, onProgress?: (percent: number) => void, purpose?: MediaPurpose): Promise<UploadedMedia> {
  const form = new FormData();
  form.append('file', file);
  return upload('mediaUpload', form, onProgress, purpose ? { purpose } : undefined);
}
