// "Which white goes with roast lamb?", "an unoaked red for lamb": the kind of wine a pairing question
// asks for. The classic matches for a dish are listed in the order their record gives; the kind asked
// for comes first, and when none of them is of that kind the answer says so instead of offering a
// red to someone who asked for a white.
import type { KnowledgeBase, PairingEntry } from './kb.ts';
import { fold } from './normalize.ts';

export type WineKind = 'red' | 'white' | 'rosé' | 'sparkling' | 'sweet' | 'fortified' | 'unoaked';

type Suggestion = PairingEntry['wines'][number];

/** A kind word said of the wine asked for, not of the food ("white fish", "red meat", "sweet potato"). */
const KIND_WORD =
  /\b(red|white|rose|pink|sparkling|bubbly|fizzy|sweet|dessert|fortified|unoaked)\b(?=(?: (?:red|white|rose|pink|sparkling|sweet|still|dry|wines?|ones?)\b)*(?: (?:wines?|ones?)\b(?! (?:sauce|vinegar|marinade|reduction|gravy)\b)| (?:goes|go|would|will|pairs?|suits?|works?|matches|for|with|to|that|should|can|do|does|is)\b|\s*[?,.!]|\s*$))/g;

const SPARKLING = /\b(sparkling|champagne|cava|prosecco|cremant|franciacorta|lambrusco|sekt|asti|fizz|bubbl|petillant)/;
const SWEET =
  /\b(sweet|sauternes|barsac|tokaji|port|ice ?wine|eiswein|late[- ]harvest|auslese|beerenauslese|moscato|muscat|pedro ximenez|vin santo|recioto|malmsey|banyuls|maury|moelleux|liquoreux|passito)\b/;
const FORTIFIED =
  /\b(port|sherry|madeira|marsala|rutherglen|banyuls|maury|vin doux|fino|manzanilla|oloroso|amontillado|pedro ximenez|muscat de beaumes)\b/;
const ROSE = /\b(rose|rosado|rosato|pink)\b/;
const OAKED = /\b(oak|oaked|barrique|barrel|reserva|gran reserva|riserva|cedar|vanilla|toast|toasty)\b/;

/** The kinds of wine the question asks for, in the order it names them. */
export function kindsAsked(question: string): WineKind[] {
  const kinds = new Set<WineKind>();
  const q = fold(question);
  for (const m of q.matchAll(KIND_WORD)) {
    const w = m[1];
    // "Which dessert goes with Port?" asks for a dish; only a "dessert wine" is a kind of wine.
    if (w === 'dessert' && !/^ wines?\b/.test(q.slice((m.index ?? 0) + w.length))) continue;
    kinds.add(
      w === 'rose' || w === 'pink'
        ? 'rosé'
        : w === 'bubbly' || w === 'fizzy'
          ? 'sparkling'
          : w === 'dessert'
            ? 'sweet'
            : (w as WineKind),
    );
  }
  // "My guests don't like oaky wines": oak refused is an unoaked wine asked for.
  if (OAK_REFUSED.test(q)) kinds.add('unoaked');
  return [...kinds];
}

const OAK_REFUSED =
  /\b(no|not|without|hate|hates|dislike|dislikes|avoid|(?:do|does|did)(?:n['’]?t| not) (?:like|want|enjoy|care for)|not (?:keen on|a fan of|into))\s+(?:\w+\s+)?(oak|oaky|oaked)\b/;

/** Whether a suggested wine is of the kind asked, by its name and its grapes' colour. */
export function isKind(kb: KnowledgeBase, x: Suggestion, kind: WineKind): boolean {
  const name = fold(x.wine);
  const colours = x.grapes.map((g) => kb.grape(g)?.colour).filter((c) => c !== undefined);
  const pink = ROSE.test(name);
  const bubbles = SPARKLING.test(name);
  switch (kind) {
    case 'red':
      return /\bred\b/.test(name) || (!pink && !bubbles && !/\bwhite\b/.test(name) && colours.includes('black'));
    case 'white':
      return (
        /\b(white|blanc|bianco)\b/.test(name) ||
        (!pink && colours.length > 0 && colours.every((c) => c !== 'black') && !FORTIFIED.test(name))
      );
    case 'rosé':
      return pink;
    case 'sparkling':
      return bubbles;
    case 'sweet':
      return SWEET.test(name) && !/\b(off-dry|dry)\b/.test(name);
    case 'fortified':
      return FORTIFIED.test(name);
    case 'unoaked':
      return /\bunoaked\b/.test(name) || !OAKED.test(`${name} ${fold(x.why)}`);
  }
}

/** The suggestions of every kind asked first; `fits` is false when none is of those kinds. */
export function byKindAsked(
  kb: KnowledgeBase,
  wines: readonly Suggestion[],
  kinds: readonly WineKind[],
): { ordered: Suggestion[]; fits: boolean } {
  if (kinds.length === 0) return { ordered: [...wines], fits: true };
  const fit = wines.filter((x) => kinds.every((k) => isKind(kb, x, k)));
  if (fit.length === 0) return { ordered: [...wines], fits: false };
  return { ordered: [...fit, ...wines.filter((x) => !fit.includes(x))], fits: true };
}

/** "an unoaked red", "a sparkling" — the kinds asked, as a phrase. */
export function kindPhrase(kinds: readonly WineKind[]): string {
  const order: WineKind[] = ['unoaked', 'sweet', 'sparkling', 'fortified', 'red', 'white', 'rosé'];
  return [...kinds].sort((a, b) => order.indexOf(a) - order.indexOf(b)).join(' ');
}
