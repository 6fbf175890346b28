// What the server answers for the things it makes and keeps per user — a gallery image, a stored
// PDF — declared once, so the server's views and the web app's types cannot drift apart.
import type { PdfType } from './constants.ts';

/** An image in the user's gallery. */
export interface ImageView {
  id: string;
  /** An API address behind the bearer token. */
  imageUrl: string;
  /** The description it was drawn from: the image service's prompt, or the built-in designer's words. */
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
  /** Who drew it: the configured image service ('external') or the built-in designer ('builtin'). */
  source: string;
  /** Said when the built-in designer stood in for an image service that failed. */
  notice?: string;
}

/** A PDF kept for the user (the spec's PDF record), plus its size in bytes. */
export interface PdfRecord {
  id: string;
  filename: string;
  /** Served behind the bearer token, so it is fetched through the API client, never linked to. */
  url: string;
  title: string;
  type: PdfType;
  created_at: string;
  size: number;
}
