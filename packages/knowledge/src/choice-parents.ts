// "Pinotage is a crossing of Pinot Noir and which grape?", "Cabernet Sauvignon is the offspring of
// Cabernet Franc and…": a grape's parents, as its record gives them ("a crossing of Pinot Noir and
// Cinsault"), answer an exam item on its parentage: the option naming the parent the stem leaves out.
import type { ChoiceOption } from './choice.ts';
import { refsIn } from './choice-evidence.ts';
import type { Ctx, Draft } from './draft.ts';
import { draft, use } from './draft.ts';
import { fold } from './normalize.ts';
import { mentionsPhrase } from './text.ts';

const PARENTAGE = /\b(cross|crossing|crossed|offspring|parents?|parentage|progeny|seedling)\b/;

/** What a grape's origin says it was crossed from: "a crossing of Pinot Noir and Cinsault made in 1925". */
const CROSS = /\b(?:crossing|cross|offspring) of ([^;.()]+?) and ([^;.()]+?)(?:\s+(?:made|bred|created|in)\b|[;.(]|$)/i;

/** The two parents a grape's origin names, when it names them. */
export function parentsOf(origin: string): [string, string] | undefined {
  const m = CROSS.exec(undotted(origin));
  return m ? [m[1].trim(), m[2].trim()] : undefined;
}

/** "St. Laurent" as "St Laurent": the abbreviation's point ends no sentence. */
export const undotted = (text: string) => text.replace(/\b(St|Ste|Mt)\.\s/g, '$1 ');

export function parentChoice(ctx: Ctx, stem: string, options: ChoiceOption[], negated: boolean): Draft | undefined {
  if (negated || !PARENTAGE.test(fold(stem))) return undefined;
  const grapes = refsIn(ctx.kb, stem).filter((r) => r.kind === 'grape');
  for (const ref of grapes) {
    const g = ctx.kb.grape(ref.id);
    const told = CROSS.exec(undotted(g?.origin ?? ''));
    if (!g || !told) continue;
    const parents = [told[1].trim(), told[2].trim()];
    // The parent the stem already names is not the one asked.
    const asked = parents.filter((p) => !mentionsPhrase(stem, p));
    if (asked.length === 0) continue;
    // One parent asked: the option that names it. Both asked ("Zweigelt is a cross of:"): the option
    // that names the two.
    const names = (text: string, p: string) => mentionsPhrase(text, p) || mentionsPhrase(p, text);
    const hits = options.filter((o) =>
      asked.length === 1 ? names(undotted(o.text), asked[0]) : asked.every((p) => mentionsPhrase(undotted(o.text), p)),
    );
    if (hits.length !== 1) continue;
    use(ctx, 'grape', g.id);
    const o = hits[0];
    // Said as the origin writes it ("St. Laurent"), not as it was read.
    const said = g.origin
      .slice(Math.max(0, g.origin.search(/\b(?:crossing|cross|offspring) of\b/i)))
      .split(/[;(]/)[0]
      .replace(/\.$/, '')
      .trim();
    const d = draft('Exam question', `**${o.label} — ${o.text}.** ${g.name} is a ${said}.`);
    d.tip = 'Parentage items pair one famous parent with a less famous one: learn the crossings as pairs.';
    d.sources = [...ctx.sources.values()];
    return d;
  }
  return undefined;
}
