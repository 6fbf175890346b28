// "Tell me about the Lebanese winery Château Musar", "Is Carmel a good Israeli winery?": a producer,
// estate or person the records name only inside another record's facts, asked beside the place or
// grape it belongs to. The answer opens with what the records say of that name, then the record.
import { namesInRecords } from './anchor.ts';
import { type Ctx, type Draft, use } from './draft.ts';
import { factsMentioning } from './facts.ts';
import { COUNTRY_ADJECTIVES } from './lexicon.ts';
import { fold } from './normalize.ts';
import { sentences } from './render.ts';
import { sentence } from './text.ts';

const RUN = /(?<=\S\s+)\p{Lu}[\p{L}'’-]*(?:\s+(?:(?:de|du|des|la|le|di|del|von)\s+)?(?:d['’])?\p{Lu}[\p{L}'’-]*)*/gu;
const QUESTION_WORD = /^(I|What|How|Which|Where|Why|When|Who|Is|Are|Can|Will|Should|Does|Do|Tell)$/;

export function leadWithCitedName(ctx: Ctx, d: Draft): void {
  // "What is Krug Clos du Mesnil?" reads as the term "Clos", but the name asked is the wine's whole name.
  if (d.plain || !d.found || !['describe', 'where', 'term'].includes(ctx.u.intent)) return;
  const cited = namesInRecords(ctx.kb);
  // A run may start with another name ("Lebanon's Chateau Musar"): its tails are tried too.
  // A name that is itself a record (a place, a grape, a term) is answered by that record.
  const own = (phrase: string) => {
    const key = fold(phrase).replace(/-/g, ' ');
    return ctx.kb
      .mentions(phrase)
      .some((m) => m.kind !== 'pairing' && m.whole && m.score >= 0.9 && fold(m.matched) === key);
  };
  // A tail of a run that is a record's whole name ("Blanc" of "Sauvignon Blanc") is no name of its own.
  const runs = (ctx.question.match(RUN) ?? [])
    .flatMap((r) => {
      const ws = r.split(/\s+/);
      return ws.length > 1 && own(r) ? [r] : ws.map((_, i) => ws.slice(i).join(' '));
    })
    .filter((r) => !QUESTION_WORD.test(r));
  for (const phrase of runs.sort((a, b) => b.length - a.length)) {
    const key = fold(phrase).replace(/-/g, ' ');
    if (!cited.has(key)) continue;
    // A country's adjective ("Italian", "Lebanese") is where the wine is from, not a name.
    if (own(phrase) || COUNTRY_ADJECTIVES[key] !== undefined) continue;
    if (ctx.u.subjects.some((s) => fold(s.title) === fold(phrase))) continue;
    const subjectRecord = (f: { kind: string; id: string }) =>
      ctx.u.subjects.some((s) => s.kind === f.kind && s.id === f.id) ? 0 : 1;
    const at = (t: string) => Number(fold(t).indexOf(fold(phrase)) > 40);
    const facts = factsMentioning({ ...ctx, level: 4 }, phrase, 8).sort(
      (a, b) => at(a.text) - at(b.text) || subjectRecord(a) - subjectRecord(b),
    );
    const f = facts[0];
    if (!f || /^(It|Its|They|Their)\b/.test(f.text)) continue;
    const said = sentence(f.text);
    const [first, ...rest] = sentences(d.lead);
    if (first && fold(first).includes(fold(phrase))) return;
    use(ctx, f.kind, f.id);
    d.lead = [said, first, ...rest.filter((s) => fold(s) !== fold(said))].filter(Boolean).join(' ');
    return;
  }
}
