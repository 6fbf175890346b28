// Plain words for wine jargon. At level 1 the first time a term appears in an answer it is explained
// in brackets, so a beginner can read the opening without a dictionary. General vocabulary about how
// wine is talked about, not facts about any one wine.

/** Jargon (lower case, as it is written in answers) → a plain explanation. Longest phrases first. */
export const GLOSSARY: readonly [string, string][] = [
  ['malolactic conversion', 'a natural step that turns sharp, apple-like acid into softer, creamier acid'],
  ['malolactic fermentation', 'a natural step that turns sharp, apple-like acid into softer, creamier acid'],
  ['carbonic maceration', 'fermenting whole, uncrushed grapes, which gives soft, fruity reds'],
  ['traditional method', 'the second fermentation, which makes the bubbles, happens in the bottle itself'],
  ['residual sugar', 'natural grape sugar left unfermented in the wine'],
  ['volatile acidity', 'a vinegar-like smell from too much acetic acid'],
  ['noble rot', 'a helpful mould that shrivels grapes and concentrates their sugar'],
  ['sur lie', 'left resting on the spent yeast for extra texture'],
  ['appellation', 'a legally protected wine place name with its own rules'],
  ['botrytis', 'noble rot, a helpful mould that concentrates sugar in the grapes'],
  ['tannins', 'the drying, grippy feel from grape skins, like strong tea'],
  ['tannin', 'the drying, grippy feel from grape skins, like strong tea'],
  ['acidity', 'the fresh, mouth-watering sourness'],
  ['terroir', 'how a place (its soil, slope and climate) shapes a wine'],
  ['lees', 'the spent yeast left after fermentation'],
  ['dosage', 'a little sweetened wine added just before corking'],
  ['solera', 'a system of barrels where young wine tops up older wine'],
  ['flor', 'a layer of yeast that floats on some Sherries and protects them from air'],
  ['fortified', 'strengthened with added grape spirit'],
  ['phylloxera', 'a tiny insect that destroys vine roots'],
  ['chaptalisation', 'adding sugar before fermentation to raise the alcohol'],
  ['vinification', 'winemaking'],
  ['varietal', 'made mainly from one grape variety'],
  ['docg', "Italy's top protected category, with the strictest rules"],
  ['aoc', 'a French protected place name with its own rules'],
  ['aop', 'a French protected place name with its own rules'],
  ['doca', "Spain's top protected category"],
  ['ava', 'an American wine area with a protected name'],
];

const ESCAPE = /[.*+?^${}()|[\]\\]/g;

const NON_ASCII = /[\u0080-\uffff]/;

interface GlossaryPattern {
  term: string;
  plain: string;
  acronym: boolean;
  re: RegExp;
  /** What a line must hold for the pattern to match: the acronym in capitals, or the term in lower case ('' for none). */
  needle: string;
}

let PATTERNS: GlossaryPattern[] | undefined;

/** The glossary's patterns, built on first use. */
function glossaryPatterns(): GlossaryPattern[] {
  PATTERNS ??= GLOSSARY.map(([term, plain]) => {
    const acronym = /^[a-z]{2,4}$/.test(term) && !['lees', 'flor'].includes(term);
    const re = new RegExp(
      `(^|[^\\p{L}])(\\*{0,2})(${(acronym ? term.toUpperCase() : term).replace(ESCAPE, '\\$&')})(\\*{0,2})(?![\\p{L}]| ?\\()`,
      acronym ? 'u' : 'iu',
    );
    return {
      term,
      plain,
      acronym,
      re,
      needle: acronym ? term.toUpperCase() : NON_ASCII.test(term) ? '' : term.toLowerCase(),
    };
  });
  return PATTERNS;
}

/** Whether position `at` of a line lies inside an unclosed round bracket. */
function insideBrackets(line: string, at: number): boolean {
  let depth = 0;
  for (const c of line.slice(0, at)) {
    if (c === '(') depth++;
    else if (c === ')' && depth > 0) depth--;
  }
  return depth > 0;
}

/** Explains the first appearance of each jargon term in the prose of a markdown answer. */
export function explainJargon(markdown: string, question = '', max = 3): string {
  const seen = new Set<string>();
  const asked = question.toLowerCase();
  let count = 0;
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length && count < max; i++) {
    const line = lines[i];
    if (/^\s*(\||#)/.test(line)) continue;
    let out = line;
    // A plain ASCII line holds a term's pattern only if it holds its letters as written (an acronym) or
    // in any case; other lines are left to the pattern alone, as case folding beyond ASCII is wider.
    let lower = NON_ASCII.test(out) ? undefined : out.toLowerCase();
    for (const { term, plain, acronym, re, needle } of glossaryPatterns()) {
      // The term the learner asks about is what the answer explains: no bracket needed.
      if (count >= max || seen.has(plain) || asked.includes(term)) continue;
      if (acronym ? !out.includes(needle) : lower !== undefined && needle !== '' && !lower.includes(needle)) continue;
      const m = re.exec(out);
      if (!m) continue;
      // Never a bracket inside a bracket: a term inside a parenthesis (the expansion of an
      // abbreviation, an aside) is already being explained there.
      if (insideBrackets(out, m.index)) continue;
      // Acronyms only in capitals: "AOC", never a word that happens to contain the letters.
      if (acronym && m[3] !== m[3].toUpperCase()) continue;
      const end = m.index + m[0].length;
      // Already said in plain words right after ("residual sugar, the grape sugar left unfermented").
      if (glossedAfter(out.slice(end, end + 80), plain)) continue;
      out = `${out.slice(0, end)} (${plain})${out.slice(end)}`;
      lower = NON_ASCII.test(out) ? undefined : out.toLowerCase();
      seen.add(plain);
      count++;
    }
    lines[i] = out;
  }
  return lines.join('\n');
}

/** Whether the words after a term already explain it: two or more of its plain gloss's words follow. */
function glossedAfter(after: string, plain: string): boolean {
  const own = new Set(
    plain
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 3),
  );
  const next = after.toLowerCase().split(/[^a-z]+/);
  return next.filter((w) => own.has(w)).length >= 2;
}
