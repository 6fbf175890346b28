// The typefaces printed on labels, cards and infographics: Playfair Display for the classic serif,
// Montserrat for the modern sans. The five files sit beside this module (SIL Open Font License,
// see fonts/OFL-*.txt), never taken from the system: a fresh machine has no fonts, and a system
// font would make the same prompt draw differently elsewhere. They are read on the first drawing.
import path from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';

const FONT_DIR = path.join(import.meta.dirname, 'fonts');

const FACES = {
  serif: 'PlayfairDisplay_400Regular.ttf',
  serifBold: 'PlayfairDisplay_700Bold.ttf',
  serifItalic: 'PlayfairDisplay_400Regular_Italic.ttf',
  sans: 'Montserrat_400Regular.ttf',
  sansBold: 'Montserrat_600SemiBold.ttf',
} as const;

export type Face = keyof typeof FACES;

/** Family names unlikely to collide with anything installed on the machine. */
const family = (face: Face) => `SommAI ${face}`;

let registered = false;

export function registerFonts(): void {
  if (registered) return;
  for (const [face, file] of Object.entries(FACES) as [Face, string][]) {
    const key = GlobalFonts.registerFromPath(path.join(FONT_DIR, file), family(face));
    if (!key) throw new Error(`The font ${file} could not be loaded`);
  }
  registered = true;
}

/** A CSS font shorthand for the canvas: font('serifBold', 48). */
export function font(face: Face, px: number): string {
  return `${Math.max(1, Math.round(px))}px "${family(face)}"`;
}
