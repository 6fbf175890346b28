import type { ImageView } from '@sommai/shared';

/** An image the server generated and keeps in the user's gallery. */
export type GeneratedImage = ImageView;

export interface GalleryPage {
  images: GeneratedImage[];
  total: number;
}

/** A style the generator offers: one of the built-in four, or one the user trained. */
export interface ImageStyleOption {
  id: string;
  label: string;
  kind: 'builtin' | 'custom';
  modelId?: string;
}

export interface GenerateImageInput {
  topic: string;
  category: string;
  style: string;
  quality: string;
  size: string;
}

export interface ChatImageInput {
  prompt: string;
  category: string;
}
