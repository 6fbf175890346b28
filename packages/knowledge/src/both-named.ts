// "What is the difference between the Left Bank and the Right Bank?", "compare the Burgundy and
// Bordeaux classification systems": two things set against each other are best told by a sentence of
// the records that names both and contrasts them ("…dividing the Left Bank (Médoc…) from the Right
// Bank (…)"). The sentence that names both sides and most of the question's other words opens the
// answer; with no such sentence, the side-by-side answer stands.
import { allSentences, contentRoots } from './choice-evidence.ts';
import type { Ctx } from './draft.ts';
import { use } from './draft.ts';
import { fold } from './normalize.ts';
import { mentionsPhrase, sentence } from './text.ts';

const SIDES = [
  /\bdifferences? between (?:the |a |an )?(.+?) and (?:the |a |an )?(.+?)(?:\?|$)/i,
  /\bcompare (?:the |a |an )?(.+?) (?:and|with|to) (?:the |a |an )?(.+?)(?:\?|$)/i,
  /\bhow (?:does|do|is|are) (?:the |a |an )?(.+?) (?:differ|different) from (?:the |a |an )?(.+?)(?:\?|$)/i,
  /^(?:the )?(.+?) (?:vs\.?|versus) (?:the )?(.+?)(?:[?:]|$)/i,
  /\bhow (?:do|does) (?:the )?(.+?) and (?:the )?(.+?) (?:compare|differ)\b/i,
];

/** Words that set two things against each other. */
const CONTRAST = /\b(while|whereas|unlike|from|but|than|against|not)\b/i;

/** "Burgundy and Bordeaux classification systems": a kind both sides share, said after the second. */
const SHARED_TAIL = /\s+((?:classification|labelling|labeling|ageing|aging|quality|wine)(?:\s+\w+){0,2})$/i;

export function bothNamed(ctx: Ctx): string | undefined {
  const q = ctx.question.trim();
  let pair: [string, string] | undefined;
  for (const re of SIDES) {
    const m = re.exec(q);
    if (m) {
      pair = [m[1], m[2]];
      break;
    }
  }
  if (!pair) return undefined;
  // "Bordeaux's Left Bank versus its Right Bank": the owner is where both lie, not a side.
  let [a, b] = pair.map((x) =>
    x
      .replace(/[?.!]+$/, '')
      .replace(/^(?:[\p{L}-]+['’]s|its|their)\s+/iu, '')
      .trim(),
  ) as [string, string];
  // "…the Right Bank of Bordeaux": where both sides lie is no side.
  b = b.replace(/\s+(?:of|in)\s+.+$/i, '');
  const tail = SHARED_TAIL.exec(b)?.[1];
  if (tail) b = b.slice(0, b.length - tail.length).trim();
  if (a.split(/\s+/).length > 4 || b.split(/\s+/).length > 4 || a.length < 3 || b.length < 3) return undefined;
  // Words of the question beyond the two sides weigh the choice: "classification" in the example.
  const sideRoots = new Set(contentRoots(`${a} ${b}`));
  const cues = contentRoots(q).filter(
    (w) => !sideRoots.has(w) && !/^(differ|differen|compar|versus|between|contrast|similar|same|apart)/.test(w),
  );
  // Two grapes, places or label terms with records of their own are compared field by field already; a
  // sentence naming both only leads when the question asks something more of them.
  const records = [a, b].filter((x) =>
    ctx.u.subjects.some(
      (m) =>
        (m.kind === 'grape' || m.kind === 'region' || m.kind === 'term') &&
        m.start >= 0 &&
        mentionsPhrase(x.replace(/-/g, ' '), m.matched.replace(/-/g, ' ')),
    ),
  );
  if (records.length === 2 && cues.length === 0) return undefined;
  // The records the question reached, and the places that hold them (Bordeaux, for its Left Bank).
  const reached = new Set(
    ctx.u.subjects.flatMap((m) => [
      `${m.kind}:${m.id}`,
      ...(m.kind === 'region'
        ? ctx.kb
            .ancestors(m.id)
            .filter((r) => r.kind !== 'country')
            .map((r) => `region:${r.id}`)
        : []),
    ]),
  );
  let best: { text: string; ref: { kind: string; id: string }; score: number } | undefined;
  for (const s of allSentences(ctx.kb)) {
    if (!s.natural || !s.shown) continue;
    if (!mentionsPhrase(s.text, a) || !mentionsPhrase(s.text, b)) continue;
    // A sentence of another record naming both in passing ("Valdepeñas… Crianza and Reserva") is about
    // that record: only the own sentence of a record the question reached, or of a place holding it,
    // speaks of the two.
    if (!reached.has(`${s.ref.kind}:${s.ref.id}`)) continue;
    // The contrast stands between the two names: "…the Left Bank (…) from the Right Bank".
    const f = fold(s.text);
    const [i, j] = [f.indexOf(fold(a)), f.indexOf(fold(b))];
    const contrast = i >= 0 && j >= 0 && CONTRAST.test(f.slice(Math.min(i, j), Math.max(i, j)));
    // A record's own sentence says its name without writing it ("dividing the Left Bank…" in Bordeaux's).
    const own = new Set(contentRoots(ctx.kb.title(s.ref.kind, s.ref.id)));
    const score = cues.filter((w) => s.roots.has(w) || own.has(w)).length + (contrast ? 1 : 0);
    // With other words asked ("ageing", "classification"), the sentence must use one; without, it must
    // set the two against each other.
    if (cues.length > 0 ? !cues.some((w) => s.roots.has(w) || own.has(w)) : !contrast) continue;
    if (!best || score > best.score) best = { text: s.text, ref: s.ref, score };
  }
  if (!best) return undefined;
  if (fold(best.text).length > 600) return undefined;
  use(ctx, best.ref.kind as Parameters<typeof use>[1], best.ref.id);
  return sentence(best.text);
}
