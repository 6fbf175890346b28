import type { LevelId, PdfType } from '@sommai/shared';

/** Ids arrive as the server stores them; the browser only passes them back. */
export type RecordId = string | number;

/** A PDF kept for the user (spec section 3: PDF record). */
export interface PdfRecord {
  id: RecordId;
  filename: string;
  /** Served behind the bearer token, so it is fetched through the API client, never linked to. */
  url: string;
  title: string;
  type: PdfType;
  created_at: string;
  size: number;
}

/** The answer of every PDF generation call. */
export interface PdfGenerated {
  success: boolean;
  pdf: PdfRecord;
  pdfUrl: string;
  filename: string;
  message?: string;
}

export interface StudyGuideRequest {
  topic: string;
  level: LevelId;
  customContent: string;
  includeLogo: boolean;
  type: 'custom_content' | 'wine_topic';
}
