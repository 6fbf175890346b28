// pdfkit's built-in fonts draw WinAnsi only: every text printed in a PDF passes through here first.

// Characters the built-in (WinAnsi) fonts can draw, beyond printable ASCII and Latin-1.
const WIN_ANSI_EXTRA = new Set(
  [
    402, 8211, 8212, 8216, 8217, 8218, 8220, 8221, 8222, 8224, 8225, 8226, 8230, 8364, 8240, 8249, 8250, 710, 8482, 338,
    339, 732, 352, 353, 376, 381, 382,
  ].map((c) => String.fromCharCode(c)),
);
const REPLACEMENTS: Record<string, string> = {
  '≤': '<=',
  '≥': '>=',
  '→': '->',
  '←': '<-',
  '↔': '<->',
  '×': 'x',
  '✓': '',
  '✔': '',
  '✗': '',
  '★': '*',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '′': "'",
  '″': '"',
  '≈': '~',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
  '\t': ' ',
  ı: 'i',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ß: 'ss',
};

/** Text the built-in fonts can draw: accents kept where the font has them, others folded, symbols spelled. */
export function printable(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa1 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch)) {
      out += ch;
    } else if (ch === '\n') {
      out += '\n';
    } else if (REPLACEMENTS[ch] !== undefined) {
      out += REPLACEMENTS[ch];
    } else {
      const base = ch.normalize('NFD').replace(/\p{M}+/gu, '');
      out += [...base].every((b) => (b.codePointAt(0) ?? 0) < 0x7f || WIN_ANSI_EXTRA.has(b)) ? base : '';
    }
  }
  return out;
}
