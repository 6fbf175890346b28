// "Guess the grape from three clues": rounds built from the knowledge base's grape records.
// Clues never name the grape (nor its synonyms), and the wrong options share its colour.
import { fold, type Grape, knowledge } from '@sommai/knowledge';

export interface GrapeRound {
  id: string;
  clues: { label: string; text: string }[];
  options: string[];
  answer: number;
}

const COLOUR_TEXT: Record<Grape['colour'], string> = {
  black: 'A black grape: it makes red (and rosé) wines.',
  white: 'A white grape: it makes white wines.',
  grey: 'A pink-skinned grape, usually made into white wine.',
};

function namesOf(g: Grape): string[] {
  return [g.name, ...g.synonyms].map((n) => fold(n)).filter((n) => n.length > 2);
}

function regionName(id: string): string {
  return knowledge.region(id)?.name ?? id.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/** The three clues of a grape, hardest first, or undefined when its record is too thin to play. */
export function cluesFor(g: Grape): GrapeRound['clues'] | undefined {
  const names = namesOf(g);
  const safe = (text: string) => !names.some((n) => fold(text).includes(n));
  const aromas = g.aromas.filter(safe).slice(0, 4);
  const regions = g.keyRegions.map(regionName).filter(safe).slice(0, 3);
  if (aromas.length < 2 || regions.length < 1 || !g.origin || !safe(g.origin)) return undefined;
  return [
    { label: 'Aromas', text: `Typical aromas: ${aromas.join(', ')}.` },
    { label: 'Where it is grown', text: `Known from ${regions.join(', ')}.` },
    { label: 'Colour and origin', text: `${COLOUR_TEXT[g.colour]} It comes from ${g.origin}.` },
  ];
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

export function grapeRounds(count: number, random: () => number = Math.random): GrapeRound[] {
  const playable = knowledge.grapes.filter((g) => cluesFor(g));
  return shuffle(playable, random)
    .slice(0, count)
    .map((g) => {
      const sameColour = knowledge.grapes.filter((o) => o.id !== g.id && o.colour === g.colour);
      const pool = sameColour.length >= 3 ? sameColour : knowledge.grapes.filter((o) => o.id !== g.id);
      const options = shuffle([g, ...shuffle(pool, random).slice(0, 3)], random);
      return {
        id: g.id,
        clues: cluesFor(g) ?? [],
        options: options.map((o) => o.name),
        answer: options.findIndex((o) => o.id === g.id),
      };
    });
}
