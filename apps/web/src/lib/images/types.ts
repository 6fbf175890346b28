/** An image the server generated and keeps in the user's gallery. */
export interface GeneratedImage {
  id: string;
  /** An API address behind the bearer token. */
  imageUrl: string;
  prompt: string;
  topic: string;
  category: string;
  style: string;
  quality: string;
  /** A size preset id. */
  size: string;
  width: number;
  height: number;
  created_at: string;
  /** Who drew it: 'builtin' (the designer) or 'external' (the image service). */
  source?: string;
  /** Said when the built-in renderer stood in for an image service that failed. */
  notice?: string | null;
}

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
