import { MESSAGES } from '@sommai/shared';
import { api, apiPath } from '../api/index.ts';
import { saveBlob } from '../download.ts';
import { toast } from '../toasts.tsx';
import type { GeneratedImage } from './types.ts';

/** Saves an image under the name the server gives it. Resolves false (after saying so) when it fails. */
export async function downloadImage(image: Pick<GeneratedImage, 'id' | 'imageUrl'>): Promise<boolean> {
  try {
    const path = apiPath(image.imageUrl);
    const { blob, filename } = await api.file(`${path}${path.includes('?') ? '&' : '?'}download=1`);
    saveBlob(blob, filename ?? `image-${image.id}.png`);
    return true;
  } catch {
    toast.error(MESSAGES.downloadFailed);
    return false;
  }
}
