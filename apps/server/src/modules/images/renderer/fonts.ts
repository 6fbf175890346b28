// The typefaces printed on labels, cards and infographics. They come from npm packages (Playfair
// Display for the classic serif, Montserrat for the modern sans), never from the system: a fresh
// machine has no fonts, and a system font would make the same prompt draw differently elsewhere.
import { createRequire } from 'node:module';
import path from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';

const require = createRequire(import.meta.url);

const FACES = {
  serif: ['@expo-google-fonts/playfair-display', '400Regular/PlayfairDisplay_400Regular.ttf'],
  serifBold: ['@expo-google-fonts/playfair-display', '700Bold/PlayfairDisplay_700Bold.ttf'],
  serifItalic: ['@expo-google-fonts/playfair-display', '400Regular_Italic/PlayfairDisplay_400Regular_Italic.ttf'],
  sans: ['@expo-google-fonts/montserrat', '400Regular/Montserrat_400Regular.ttf'],
  sansBold: ['@expo-google-fonts/montserrat', '600SemiBold/Montserrat_600SemiBold.ttf'],
} as const;

export type Face = keyof typeof FACES;

/** Family names unlikely to collide with anything installed on the machine. */
const family = (face: Face) => `SommAI ${face}`;

let registered = false;

export function registerFonts(): void {
  if (registered) return;
  for (const [face, [pkg, file]] of Object.entries(FACES) as [Face, readonly [string, string]][]) {
    const dir = path.dirname(require.resolve(`${pkg}/package.json`));
    const key = GlobalFonts.registerFromPath(path.join(dir, file), family(face));
    if (!key) throw new Error(`The font ${pkg}/${file} could not be loaded`);
  }
  registered = true;
}

/** A CSS font shorthand for the canvas: font('serifBold', 48). */
export function font(face: Face, px: number): string {
  return `${Math.max(1, Math.round(px))}px "${family(face)}"`;
}
