// Theory questions that name no place or grape ("why do winemakers use whole bunches?", "what does
// malolactic do to acidity?", "what's a lyre trellis?"): a topic answers, but its summary is a
// survey, and the fact asked for usually sits in one of its points. The opening sentence is chosen
// among the topics' points and the terms' meanings by what the question asks (its relation: a cause,
// an effect, a method, a drawback, a time, a meaning) and by its own content words, rare ones
// weighing most; the summary keeps the lead when it already answers as well.

import type { Ctx } from './draft.ts';
import { QUESTION_STOP } from './facts.ts';
import { type KnowledgeBase, warmAlso } from './kb.ts';
import { fold, root, words } from './normalize.ts';
import { adjectivePlaces, namesPlace, type Plan } from './plan.ts';
import type { Mention } from './search.ts';
import { mentionsPhrase, sentence } from './text.ts';

/** What a question asks of its subject, read from its form rather than its topic. */
export type Relation = 'cause' | 'effect' | 'method' | 'drawback' | 'benefit' | 'time' | 'sensory' | 'meaning' | 'none';

const RELATIONS: [Relation, RegExp][] = [
  ['drawback', /\b(downsides?|disadvantages?|drawbacks?|cons|negatives?|dangers?|risks? of|problems? (with|of))\b/],
  // "How does wind help a vineyard?" asks what good it does, as "the benefit of wind" does.
  [
    'benefit',
    /\b(advantages?|benefits?|pros|upsides?|good for|point of|purpose of|why use)\b|^how (does|do|can|did) .+ help\b/,
  ],
  // "What does carbonic maceration taste like?", "what aromas does new oak give?": how a method or a
  // style shows in the glass, told by the sentence that names the aromas.
  [
    'sensory',
    /^what (does|do) .+ (smell|taste)s?( of| like)?\W*$|\b(smells?|tastes?) like\b|^what (aromas?|flavou?rs?|notes|smells?) (does|do)\b/,
  ],
  [
    'effect',
    /\b(what (does|do|did|will) .+ do (to|for)|how (does|do|did|can|will) .+ (affect|change|influence|shape|alter)|effects? (of|on)|impact|affects?|influences?|what happens)\b/,
  ],
  [
    'cause',
    /^(why|how come)\b|\bwhy\b|\b(what|which \w+) (causes?|caused|gives?|creates?|produces?|makes?)\b|\bwhere (does|do|did) .* come from\b|\breason\b/,
  ],
  ['time', /^(when|at what (point|stage|time)|how soon)\b/],
  [
    'method',
    /^(how (do|does|can|could|should|is|are|would) (you|they|i|we|one|growers?|winemakers?|producers?|makers?|a (winemaker|grower|producer)|it|wine|wines|the)\b|how to\b|ways? to\b)/,
  ],
  ['meaning', /^(whats\b|what (is|are|s|does|do)\b|define\b|meaning\b|explain\b)/],
];

export function relationOf(question: string): Relation {
  const q = fold(question).replace(/['’`]/g, '').replace(/\s+/g, ' ').trim();
  return RELATIONS.find(([, re]) => re.test(q))?.[0] ?? 'none';
}

/** How a sentence reads when it gives each relation. */
const GIVES: Record<Relation, RegExp> = {
  cause:
    /\b(because|so that|so|gives?|giving|from|due to|causes?|thanks to|which is why|helps?|allows?|protects?|prevents?|kills?|stops?|keeps?|forms? when|when|leads? to|to (avoid|prevent|stop|keep|protect|give|let|raise|increase|reduce|lower|add|make|help|improve|balance|correct|preserve))\b/,
  effect:
    /\b(giv|add|mak|turn|soft|lower|rais|reduc|increas|convert|chang|bring|help|keep|cool|warm|lengthen|shorten|slow|protect|more\b|less\b|high|full|round|fresh)/,
  method: /\b(by|using|uses?|with|through|such as|choosing|adding|chilling|filtering|pressing)\b|:/,
  drawback:
    /\b(but|cannot|can ?not|can't|risks?|however|damages?|damaged|split|lose|loses|less|only|danger|drawbacks?|disadvantages?|expensive|costly|harder)\b/,
  benefit:
    /\b(helps?|allows?|gives?|so that|so|protects?|prevents?|keeps?|improves?|better|more|makes?)\b|\b(lower|lowers|lowering|reduce|reduces|reducing|cut|cuts|cutting) the (risk|threat|chance)\b/,
  sensory:
    /\b(notes?|aromas?|flavou?rs?|tastes?|smells?|smelling|hints?|scents?)( of| such as| like|:)|\b(aromas?|flavou?rs?|notes) (are|is) \w+:/,
  // A date answers "when" too: "in the 1860s", "in 1935", "in the 19th century".
  time: /\b(before|after|during|spring|summer|autumn|winter|months?|weeks?|days|years?|until|once|when|early|late|1[0-9]{3}s?|20[0-9]{2}s?|centur(y|ies))\b/,
  meaning: /^.{0,60}\b(is|are|means?|refers? to|describes?)\b|^[^:]{1,40}:/,
  none: /$^/,
};

/** Words that carry the relation or the form, not what is asked about. */
const FORM_WORDS = new Set(
  `why come cause causes caused reason effect effects affect affects impact influence happen happens downside
  downsides disadvantage disadvantages drawback drawbacks cons pros advantage advantages benefit benefits upside
  upsides point purpose use used using usually actually exactly little bit lot people someone anyone have has had
  make makes made making get gets getting done during before after winemaker winemakers grower growers producer
  producers maker makers`
    .split(/\s+/)
    .filter(Boolean),
);

/** A cause stated outright, which outweighs a sentence that merely helps or gives. */
const BECAUSE =
  /\b(because|so that|comes? from|came from|due to|caused by|results? from|which is why|forms? when|(is|are) (tainted|made|caused|formed) by)\b/;

interface Candidate {
  text: string;
  /** The topic's summary, or the text the draft already opens with. */
  summary: boolean;
  /** From a topic found only by the question's words, not one the question was read as asking about. */
  found?: boolean;
}

/** The candidate sentences: the points and summaries of the topics asked about, and the terms' meanings. */
function candidates(ctx: Ctx): Candidate[] {
  const { kb, level } = ctx;
  const out: Candidate[] = [];
  const topics = new Set<string>();
  for (const s of ctx.u.subjects.slice(0, 4)) {
    if (s.kind === 'topic') topics.add(s.id);
    if (s.kind === 'term') {
      const t = kb.term(s.id);
      if (t) out.push({ text: `${t.term.replace(/\s*\([^)]*\)/g, '')}: ${t.meaning}`, summary: false });
    }
  }
  // The topics that share the question's words most, for a fact the named topic only touches
  // ("why is a cork tainted?" is told by the topic on cork taint, not the one on closures).
  const asked = new Set(topics);
  const ranked = kb.index.topics(ctx.question).slice(0, 2);
  for (const h of ranked) if (h.score >= Math.max(4, (ranked[0]?.score ?? 0) / 2)) topics.add(h.id);
  for (const id of topics) {
    const t = kb.topic(id);
    if (!t) continue;
    const found = !asked.has(id);
    out.push(...split(t.summary).map((text) => ({ text, summary: !found, found })));
    for (const p of t.points)
      if (p.depth <= Math.max(level, 3))
        out.push(...split(p.text.replace(/^\d+\.\s*/, '')).map((text) => ({ text, summary: false, found })));
  }
  return out;
}

function split(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z“"])/).filter((s) => s.trim().length > 0);
}

const rootsOf = (text: string) => new Set(words(text).map(root));

/** The nouns a question's words are often asked of: "white wine", "black grapes", "old vines". */
const HEADS = new Set(['wine', 'wines', 'grape', 'grapes', 'vine', 'vines']);

const NEGATORS = new Set(['no', 'not', 'without', 'never', 'nor', 'free']);

/**
 * The roots a sentence says rather than denies: "screwcaps give no cork taint" does not tell what
 * cork taint is, "bush vines have no trellis" not what a trellis is.
 */
function affirmed(text: string): Set<string> {
  const ws = words(text);
  const out = new Set<string>();
  ws.forEach((w, i) => {
    if (!ws.slice(Math.max(0, i - 2), i).some((x) => NEGATORS.has(x)) && ws[i + 1] !== 'free') out.add(root(w));
  });
  return out;
}

const READINGS = new Map<string, { affirmed: Set<string>; joined: string; folded: string }>();

/** A sentence's affirmed roots, its roots in order and its folded text, read once: the sentences are the records'. */
function read(text: string): { affirmed: Set<string>; joined: string; folded: string } {
  let r = READINGS.get(text);
  if (!r) {
    r = { affirmed: affirmed(text), joined: ` ${words(text).map(root).join(' ')} `, folded: fold(text) };
    if (READINGS.size < 20000) READINGS.set(text, r);
  }
  return r;
}

const FREQUENCIES = new WeakMap<KnowledgeBase, { df: Map<string, number>; n: number }>();

/** In how many sentences of the theory (topics' summaries and points, terms' meanings) each root occurs. */
function frequencies(kb: KnowledgeBase): { df: Map<string, number>; n: number } {
  let f = FREQUENCIES.get(kb);
  if (f) return f;
  const df = new Map<string, number>();
  const texts = [
    ...kb.topics.flatMap((t) => [t.summary, ...t.points.map((p) => p.text)]),
    ...kb.terms.map((t) => t.meaning),
  ];
  for (const t of texts) for (const w of rootsOf(t)) df.set(w, (df.get(w) ?? 0) + 1);
  f = { df, n: texts.length };
  FREQUENCIES.set(kb, f);
  return f;
}

warmAlso(frequencies);

/**
 * The sentence that answers a theory question better than the draft's opening does, or undefined when
 * the opening already answers (or nothing answers clearly).
 */
/**
 * The tasting method named only as the frame of a narrower tasting subject ("sweetness levels in the
 * SAT", "clarity on the tasting grid"): the method's mention and the step's. The step asked about
 * answers, and the method's own words pick none of its sentences.
 */
export function tastingFrame(ctx: Ctx): { method: Mention; step: Mention } | undefined {
  const method = ctx.u.subjects.find((s) => s.id === 'systematic-tasting' && s.start >= 0);
  if (!method) return undefined;
  // Named by its own name ("the SAT", "the systematic approach to tasting") it frames any step beside
  // it; found only through one of its scale words ("medium(+)"), which the method itself explains, it
  // frames only a step named before it ("alcohol levels … low, medium and high").
  const byName = mentionsPhrase(ctx.kb.topic(method.id)?.title ?? '', method.matched);
  const step = ctx.u.subjects.find(
    (s) =>
      s.kind === 'topic' &&
      s !== method &&
      s.start >= 0 &&
      (byName || s.start < method.start) &&
      ctx.kb.topic(s.id)?.category === 'tasting',
  );
  return step ? { method, step } : undefined;
}

export function theorySentence(ctx: Ctx, plan: Plan, lead: string): string | undefined {
  if (plan.form === 'compare' || plan.form === 'list') return undefined;
  // A named place or grape is answered from its own record (plan.ts); a food is a pairing.
  if (ctx.u.subjects.some((s) => (s.kind === 'region' || s.kind === 'grape') && s.start >= 0)) return undefined;
  if (!ctx.u.subjects.some((s) => s.kind === 'topic' || s.kind === 'term')) return undefined;
  if (['pairing', 'compare', 'exam', 'choice', 'greeting', 'off-topic', 'unknown'].includes(ctx.u.intent))
    return undefined;
  const relation = relationOf(ctx.question);
  const framing = new Set(words(tastingFrame(ctx)?.method.matched ?? ''));
  const cues = [
    ...new Set(
      words(ctx.question)
        .filter((w) => w.length > 2 && !QUESTION_STOP.has(w) && !FORM_WORDS.has(w) && !framing.has(w))
        .map(root),
    ),
  ];
  if (cues.length === 0) return undefined;
  const pool = candidates(ctx);
  if (pool.length < 2) return undefined;
  // A word every sentence of the theory shares says little; one only the answer holds says most.
  const { df, n } = frequencies(ctx.kb);
  const sets = pool.map((c) => read(c.text).affirmed);
  // The thing the question is first about, as it names it ("grape spirit", "crystals"), weighs most.
  const first = ctx.u.subjects[0];
  const named = new Set(first && first.start >= 0 ? words(first.matched).map(root) : []);
  const weight = new Map(
    cues.map((w) => [
      w,
      sets.some((s) => s.has(w)) || df.has(w)
        ? (1 + Math.log((n + 1) / (1 + (df.get(w) ?? 0)))) * (named.has(w) ? 1.5 : 1)
        : 0,
    ]),
  );
  const content = words(ctx.question).map((w) => (w.length > 2 && !QUESTION_STOP.has(w) ? root(w) : ''));
  const pairs = content.slice(1).flatMap((w, i) => (w && content[i] ? [`${content[i]} ${w}`] : []));
  // A word asked of wine, grapes or vines ("white wine", "black grapes") is asked of that noun: a
  // sentence on "white grapes" does not tell how a white wine is made.
  const qws = words(ctx.question);
  const heads = new Map(
    qws.flatMap((w, i) => (HEADS.has(qws[i + 1] ?? '') ? [[root(w), `${root(w)} ${root(qws[i + 1])}`] as const] : [])),
  );
  // How a method or style smells or tastes is often told in a sentence of its own topic that names
  // the aromas but not the method again ("It gives … notes of kirsch"): there the name is understood.
  const places = adjectivePlaces(ctx);
  // A line headed by a wine's or a term's name ("Tawny Port: …") defines the thing, not the words asked of it.
  const namedThing = (head: string) =>
    ctx.u.subjects.some(
      (s) => s.kind !== 'topic' && (fold(s.title).startsWith(head) || (s.matched !== '' && fold(s.matched) === head)),
    );
  const score = (text: string, own = false) => {
    const { affirmed: rs, joined, folded } = read(text);
    const understood = own && relation === 'sensory' && GIVES.sensory.test(folded);
    const said = (w: string) =>
      (understood && named.has(w)) || (rs.has(w) && (!heads.has(w) || joined.includes(` ${heads.get(w)} `)));
    let s = cues.reduce((sum, w) => sum + (said(w) ? (weight.get(w) ?? 0) : 0), 0);
    if (s === 0) return 0;
    s +=
      pairs.filter((p) => joined.includes(` ${p} `) || (understood && p.split(' ').every((w) => named.has(w)))).length *
      0.5;
    if (GIVES[relation].test(folded)) s += 1;
    // "An American wine": the line of a survey that names the country asked answers for it.
    if (places.length > 0 && namesPlace(folded, places)) s += 1.5;
    if (relation === 'cause' && BECAUSE.test(folded)) s += 0.5;
    // "What does 'readiness for drinking' ask?": the line headed by the very words asked ("Readiness for
    // drinking: too young; …") spells them out.
    const head = folded.match(/^([^:.;]{3,40}):/)?.[1];
    const headWords = head ? words(head).filter((w) => w.length > 2 && !QUESTION_STOP.has(w)) : [];
    if (headWords.length > 0 && headWords.every((w) => cues.includes(root(w))) && !namedThing(head ?? '')) s *= 1.5;
    // "How do you decant…?" is answered by the sentence that gives the way, step by step.
    if (relation === 'method' && /^(how|steps?|method)\b\s*:|^to \w+ /.test(folded)) s += 0.5;
    return s;
  };
  // A topic the question was read as asking about outranks one that merely shares its words.
  const scored = pool.map((c) => ({ ...c, s: Math.max(0, score(c.text, !c.found) - (c.found ? 0.5 : 0)) }));
  const [best, next] = [...scored].sort((a, b) => b.s - a.s);
  if (!best || best.s < 2) return undefined;
  // A summary sentence moved ahead of others that answer as well would only reorder the survey: the
  // draft's own order stands.
  // Two sentences that both name the aromas asked for answer alike: the first of them is said.
  if (best.summary && next && next.s >= best.s && fold(next.text) !== fold(best.text) && relation !== 'sensory')
    return undefined;
  // The relation asked must be given: a point that shares the words but not the relation does not answer.
  if (relation !== 'none' && relation !== 'meaning' && !GIVES[relation].test(fold(best.text))) return undefined;
  // The opening as it stands: its first two sentences.
  const opening = split(lead.replace(/\*\*/g, '')).slice(0, 2);
  const now = Math.max(0, ...opening.map((t) => score(t)));
  if (best.s <= now + 0.5) return undefined;
  return sentence(best.text);
}
