// The page and the palette every PDF shares: A4 with generous margins, wine-coloured headings with
// gold accents, and pdfkit's built-in fonts (so the text stays real, selectable and searchable).
export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = { top: 76, bottom: 72, left: 62, right: 62 };
export const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
export const BOTTOM = PAGE.height - MARGIN.bottom;

export const C = {
  wine: '#6B1E2E',
  wineDark: '#3E0F1A',
  gold: '#B8893B',
  rose: '#F7EEF0',
  roseLine: '#E4CDD2',
  text: '#222222',
  muted: '#5E5458',
  line: '#D8CACD',
  white: '#FFFFFF',
  green: '#2E6B3A',
  greenBg: '#EAF3EC',
  red: '#A12A2A',
  redBg: '#FBECEC',
};

export const F = {
  body: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
  boldItalic: 'Helvetica-BoldOblique',
  serif: 'Times-Roman',
  serifBold: 'Times-Bold',
  serifItalic: 'Times-Italic',
};

export const BODY_SIZE = 10.5;
export const LINE_GAP = 2.6;
