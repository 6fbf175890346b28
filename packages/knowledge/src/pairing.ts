// Food pairing: the classic wines for a dish, the dishes for a wine, the principles when no dish is
// known, and pairings or descriptions for the wines of an attached list.

import { describe, describeTopic } from './describe.ts';
import {
  bold,
  type Ctx,
  type Draft,
  draft,
  grapeName,
  namedUnknown,
  PLAIN,
  regionGrapeNames,
  regionName,
  structureText,
  use,
} from './draft.ts';
import { foodName, practiceFor } from './exercise.ts';
import { TASTED_WITH } from './intent.ts';
import type { EntityKind, KnowledgeBase, PairingEntry } from './kb.ts';
import { STOPWORDS, WINE_WORDS } from './lexicon.ts';
import { fold, stem, words } from './normalize.ts';
import { byKindAsked, isKind, kindPhrase, kindsAsked } from './pairing-style.ts';
import type { Mention } from './search.ts';
import { cap, join, lowerFirst, mentionsPhrase, pick, sentence, unique } from './text.ts';
import type { Topic } from './types.ts';
export function pairing(ctx: Ctx): Draft {
  const { kb, level, u } = ctx;
  // A cheese named by its own name ("Manchego", "Pecorino") is matched by its type: the cheese group
  // whose wines speak of that cheese comes before a dish that merely holds it (tapas), and those
  // wines lead. Other foods keep the order search gave them (a chilli is first a spicy dish).
  const cheese = (p: PairingEntry) => /\bcheeses?\b/.test(fold(p.food));
  // A name that is both a food and a grape ("Pecorino"), set after "with" or "for", is the dish;
  // set as what goes with something else ("does Pecorino go with fish?"), it is the wine.
  const ws = words(ctx.question);
  const afterWith = (m: Mention) => /^(with|for|alongside)$/.test(ws[m.start - 1] ?? '');
  const sameSpan = (a: Mention, b: Mention) => a.start === b.start && a.end === b.end;
  const grapeNamed = (f: Mention) => u.subjects.some((s) => s.kind === 'grape' && sameSpan(s, f));
  const wineNotDish = u.foods.filter((f) => grapeNamed(f) && !afterWith(f));
  const dishes = wineNotDish.length < u.foods.length ? u.foods.filter((f) => !wineNotDish.includes(f)) : u.foods;
  const asked = dishes.map((f) => fold(f.matched));
  const speaksOf = (x: PairingEntry['wines'][number]) =>
    asked.some((a) => a.length > 3 && fold(`${x.wine} ${x.why}`).includes(a));
  const foods = dishes
    .map((f) => kb.pairing(f.id))
    .filter((p) => p !== undefined)
    .map((p, i) => ({ p, i, named: cheese(p) && p.wines.some(speaksOf) ? 0 : 1 }))
    .sort((a, b) => a.named - b.named || a.i - b.i)
    .map((x) => x.p);
  const dish = (s: Mention) => dishes.some((f) => sameSpan(f, s)) && afterWith(s);
  const wines = u.subjects.filter((s) => (s.kind === 'grape' || s.kind === 'region') && !dish(s));
  if (foods.length > 0) {
    const p = foods[0];
    use(ctx, 'pairing', p.id);
    const classic = cheese(p) ? [...p.wines.filter(speaksOf), ...p.wines.filter((x) => !speaksOf(x))] : p.wines;
    // "Which white goes with roast lamb?": the kind of wine asked for leads, or its absence is said.
    const kinds = wines.length === 0 ? kindsAsked(ctx.question) : [];
    const { ordered, fits } = byKindAsked(kb, classic, kinds);
    const fitting = kinds.length > 0 && fits ? ordered.filter((x) => kinds.every((k) => isKind(kb, x, k))).length : 3;
    const shown = ordered.slice(0, level === 1 ? 3 : 8);
    const d = draft(p.food, '');
    if (wines.length > 0) {
      const w = wines[0];
      const hit = p.wines.find((x) => wineMatches(ctx, x, w));
      use(ctx, w.kind, w.id);
      const e = kb.get(w.kind, w.id);
      const own = e?.kind === 'grape' || e?.kind === 'region' ? e.record.foodPairings : [];
      const listed = own.find((f) => [p.food, ...p.keywords].some((k) => mentionsPhrase(f, k)));
      const clash = clashLead(ctx, p);
      d.lead = clash
        ? `${clash}The classic matches for ${foodName(p.food)} are ${join(shown.slice(0, 3).map((x) => bold(x.wine)))}.`
        : hit
          ? `Yes: **${w.title}** is a classic match for ${foodName(p.food)}. ${sentence(hit.why)}`
          : listed
            ? `Yes: my notes list ${lowerFirst(listed)} among the classic matches for **${w.title}**. Other classic wines for ${foodName(p.food)} are ${join(shown.slice(0, 3).map((x) => bold(x.wine)))}.`
            : `My notes don't list **${w.title}** as a classic match for ${foodName(p.food)}. The classic matches are ${join(shown.slice(0, 3).map((x) => bold(x.wine)))}.`;
    } else if (!fits)
      d.lead = `My notes list no ${kindPhrase(kinds)} wine among the classic matches for ${foodName(p.food)}; those are ${join(
        shown.slice(0, 3).map((x) => bold(x.wine)),
      )}. ${sentence(shown[0]?.why ?? '')}`;
    else
      d.lead = `${clashLead(ctx, p)}For **${foodName(p.food)}**, try ${join(
        shown.slice(0, Math.min(fitting, level === 1 ? 2 : 3)).map((x) => bold(x.wine)),
        'or',
      )}. ${sentence(shown[0]?.why ?? '')}`;
    for (const x of shown) {
      for (const g of x.grapes) use(ctx, 'grape', g);
      for (const r of x.regions) use(ctx, 'region', r);
    }
    d.sections.push({
      heading: 'Wines that work',
      items: shown.map(
        (x) =>
          `**${x.wine}**${x.grapes.length > 0 && level >= 2 ? ` (${join(x.grapes.map((g) => grapeName(ctx, g)))})` : ''}: ${sentence(x.why)}`,
      ),
      table:
        level >= 2
          ? {
              headers: ['Wine', 'Grapes', 'Regions', 'Why it works'],
              rows: shown.map((x) => [
                x.wine,
                join(x.grapes.map((g) => grapeName(ctx, g))),
                join(x.regions.map((r) => regionName(ctx, r))),
                x.why,
              ]),
            }
          : undefined,
    });
    if (p.avoid) d.sections.push({ heading: 'Avoid', text: sentence(p.avoid) });
    for (const other of foods.slice(1, 3)) {
      use(ctx, 'pairing', other.id);
      d.sections.push({
        heading: `With ${foodName(other.food)}`,
        items: other.wines.slice(0, 3).map((x) => `**${x.wine}**: ${sentence(x.why)}`),
      });
    }
    const principles = principlesTopic(ctx);
    if (principles && level >= 3) {
      use(ctx, 'topic', principles.id);
      d.sections.push({
        heading: 'The principle',
        items: principles.points
          .filter((pt) => pt.depth <= level)
          .slice(0, 3)
          .map((pt) => sentence(pt.text)),
      });
    }
    d.keyPoints = shown.slice(0, 3).map((x) => `${x.wine}: ${sentence(x.why)}`);
    d.tip =
      'Match the weight of the wine to the weight of the dish, then let acidity, tannin and sweetness do the fine-tuning.';
    d.check = `What would you look for in a wine to go with ${foodName(p.food)}: acidity, tannin, sweetness or body?`;
    const other = kb.pairings.filter((x) => x.id !== p.id && x.wines.length > 0);
    if (other.length > 0) {
      const o = pick(other, ctx.question);
      d.practice = {
        question: `Which wine would you suggest with ${foodName(o.food)}, and why?`,
        answer: `${o.wines[0].wine}: ${sentence(o.wines[0].why)}`,
      };
    }
    return d;
  }
  if (wines.length > 0) return foodFor(ctx, wines[0]);
  const topic = u.subjects.find((s) => s.kind === 'topic' && s.start >= 0 && kb.topic(s.id)?.category === 'pairing');
  if (topic) return describeTopic(ctx, topic.id);
  // "How sweet should a dessert wine be next to the dessert?": with no dish of its own on record, a
  // principle of pairing named by a food word ("dessert", "sweetness in food") is what is asked.
  const principle =
    u.foods.length === 0
      ? u.mentions.find((m) => m.kind === 'topic' && m.whole && m.start >= 0 && kb.topic(m.id)?.category === 'pairing')
      : undefined;
  if (principle) return describeTopic(ctx, principle.id);
  return pairingByWord(ctx);
}

/** What a wine was said to turn into beside a dish: "bitter", "sour", "metallic", "thin", "harsh". */
const CLASH =
  /\b(bitter|bitterness|sour|metallic|metal|thin|harsh|hot|burning|flat|astringent|acidic|tart|dull|odd|strange|weird|horrible|awful|terrible|wrong)\b/;

/**
 * "Why did my red taste bitter with the chocolate cake?": a wine reported to clash with a dish is
 * answered first by the principle of that clash, the pairing topic that speaks of the dish (by its
 * name or the question's words) and, better still, of what the wine turned into.
 */
function clashLead(ctx: Ctx, p: PairingEntry): string {
  const q = fold(ctx.question);
  const felt = CLASH.exec(q)?.[1];
  if (!felt || !TASTED_WITH.test(q)) return '';
  const dish = fold([p.food, ...p.keywords].join(' '));
  const scored = ctx.kb.topics
    .filter((t) => t.category === 'pairing')
    .map((t) => {
      const names = t.keywords.some((k) => mentionsPhrase(dish, k) || mentionsPhrase(q, k));
      const text = fold([t.summary, ...t.points.map((pt) => pt.text)].join(' '));
      return { t, score: (names ? 2 : 0) + (stem(felt) && text.includes(stem(felt)) ? 1 : 0) };
    })
    .filter((x) => x.score >= 2)
    .sort((a, b) => b.score - a.score);
  const principle = scored[0]?.t;
  if (!principle) return '';
  use(ctx, 'topic', principle.id);
  return `${sentence(principle.summary)} `;
}

export function principlesTopic(ctx: Ctx): Topic | undefined {
  return ctx.kb.topics.find((t) => t.category === 'pairing');
}

/** Whether a recommended wine is (or includes) the subject: same grape, region, or a region of that grape. */
export function wineMatches(ctx: Ctx, x: PairingEntry['wines'][number], m: Mention): boolean {
  if (m.kind === 'grape') return x.grapes.includes(m.id) || x.regions.some((r) => ctx.kb.region(r)?.grapes[0] === m.id);
  if (m.kind === 'region') {
    if (x.regions.includes(m.id)) return true;
    const up = ctx.kb.ancestors(m.id).map((a) => a.id);
    const r = ctx.kb.region(m.id);
    if (x.regions.some((id) => up.includes(id)) && r && x.grapes.some((g) => r.grapes.includes(g))) return true;
    return Boolean(r?.grapes[0] && x.grapes.includes(r.grapes[0]) && x.regions.length === 0);
  }
  return false;
}

/** "What food goes with Barolo?": the foods listed for it, and pairings that name it. */
export function foodFor(ctx: Ctx, m: Mention): Draft {
  const { kb, level } = ctx;
  const e = kb.get(m.kind, m.id);
  if (!e || (e.kind !== 'grape' && e.kind !== 'region')) return describe(ctx, m);
  use(ctx, m.kind, m.id);
  let foods = e.record.foodPairings;
  let via = '';
  if (foods.length === 0 && e.kind === 'region') {
    const g = kb.grapesOf(e.record.id)[0];
    if (g && g.foodPairings.length > 0) {
      foods = g.foodPairings;
      via = ` As a ${g.name} wine, it suits what ${g.name} suits.`;
      use(ctx, 'grape', g.id);
    }
  }
  const records = kb.pairingsFor(e.kind, e.record.id).slice(0, level === 1 ? 2 : 5);
  if (foods.length === 0 && records.length === 0) {
    const d = describe(ctx, m);
    d.lead = `My notes have no food pairing for ${m.title}. ${d.lead}`;
    return d;
  }
  const list = foods.slice(0, level === 1 ? 3 : 8);
  const d = draft(
    `${e.record.name} with food`,
    list.length > 0 ? `**${e.record.name}** goes well with ${join(list)}.${via}` : '',
  );
  if (records.length > 0) {
    const items = records.map((p) => {
      use(ctx, 'pairing', p.id);
      const w = p.wines.find((x) => wineMatches(ctx, x, m)) ?? p.wines[0];
      return `**${p.food}** (${w.wine}): ${sentence(w.why)}`;
    });
    if (!d.lead) d.lead = `**${e.record.name}** is a classic match for ${join(records.map((p) => foodName(p.food)))}.`;
    d.sections.push({ heading: 'Why these work', items });
  }
  if (e.kind === 'grape' && level >= 2)
    d.sections.push({
      heading: 'What the wine brings',
      text: `${cap(structureText(e.record, ctx.level))}: match it to dishes of similar weight.`,
    });
  d.keyPoints = records.slice(0, 2).map((p) => p.food);
  d.tip = list[0] ? `Start with ${list[0]}: it is the easiest win.` : undefined;
  d.check = `Thinking about ${m.title}'s structure, what kind of dish would you pick?`;
  d.practice = practiceFor(ctx, m) ?? undefined;
  return d;
}

/** A food not in the pairing records: what the pairing topics and the grapes' and regions' classic matches say about it. */
export function pairingByWord(ctx: Ctx): Draft {
  const { kb, level, u } = ctx;
  const named = new Set<number>();
  for (const m of u.subjects)
    if (m.kind === 'grape' || m.kind === 'region') for (let i = m.start; i <= m.end; i++) named.add(i);
  const foodWords = unique(
    words(ctx.question)
      .filter(
        (w, i) => !named.has(i) && w.length > 2 && !STOPWORDS.has(w) && !WINE_WORDS.has(w) && !PAIRING_CUES.has(w),
      )
      .map((w) => stem(w)),
  );
  const entries: { name: string; kind: EntityKind; id: string; food: string; ws: string[] }[] = [];
  for (const g of kb.grapes)
    for (const f of g.foodPairings)
      entries.push({ name: g.name, kind: 'grape', id: g.id, food: f, ws: words(f).map(stem) });
  for (const r of kb.regions)
    for (const f of r.foodPairings)
      entries.push({ name: r.name, kind: 'region', id: r.id, food: f, ws: words(f).map(stem) });
  // Rarer words decide: "Roquefort" says more than "cheese".
  const df = new Map<string, number>();
  for (const e of entries) for (const w of new Set(e.ws)) df.set(w, (df.get(w) ?? 0) + 1);
  const weight = (w: string) => 1 / (df.get(w) ?? 1);
  const best = new Map<string, { name: string; kind: EntityKind; id: string; food: string; score: number }>();
  for (const e of entries) {
    const score = foodWords.filter((w) => e.ws.includes(w)).reduce((a, w) => a + weight(w), 0);
    const key = `${e.kind}:${e.id}`;
    if (score > 0 && score > (best.get(key)?.score ?? 0)) best.set(key, { ...e, score });
  }
  const hits = [...best.values()].sort((a, b) => b.score - a.score);
  const top = hits[0]?.score ?? 0;
  const strong = hits.filter((h) => h.score >= top * 0.6);
  const topics = unique([
    ...u.subjects.map((s) => (s.kind === 'topic' ? kb.topic(s.id) : undefined)).filter((t) => t !== undefined),
    ...kb.topics,
  ]).filter((t) => t.category === 'pairing');
  const points = topics
    .flatMap((t) => t.points.map((p) => ({ t, p, ws: words(p.text).map(stem) })))
    .map((x) => ({
      ...x,
      score: foodWords.filter((w) => x.ws.includes(w)).reduce((a, w) => a + Math.max(weight(w), 0.05), 0),
    }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.p.depth - b.p.depth)
    .slice(0, level === 1 ? 2 : 3);
  const food = namedUnknown(ctx.question, foodWords) || 'that dish';
  if (strong.length === 0 && points.length === 0) {
    const principles = principlesTopic(ctx);
    if (!principles) return ctx.write.unknown(ctx);
    const d = describeTopic(ctx, principles.id);
    d.lead = `I have no specific pairing for ${food} in my notes, so here are the principles to choose one. ${d.lead}`;
    return d;
  }
  for (const x of points) use(ctx, 'topic', x.t.id);
  const shown = strong.slice(0, level === 1 ? 3 : 6);
  for (const h of shown) use(ctx, h.kind, h.id);
  const lead = points[0]
    ? `For **${food}**: ${sentence(points[0].p.text)}`
    : `For **${food}**, my notes suggest ${join(
        shown.slice(0, 3).map((h) => bold(h.name)),
        'or',
      )}.`;
  const d = draft(`Wine with ${food}`, lead);
  if (points.length > 1)
    d.sections.push({ heading: 'Pairing notes', items: points.slice(1).map((x) => sentence(x.p.text)) });
  if (shown.length > 0)
    d.sections.push({
      heading: 'Listed matches',
      items: shown.map((h) => `**${h.name}**: a classic match for ${h.food}.`),
    });
  d.keyPoints = shown.slice(0, 3).map((h) => `${h.name}: ${h.food}.`);
  d.check = `What in ${food} would the wine need to stand up to, or contrast with?`;
  d.tip = 'Match the weight of the wine to the weight of the dish, then think about acidity, sweetness and tannin.';
  return d;
}

export const PAIRING_CUES = new Set([
  'pair',
  'pairs',
  'pairing',
  'match',
  'matches',
  'goes',
  'go',
  'with',
  'serve',
  'eat',
  'good',
  'best',
  'like',
  'such',
]);

export interface ListedWine {
  line: string;
  mentions: Mention[];
}

/** Lines of an attached text that name a grape or region: a wine list, a label, a tasting sheet. */
export function readContext(kb: KnowledgeBase, context: string): ListedWine[] {
  const out: ListedWine[] = [];
  for (const raw of context.split(/\r?\n|(?<=\.)\s+(?=[A-Z0-9])/)) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (line.length < 3 || line.length > 300) continue;
    const mentions = kb
      .mentions(line)
      .filter((m) => (m.kind === 'grape' || m.kind === 'region') && (m.whole || m.score >= 0.7));
    if (mentions.length > 0) out.push({ line: line.length > 120 ? `${line.slice(0, 117)}…` : line, mentions });
    if (out.length >= 60) break;
  }
  return out;
}

export function pairFromList(ctx: Ctx, wines: ListedWine[]): Draft {
  const { kb, level, u } = ctx;
  const foods = u.foods.map((f) => kb.pairing(f.id)).filter((p) => p !== undefined);
  const foodWords = foods.length > 0 ? [] : u.unknownWords.map((w) => stem(w));
  const scored = wines.map((w) => {
    let score = 0;
    let why = '';
    for (const p of foods)
      for (const x of p.wines)
        for (const m of w.mentions)
          if (wineMatches(ctx, x, m)) {
            const s = m.kind === 'region' ? 3 : 2;
            if (s > score) {
              score = s;
              why = `${x.wine} is a classic match for ${foodName(p.food)}: ${lowerFirst(sentence(x.why))}`;
              use(ctx, 'pairing', p.id);
            }
          }
    if (score === 0) {
      for (const m of w.mentions) {
        const e = kb.get(m.kind, m.id);
        const list = e?.kind === 'grape' || e?.kind === 'region' ? e.record.foodPairings : [];
        const names = foods.flatMap((p) => [p.food, ...p.keywords]);
        const hit = list.find(
          (f) => names.some((n) => mentionsPhrase(f, n)) || words(f).some((x) => foodWords.includes(stem(x))),
        );
        if (hit) {
          score = 1;
          why = `${m.title} lists ${hit} among its classic matches.`;
        }
      }
    }
    return { w, score, why };
  });
  const good = scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score);
  const dish = foods[0] ? foodName(foods[0].food) : namedUnknown(ctx.question, u.unknownWords) || 'your dish';
  for (const s of good) for (const m of s.w.mentions) use(ctx, m.kind, m.id);
  if (good.length === 0) {
    const d = foods.length > 0 ? pairing(ctx) : draft('Your list', '');
    const listed = wines.slice(0, 8).map((w) => `${w.line} (${join(w.mentions.map((m) => m.title))})`);
    d.lead = `None of the wines on your list is a classic match for ${dish} in my notes.${d.lead ? ` ${d.lead}` : ''}`;
    d.sections.unshift({ heading: 'What I recognised on your list', items: listed });
    return d;
  }
  const top = good.slice(0, level === 1 ? 2 : 4);
  const d = draft(
    `From your list, with ${dish}`,
    `From your list, the best match for ${dish} is **${top[0].w.line}**. ${top[0].why}`,
  );
  if (top.length > 1)
    d.sections.push({ heading: 'Also good', items: top.slice(1).map((s) => `**${s.w.line}**: ${s.why}`) });
  const rest = wines.filter((w) => !top.some((t) => t.w === w)).slice(0, 6);
  if (rest.length > 0 && level >= 2)
    d.sections.push({
      heading: 'Less obvious with this dish',
      items: rest.map((w) => `${w.line} (${join(w.mentions.map((m) => m.title))})`),
    });
  d.keyPoints = top.slice(1).map((s) => s.w.line);
  d.check = `Looking at your list, which wine would you pick for ${dish}, and why?`;
  d.tip = 'When a list is long, decide colour and weight first, then choose among the few that fit.';
  return d;
}

export function describeList(ctx: Ctx, wines: ListedWine[]): Draft {
  const { kb, level } = ctx;
  const d = draft(
    'Your list',
    `I recognised ${wines.length} wine${wines.length === 1 ? '' : 's'} in the attached text.`,
  );
  const items = wines.slice(0, level === 1 ? 6 : 15).map((w) => {
    const notes = w.mentions.slice(0, 2).map((m) => {
      use(ctx, m.kind, m.id);
      const e = kb.get(m.kind, m.id);
      if (e?.kind === 'region') {
        const g = kb.grapesOf(e.record.id)[0];
        const names = regionGrapeNames(ctx, e.record, 2).join(' and ');
        return `${e.record.name}: ${names || e.record.styles[0] || e.record.country}${g ? ` (${g.name}: ${PLAIN[g.structure.body] ?? g.structure.body} body${g.structure.tannin ? `, ${PLAIN[g.structure.tannin] ?? g.structure.tannin} tannin` : ''})` : ''}`;
      }
      if (e?.kind === 'grape')
        return `${e.record.name}: ${join(e.record.aromas.slice(0, 2))}; ${PLAIN[e.record.structure.body] ?? e.record.structure.body} body`;
      return m.title;
    });
    return `**${w.line}**: ${notes.join('; ')}`;
  });
  d.sections.push({ heading: 'On your list', items });
  d.keyPoints = [];
  d.check = 'Which of these wines would you expect to be the lightest, and why?';
  return d;
}
