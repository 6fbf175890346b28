// Tasting answers: what a wine tastes like, and help with a tasting note (where an aroma comes from,
// how to describe what is in the glass).

import { agedLine, describeTopic } from './describe.ts';
import {
  type Ctx,
  type Draft,
  draft,
  factsAbout,
  grapeName,
  PLAIN,
  regionLead,
  structureTable,
  structureText,
  use,
} from './draft.ts';
import { practiceFor } from './exercise.ts';
import { answeringFact, asksCause, CAUSE, factsMentioning } from './facts.ts';
import { quotedMention } from './intent.ts';
import type { EntityKind } from './kb.ts';
import { fold } from './normalize.ts';
import { cap, join, mentionsPhrase, sentence, unique } from './text.ts';
import { tastingFrame } from './theory.ts';

export const TASTE =
  /\b(aroma|flavou?r|notes?|taste|tastes|smell|nose|palate|fruit|acidity|tannin|body|finish|age|aged|ageing|develop|oak|toast|petrol|mineral)/;

export function tasting(ctx: Ctx): Draft {
  const { kb, level, u } = ctx;
  const m = u.subjects.find((s) => s.kind === 'grape' || s.kind === 'region');
  // A tasting topic (tannin, acidity, sweetness) is itself the answer; only the tasting method defers to the help below.
  // The tasting method named anywhere in the question ("the WSET systematic approach") is what is
  // asked: another topic beside it (the WSET courses) only qualifies it. A step of the method named
  // beside it ("sweetness levels in the SAT", "clarity on the tasting grid") is the other way round:
  // the method is only where that step sits, and the step's own topic answers.
  const frame = tastingFrame(ctx);
  const topic = frame
    ? frame.step
    : u.subjects.some((s) => s.id === 'systematic-tasting')
      ? undefined
      : u.subjects.find((s) => s.kind === 'topic');
  // A word put in quotes beside a wine ("a 'hot' finish in Zinfandel") is what is asked: the wine is
  // only where it was met, so the word's own topic answers.
  const quoted = topic !== undefined && u.subjects[0] === topic && quotedMention(ctx.question, topic);
  if ((!m || quoted) && topic && !/\b(describe|note)\b/i.test(ctx.question)) {
    // The method's own words then only frame the question: they pick none of the step's sentences.
    const framed = frame ? { ...ctx, u: { ...u, subjects: u.subjects.filter((s) => s !== frame.method) } } : ctx;
    const d = describeTopic(framed, topic.id);
    // "Why does my wine smell of petrol?": the record that gives that smell's cause answers first.
    const cause = aromaCause(ctx);
    if (cause && !fold(d.lead).includes(fold(cause.text).slice(0, 60))) {
      use(ctx, cause.kind, cause.id);
      d.lead = `${sentence(cause.text)} ${d.lead}`;
    }
    return d;
  }
  if (!m) return tastingHelp(ctx);
  if (m.kind === 'grape') {
    const g = kb.grape(m.id);
    if (!g) return ctx.write.unknown(ctx);
    use(ctx, 'grape', g.id);
    const d = draft(
      g.name,
      `**${g.name}** typically tastes of ${join(g.aromas.slice(0, level === 1 ? 4 : 6))}, with ${structureText(g, ctx.level)}.`,
    );
    // "What does aged Riesling taste like?": what age brings opens.
    const aged = asksCause(ctx.question) ? undefined : agedLine(ctx.question, g);
    if (aged) d.lead = `${aged} ${d.lead}`;
    // "Why does aged Riesling smell of petrol?": the fact that explains the smell leads.
    // A smell asked about by name whose cause no fact of the grape gives ("the butter smell in
    // Chardonnay") is explained by the theory that does (malolactic conversion's diacetyl).
    const cause = asksCause(ctx.question);
    const why =
      (cause ? answeringFact(ctx, 'grape', g.id, g.facts) : undefined) ??
      (cause ? aromaCause(ctx, g.id)?.text : undefined);
    if (why) d.lead = `${sentence(why)} ${d.lead}`;
    if (g.aromas.length > 6 && level >= 2)
      d.sections.push({ heading: 'More aromas', text: `${cap(join(g.aromas.slice(6)))}.` });
    d.sections.push({ heading: 'Structure', text: `${cap(structureText(g, ctx.level))}.`, table: structureTable([g]) });
    const facts = factsAbout(g.facts, level, TASTE, level === 1 ? 2 : 4);
    if (facts.length > 0) d.sections.push({ heading: 'Style notes', items: facts });
    d.keyPoints = facts.slice(0, 2);
    d.tip = `Taste it next to a wine you know and put words to what is different: the ${g.aromas[0] ?? 'fruit'} and the ${PLAIN[g.structure.acidity] ?? g.structure.acidity} acidity are good places to start.`;
    d.check = `What three aromas would you expect from ${g.name}?`;
    d.practice = practiceFor(ctx, m) ?? undefined;
    return d;
  }
  const r = kb.region(m.id);
  if (!r) return ctx.write.unknown(ctx);
  use(ctx, 'region', r.id);
  const grapes = kb.grapesOf(r.id).slice(0, 2);
  for (const g of grapes) use(ctx, 'grape', g.id);
  const facts = factsAbout(r.facts, level, TASTE, level === 1 ? 2 : 4);
  const g0 = grapes[0];
  const lead = g0
    ? `**${r.name}** is mainly ${g0.name}, so expect ${join(g0.aromas.slice(0, 4))}, with ${structureText(g0, ctx.level)}.`
    : regionLead(ctx, r);
  // "Where do the toasty notes in Champagne come from?": the place's fact that gives the cause leads.
  const why = asksCause(ctx.question) ? answeringFact(ctx, 'region', r.id, r.facts) : undefined;
  const d = draft(r.name, why ? `${why} ${lead}` : lead);
  if (facts.length > 0) d.sections.push({ heading: 'Style notes', items: facts });
  if (r.styles.length > 0) d.sections.push({ heading: 'Styles', text: `${cap(join(r.styles))}.` });
  if (grapes.length > 0)
    d.sections.push({
      heading: 'Structure',
      text: grapes.map((g) => `${g.name}: ${structureText(g, ctx.level)}.`).join(' '),
      table: structureTable(grapes),
    });
  d.keyPoints = facts.slice(0, 2);
  d.check = `What would you expect to find on the nose of ${r.name}?`;
  d.practice = practiceFor(ctx, m) ?? undefined;
  return d;
}

/** Words that say where a smell or taste comes from. */
export const ORIGIN = /\b(comes? from|from the compound|caused by|due to|results? from|produced by|compound)\b/;

/**
 * For "why does (my) wine smell/taste of X?" with no wine named: a fact of any grape or region that
 * says where X comes from ("The petrol note of aged Riesling comes from the compound TDN").
 */
export function aromaCause(ctx: Ctx, grape?: string): { kind: EntityKind; id: string; text: string } | undefined {
  const q = fold(ctx.question).replace(/['’]/g, '');
  // "why does it smell of petrol", "where does the butter smell come from", "what causes the green
  // pepper note": the smell named is the word (or two) before or after the word for a smell.
  const SMELL = '(?:smells?|aromas?|notes?|flavou?rs?|tastes?|character)';
  const x =
    q.match(
      /^why (?:does|do|is|would|can) .*?\b(?:smell|smells|taste|tastes|smelling)\s+(?:like|of)\s+([a-z]+)/,
    )?.[1] ??
    (asksCause(ctx.question)
      ? q.match(new RegExp(`\\b(?:the|a|that|this|its)\\s+((?:[a-z]+\\s+)?[a-z]+)\\s+${SMELL}\\b`))?.[1]
      : undefined);
  if (!x || x.length < 4) return undefined;
  // Of two words the smell is the whole phrase when a sentence uses it ("green pepper"), else the last.
  const forms = x.includes(' ') ? [x, x.split(' ').pop() ?? x] : [x];
  const origin = (t: string) => ORIGIN.test(t) || (grape !== undefined && CAUSE.test(t));
  for (const form of forms) {
    if (form.length < 4) continue;
    const facts = factsMentioning(ctx, form, 20).filter((f) => origin(fold(f.text)));
    const fact = facts.find((f) => f.kind === 'grape' && f.id === grape) ?? (grape ? undefined : facts[0]);
    if (fact) return fact;
    // Theory points too ("Diacetyl, the buttery compound, is produced by…").
    const re = new RegExp(`\\b${form}`);
    for (const t of ctx.kb.topics)
      for (const p of t.points)
        if (p.depth <= Math.max(ctx.level, 2) && re.test(fold(p.text)) && origin(fold(p.text)))
          return { kind: 'topic', id: t.id, text: p.text };
  }
  return undefined;
}

/** "Help me describe this wine: pale lemon, citrus, high acid": the SAT, filled with what they noticed. */
export function tastingHelp(ctx: Ctx): Draft {
  const { kb, level } = ctx;
  const sat =
    kb.topic('systematic-tasting') ??
    kb.topics.find((t) => t.category === 'tasting' && /systematic|sat|method/i.test(t.title));
  const note = fold(ctx.question.replace(/^[^:]*:/, ' '));
  const noticed = {
    appearance: matchWords(note, [
      'pale',
      'medium',
      'deep',
      'lemon',
      'gold',
      'amber',
      'purple',
      'ruby',
      'garnet',
      'tawny',
      'pink',
      'salmon',
      'clear',
      'hazy',
    ]),
    structure: matchPhrases(note, [
      'dry',
      'off-dry',
      'medium-sweet',
      'sweet',
      'high acid',
      'high acidity',
      'low acidity',
      'crisp',
      'soft',
      'tannic',
      'high tannin',
      'low tannin',
      'light body',
      'full body',
      'full-bodied',
      'light-bodied',
      'long finish',
      'short finish',
    ]),
  };
  const aromaHits = new Map<string, string[]>();
  for (const g of kb.grapes) {
    const hits = g.aromas.filter((a) => mentionsPhrase(note, a));
    if (hits.length >= 2) aromaHits.set(g.id, hits);
  }
  const candidates = [...aromaHits].sort((a, b) => b[1].length - a[1].length).slice(0, 3);
  const aromas = unique(candidates.flatMap(([, h]) => h));
  const d = draft(
    'Describing a wine',
    sat ? sentence(sat.summary) : 'Describe a wine in a fixed order: appearance, nose, palate, then conclusions.',
    Boolean(sat),
  );
  if (sat) use(ctx, 'topic', sat.id);
  // A note whose aromas fit a grape's own is told which grape it points to, first: that is what a
  // learner describing a wine most wants to check.
  const top = candidates.filter(([, h]) => h.length === candidates[0]?.[1].length).slice(0, 2);
  if (top.length > 0)
    d.lead = `Those notes point to ${join(
      top.map(([id]) => `**${grapeName(ctx, id)}**`),
      'or',
    )}: ${join(unique(top.flatMap(([, h]) => h)))} are typical of ${top.length > 1 ? 'both' : 'it'}. ${d.lead}`;
  const filled: string[] = [];
  if (noticed.appearance.length > 0) filled.push(`**Appearance:** ${join(noticed.appearance)}`);
  if (aromas.length > 0) filled.push(`**Nose:** ${join(aromas)}`);
  if (noticed.structure.length > 0) filled.push(`**Palate:** ${join(noticed.structure)}`);
  if (filled.length > 0) d.sections.push({ heading: 'Your note so far', items: filled });
  if (sat) {
    const steps = sat.points.filter((p) => p.depth <= level).map((p) => sentence(p.text));
    d.sections.push({ heading: 'Work through it in order', items: steps.slice(0, level === 1 ? 3 : 6), ordered: true });
    if (sat.table && level >= 2)
      d.sections.push({
        heading: sat.table.caption,
        table: { headers: sat.table.headers, rows: sat.table.rows },
        tableFirst: true,
      });
  }
  if (candidates.length > 0) {
    d.sections.push({
      heading: 'Grapes that fit those aromas',
      items: candidates.map(([id, hits]) => {
        use(ctx, 'grape', id);
        return `**${grapeName(ctx, id)}** (shares ${join(hits)})`;
      }),
    });
  }
  d.tip = 'Say what you actually find, not what you expect: one precise word beats three vague ones.';
  d.check = 'Start with the nose: which fruit family do you smell first?';
  return d;
}

export function matchWords(text: string, list: string[]): string[] {
  return list.filter((w) => new RegExp(`\\b${w}\\b`).test(text));
}

export function matchPhrases(text: string, list: string[]): string[] {
  const hits = list.filter((w) => text.includes(w));
  return hits.filter((h) => !hits.some((o) => o !== h && o.includes(h)));
}
