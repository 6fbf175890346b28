import type { LevelId, PdfRecord } from '@sommai/shared';

/** Ids arrive as the server stores them; the browser only passes them back. */
export type RecordId = string | number;

/** A PDF kept for the user (spec section 3: PDF record). */
export type { PdfRecord };

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
