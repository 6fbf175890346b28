// "Which sparkling wines are made by the tank method?", "name wines aged under flor": a question that
// asks for examples of a way of making wine is answered first by the wines and places the records tie
// to that way, then by what the way is.

import { describeTopic } from './describe.ts';
import type { Ctx, Draft } from './draft.ts';
import { use } from './draft.ts';
import type { KnowledgeBase } from './kb.ts';
import { Lru } from './lru.ts';
import { fold, words } from './normalize.ts';
import type { Mention } from './search.ts';
import { join, mentionsPhrase, sentence, unique } from './text.ts';
import type { Region, Topic } from './types.ts';

/** The ways a question asks for examples rather than for what a thing is. */
const EXAMPLES_ASKED: readonly RegExp[] = [
  /\b(examples?|instances?)\b/,
  /^(?:(?:can|could|would) you |please )?(?:name|list)\b/,
  /^(?:which|what)\b(?:\s+[a-z]+){0,3}?\s+(?:wines?|styles?|sparklers?|regions?|appellations?|places?|areas?|countries)\s+(?!of\b|for\b|go with\b|pair\b|match\b)[a-z]+/,
  /\b(?:wines?|styles?|sparklers?)\s+(?:that\s+|which\s+)?(?:are\s+|is\s+)?(?:made|produced|aged|matured|mature|fermented|use|using|undergo|go through)\b/,
];

/** A noun after the method's name that belongs to it: "botrytised grapes", "new oak barrels". */
const METHOD_NOUN = /^(grapes?|berries|bunches|fruit|barrels?|casks?|tanks?|vats?|barriques?|bottles?|yeasts?)$/;

/** A topic that is a way of growing or making wine, of which wines can be examples. */
const METHOD_CATEGORIES = new Set<Topic['category']>(['winemaking', 'sparkling', 'fortified', 'sweet', 'viticulture']);

/** A phrase that names the wines asked for ("sparkling wines"), not the way they are made. */
const WINE_NOUN = /\b(wines?|sparkling|sparklers?|styles?)$/;

/** The words of the question before the method that say how the wines relate to it: "aged under". */
const RELATION =
  /\b(made|produced|aged|matured|fermented|raised|kept|vinified|sweetened)\s+(by|with|under|in|using|through|via|from)(\s+(?:the|a|an))?\s*$/;

/** The method asked for examples of, when the question asks for examples of one. */
function methodAsked(ctx: Ctx): { topic: Topic; mention: Mention } | undefined {
  const q = fold(ctx.question).replace(/['’]/g, '').trim();
  if (!EXAMPLES_ASKED.some((re) => re.test(q))) return undefined;
  // "How is sweet wine made?", "how are fortified wines produced?" ask the way, not for wines made so.
  if (/^how\b/.test(q) && !/\b(examples?|instances?|name|list)\b/.test(q)) return undefined;
  // Examples of a method, not of what a named grape makes; a named place narrows the examples.
  if (ctx.u.subjects.some((s) => s.kind === 'grape' && s.start >= 0)) return undefined;
  const methods = ctx.u.subjects
    .filter((s) => s.kind === 'topic' && s.start >= 0 && !WINE_NOUN.test(fold(s.matched)))
    .map((s) => ({ mention: s, topic: ctx.kb.topic(s.id) }))
    .filter(
      (x): x is { mention: Mention; topic: Topic } => x.topic !== undefined && METHOD_CATEGORIES.has(x.topic.category),
    )
    .sort((a, b) => b.mention.start - a.mention.start);
  const found = methods[0];
  // "What is the wine thief used for?": the word "wine" inside the method's own name ("wine thief",
  // "wine press") asks about the tool, not for wines made with it; the request must stand outside it.
  if (!found) return undefined;
  const rest = words(ctx.question)
    .filter((_, i) => i < found.mention.start || i > found.mention.end)
    .join(' ');
  return EXAMPLES_ASKED.some((re) => re.test(rest)) ? found : undefined;
}

/** A place's name as a wine is called: "Sherry" rather than "Jerez-Xérès-Sherry". */
function wineName(r: Region): string {
  const listed = / and |-.*-/.test(r.name);
  return listed && r.synonyms.length > 0 ? r.synonyms[0] : r.name;
}

/** The words of a text at the word positions a mention gives, as the text spells them ("Montilla-Moriles"). */
function spelled(text: string, m: Mention): string {
  const at = [...text.matchAll(/[\p{L}\p{N}&]+(?:['’‘`´][\p{L}\p{N}&]+)*/gu)];
  const first = at[m.start];
  const last = at[m.end];
  if (!first || !last || first.index === undefined || last.index === undefined) return '';
  const got = text.slice(first.index, last.index + last[0].length);
  return fold(got)
    .replace(/['’‘`´]/g, '')
    .replace(/[^a-z0-9&]+/g, ' ') === m.matched
    ? got.replace(/^\p{Ll}/u, (c) => c.toUpperCase())
    : '';
}

/** A place as a sentence names it ("Montilla-Moriles"); none when the sentence named something else, near in spelling ("Ciron"). */
function spelledName(text: string, m: Mention, r: Region): string | undefined {
  const got = spelled(text, m);
  const names = [r.name, ...r.synonyms, ...(m.within ? [m.within] : [])].map((n) => fold(n).replace(/['’]/g, ''));
  return got && names.includes(fold(got).replace(/['’]/g, '')) ? got : undefined;
}

/** The method's names: the asked phrase, the topic's title and the other names in its brackets. */
function methodNames(t: Topic, m: Mention): string[] {
  const title = t.title.replace(/^(how|what)\b.*$/i, '');
  const main = title.replace(/\s*\(.*$/, '').replace(/^(the|a|an)\s+/i, '');
  const bracketed = title.match(/\(([^)]+)\)/)?.[1]?.split(/,\s*|\s+or\s+/) ?? [];
  const asked = m.matched.replace(/^(the|a|an)\s+/, '');
  return unique([asked, main, ...bracketed].map((x) => x.trim()).filter((x) => x.length >= 4));
}

/** The examples the records tie to a method's names, kept for the methods asked last. */
const TIED = new WeakMap<KnowledgeBase, Lru<string, readonly Example[]>>();

interface Example {
  name: string;
  kind: 'region' | 'term' | 'grape';
  id: string;
  /** The record's sentence that ties it to the method. */
  why?: string;
  depth: number;
}

/** The wines and places the records tie to a method, those the method's own text names first. */
export function examplesOf(ctx: Ctx, t: Topic, m: Mention): Example[] {
  const names = methodNames(t, m);
  const uses = (text: string) => names.some((n) => mentionsPhrase(text, n));
  const out: Example[] = [];
  const add = (e: Example) => {
    if (!out.some((x) => fold(x.name) === fold(e.name) || (x.kind === e.kind && x.id === e.id))) out.push(e);
  };
  // A place a sentence names by one of its own names ("Prosecco", "Sherry"), not by a near spelling.
  const placeIn = (text: string, x: Mention) => {
    const r = x.kind === 'region' && x.whole ? ctx.kb.region(x.id) : undefined;
    const name = r && r.kind !== 'country' ? spelledName(text, x, r) : undefined;
    return r && name ? { r, name } : undefined;
  };
  // The method's own sentences: "tank-method wines such as Prosecco", "as in Beaujolais".
  const own = [{ depth: 1, text: t.summary }, ...t.points].filter((p) => p.depth <= Math.max(ctx.level, 2) + 1);
  for (const p of own)
    for (const x of ctx.kb.mentions(p.text)) {
      const at = placeIn(p.text, x);
      if (at) add({ name: at.name, kind: 'region', id: at.r.id, depth: 0 });
    }
  // What the records tie to the method depends only on its names: found once for the names asked last.
  let kept = TIED.get(ctx.kb);
  if (!kept) {
    kept = new Lru(500);
    TIED.set(ctx.kb, kept);
  }
  const found = kept.through(names.join('\n'), () => {
    // Places whose own sentences say they use it, and the wines a grape's sentences say use it
    // ("Most Lambrusco is made sparkling by the tank method", "simpler Beaujolais").
    const tied: Example[] = [];
    for (const r of ctx.kb.regions) {
      if (r.kind === 'country') continue;
      const f = r.facts.find((x) => uses(x.text)) ?? (r.styles.some(uses) ? { depth: 2, text: '' } : undefined);
      if (f) tied.push({ name: wineName(r), kind: 'region', id: r.id, why: f.text || undefined, depth: f.depth });
    }
    // Only the clause that says so: "…aged under flor; sweet PX, also made in Málaga, …" names Málaga for PX.
    const clauses = (text: string) => text.split(/;\s+|:\s+|\.\s+/).filter(uses);
    for (const g of ctx.kb.grapes)
      for (const f of g.facts.filter((x) => uses(x.text)))
        for (const c of clauses(f.text))
          for (const x of ctx.kb.mentions(c)) {
            const at = placeIn(c, x);
            if (at) tied.push({ name: at.name, kind: 'region', id: at.r.id, why: f.text, depth: f.depth });
            else if (x.kind === 'grape' && x.id === g.id && x.whole && x.start <= 2 && spelled(c, x))
              tied.push({ name: spelled(c, x), kind: 'grape', id: g.id, why: f.text, depth: f.depth });
          }
    // Styles whose meaning says they are made so: "Fino", "Manzanilla".
    const called = new Set(names.map((n) => fold(n)));
    for (const e of ctx.kb.terms)
      if (uses(e.meaning) && e.term.trim().split(/\s+/).length <= 3 && !called.has(fold(e.term)))
        tied.push({ name: e.term, kind: 'term', id: e.id, why: e.meaning, depth: e.depth });
    return tied.sort((a, b) => a.depth - b.depth);
  });
  for (const e of found) add(e);
  // Of a place and a place within it ("Champagne" and "Montagne de Reims", "Sauternes" and
  // "Bordeaux"), the one found first says it; asked within a place ("which Spanish wines…"), only the
  // examples within it.
  const placed = ctx.u.subjects.filter((s) => s.kind === 'region' && s.start >= 0).map((s) => s.id);
  const within = (id: string, places: readonly string[]) => ctx.kb.ancestors(id).some((a) => places.includes(a.id));
  const nested = (a: string, b: string) => within(a, [b]) || within(b, [a]);
  return out.filter(
    (e, i) =>
      (e.kind !== 'region' || !out.slice(0, i).some((x) => x.kind === 'region' && nested(x.id, e.id))) &&
      (placed.length === 0 ||
        (e.kind === 'region' && (placed.includes(e.id) || within(e.id, placed))) ||
        (e.kind === 'term' && placed.some((p) => fold(ctx.kb.region(p)?.name ?? '') === fold(termCountry(ctx, e.id))))),
  );
}

/** The country a label term belongs to. */
function termCountry(ctx: Ctx, id: string): string {
  return ctx.kb.terms.find((t) => t.id === id)?.country ?? '';
}

/** The answer to a question asking for examples of a method, led by the examples; undefined if not asked or none known. */
export function examplesDraft(ctx: Ctx): Draft | undefined {
  const asked = methodAsked(ctx);
  if (!asked) return undefined;
  const { topic, mention } = asked;
  const found = examplesOf(ctx, topic, mention).slice(0, 5);
  if (found.length < 2) return undefined;
  const d = describeTopic(ctx, topic.id);
  for (const e of found) use(ctx, e.kind, e.id);
  const q = fold(ctx.question).replace(/['’]/g, '');
  const at = words(ctx.question).slice(0, mention.start).join(' ');
  const relation = at.match(RELATION)?.[0].trim();
  const bare = mention.matched.replace(/^(the|a|an)\s+/, '');
  const named = topic.keywords.find((k) => fold(k).replace(/['’]/g, '') === bare) ?? bare;
  const after = words(ctx.question)[mention.end + 1] ?? '';
  const label = METHOD_NOUN.test(after) ? `${named} ${after}` : named;
  // "made by the", "aged under": the question's own words for how the wines use the method.
  const how = relation ?? (/\b(use|uses|using|employ|employs)\b/.test(q) ? 'that use' : 'known for');
  const article = /\b(method|process|system|technique)$/.test(fold(label)) && !/\b(the|a|an)$/.test(how) ? 'the ' : '';
  const list = join(found.map((e) => `**${e.name}**`));
  const lead = `Wines ${how} ${article}${label} include ${list}.`;
  d.lead = `${lead} ${d.lead}`;
  d.answered = true;
  const tied = found.filter((e) => e.why !== undefined).slice(0, 4);
  if (tied.length > 0)
    d.sections.unshift({
      heading: 'Examples in my notes',
      items: tied.map((e) => `${e.name}: ${sentence(e.why ?? '')}`),
    });
  return d;
}
