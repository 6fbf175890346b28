// Exam practice (questions with answers made from the data) and the replies for when the knowledge
// base has nothing to say: greetings, off-topic questions and honest "I don't know".

import { ENGINE_TITLES, ENGINE_TEXTS as T } from '@sommai/shared/engine-texts';
import { recordAcronyms } from './anchor.ts';
import { describe } from './describe.ts';
import { isEnglishWord } from './dictionary.ts';
import { type Ctx, type Draft, draft, namedUnknown, use } from './draft.ts';
import { foodName, questionsFor, rotate } from './exercise.ts';
import { factsMentioning } from './facts.ts';
import { otherDrinkOf } from './intent.ts';
import { STOPWORDS, WINE_WORDS } from './lexicon.ts';
import { fold, words } from './normalize.ts';
import { pairing } from './pairing.ts';
import { hash, join, lowerFirst, pick, sentence } from './text.ts';

export function suggestions(ctx: Ctx, n = 4): string[] {
  const kb = ctx.kb;
  const out: string[] = [];
  const region = (ids: string[]) => ids.map((id) => kb.region(id)).filter((r) => r !== undefined);
  const grape = (ids: string[]) => ids.map((id) => kb.grape(id)).filter((g) => g !== undefined);
  const regions = region(['chablis', 'barolo', 'rioja', 'sancerre', 'champagne', 'chateauneuf-du-pape', 'mosel']);
  const grapes = grape(['pinot-noir', 'riesling', 'sauvignon-blanc', 'nebbiolo', 'chardonnay', 'syrah']);
  const allRegions = regions.length > 0 ? regions : kb.regions.filter((r) => r.kind !== 'country').slice(0, 5);
  const allGrapes = grapes.length > 0 ? grapes : kb.grapes.slice(0, 5);
  const seed = ctx.question;
  if (allRegions.length > 0) out.push(T.suggest.grapeOf(pick(allRegions, `${seed}a`).name));
  if (allGrapes.length > 0) out.push(T.suggest.tasteOf(pick(allGrapes, `${seed}b`).name));
  if (kb.pairings.length > 0) out.push(T.suggest.pairWith(foodName(pick(kb.pairings, `${seed}c`).food)));
  if (allRegions.length > 1) {
    const i = hash(`${seed}d`) % allRegions.length;
    const a = allRegions[i];
    const b = allRegions[(i + 1) % allRegions.length];
    out.push(T.suggest.compare(a.name, b.name));
  }
  const made = kb.topics.find((t) => t.category === 'sparkling') ?? kb.topics.find((t) => t.category === 'winemaking');
  if (made) out.push(T.suggest.explain(lowerFirst(made.title)));
  if (kb.terms.length > 0) out.push(T.suggest.meaning(pick(kb.terms, `${seed}e`).term));
  if (allRegions.length > 0) out.push(T.suggest.quiz(pick(allRegions, `${seed}f`).name));
  const start = hash(seed) % Math.max(1, out.length - n + 1);
  return out.slice(start, start + n).length >= Math.min(n, out.length) ? out.slice(start, start + n) : out.slice(0, n);
}

export function suggestionList(ctx: Ctx): string {
  return suggestions(ctx)
    .map((s) => `- ${s}`)
    .join('\n');
}

export function greeting(ctx: Ctx): Draft {
  // Leave-taking is answered with a goodbye, thanks with "you're welcome": both keep the door open.
  const bye = LEAVING.test(fold(ctx.question));
  const thanks = bye || /\b(thanks|thank you|thx|cheers|ta|appreciated?)\b/.test(fold(ctx.question));
  return {
    title: ENGINE_TITLES.welcome,
    lead: bye ? T.farewell : thanks ? T.thanks : T.hello,
    sections: [],
    keyPoints: [],
    sources: [],
    found: false,
    plain: true,
    after: bye ? '' : `${T.youCouldTry}\n\n${suggestionList(ctx)}`,
  };
}

/** Words of leave-taking: "bye", "see you later", "that's all", "good night". */
const LEAVING =
  /\b(bye|goodbye|byebye|see (you|ya)|later|good ?night|take care|thats all|that'?s all|that is all|(i'?m|i am|all) done)\b/;

export function offTopic(ctx: Ctx): Draft {
  // Another drink has a natural wine angle: the wine that shares its character.
  const angle = otherDrinkOf(ctx.question);
  return {
    title: ENGINE_TITLES.offTopic,
    lead: angle ? T.offTopicWithAngle(angle) : T.offTopic,
    sections: [],
    keyPoints: [],
    sources: [],
    found: false,
    plain: true,
    after: `${T.someThingsICanAnswer}\n\n${suggestionList(ctx)}`,
  };
}

/** Said after "I don't know X" when nothing in the question ties X to wine. */
const NOT_WINE = T.notWine;

export function unknown(ctx: Ctx): Draft {
  const { u, kb } = ctx;
  if (u.honesty) return honest(ctx);
  // Ordinary English words are no names: "bring" or "actually" is not a wine we lack.
  const named = namedUnknown(
    ctx.question,
    u.unknownWords.filter((w) => !isEnglishWord(w) || capitalsOf(ctx.question).has(w)),
  );
  // Nothing name-like is unknown and a food is named: what to drink with it is the question.
  if (!named && u.foods.length > 0) return pairing(ctx);
  const what = named ? `“${named}”` : 'that';
  const near = named
    ? kb.search(named, { limit: 3, minScore: 0.35 }).filter((h) => h.kind === 'grape' || h.kind === 'region')
    : [];
  // A word that starts several names ("Pouilly") is ambiguous rather than unknown.
  const ambiguous = near.length > 1 && near.every((h) => fold(h.title).startsWith(fold(named)));
  // "Recommend a good red": a recommendation needs something to go on, and inventing one is not an option.
  const wantsPick =
    !named &&
    /\b(recommend|suggest|should i (drink|open|buy)|what wine should|good wine|pick a wine|choose a wine)\b/i.test(
      ctx.question,
    );
  if (wantsPick)
    return {
      title: ENGINE_TITLES.recommendation,
      lead: T.needSomethingToGoOn,
      sections: [],
      keyPoints: [],
      sources: [],
      found: false,
      plain: true,
      after: `${T.forExample}\n\n${suggestionList(ctx)}`,
    };
  // A name the records use in passing (a person, an estate, an event): what they say about it.
  const passing = named && !ambiguous ? mentionedInPassing(ctx) : undefined;
  if (passing) return passing;
  const lines = [ambiguous ? T.ambiguous(what) : T.unknown(what)];
  let after = '';
  if (near.length > 0)
    after += `${T.didYouMean(
      join(
        near.map((h) => `**${h.title}**`),
        'or',
      ),
    )}\n\n`;
  after += `${T.whatICanHelpWith}\n\n${suggestionList(ctx)}`;
  return {
    title: ENGINE_TITLES.notInNotes,
    lead: [...lines, ...(ctx.u.unanchored ? [NOT_WINE] : [])].join(' '),
    sections: [],
    keyPoints: [],
    sources: [],
    found: false,
    plain: true,
    after,
  };
}

/** The capitalised words of a question after its first, folded. */
function capitalsOf(question: string): Set<string> {
  return new Set((question.match(/(?<=\S\s+)\p{Lu}[\p{L}'’-]*/gu) ?? []).flatMap((w) => words(w)));
}

/** The capitalised names of a question, longest first: "Judgment of Paris", "Dom Pérignon". */
function namePhrases(question: string): string[] {
  const runs =
    question.match(
      /(?<=\S\s+)\p{Lu}[\p{L}'’-]*(?:\s+(?:(?:of|de|du|des|la|le|di|del|von)\s+)?(?:d['’])?\p{Lu}[\p{L}'’-]*)*/gu,
    ) ?? [];
  const out: string[] = [];
  for (const r of runs) {
    out.push(r);
    const rest = r.split(/\s+/).slice(1).join(' ');
    if (rest.includes(' ')) out.push(rest);
  }
  return out.sort((a, b) => b.length - a.length);
}

/** Words of a question about a name itself: "What is X famous for?", "the story of X". */
const ABOUT_NAME = new Set(['story', 'history', 'known', 'famous', 'special', 'about', 'founded', 'behind']);

/**
 * A name no record is about but some facts use: Dom Pérignon in Champagne's notes, the Judgment of
 * Paris in Napa's. Those facts answer, each with the record it comes from.
 */
function mentionedInPassing(ctx: Ctx): Draft | undefined {
  // One word alone ("Africa", "January") names a wine only in a question about wine.
  const wine = words(ctx.question).some((w) => WINE_WORDS.has(w));
  // Learners type names in lower case ("what is llicorella"): a word no dictionary knows, long enough
  // to be a name, is looked up in the notes too; an invented one is in none of them.
  // An abbreviation the records write in capitals ("KWV", "INAO") is a name however short, typed in any case.
  const acronyms = recordAcronyms(ctx.kb);
  const typed = [
    ...ctx.u.unknownWords.filter((w) => w.length >= 5 && !isEnglishWord(w) && !acronyms.has(w)),
    ...ctx.u.unknownWords.filter((w) => acronyms.has(w)).map((w) => w.toUpperCase()),
  ];
  for (const phrase of [...namePhrases(ctx.question), ...typed]) {
    const lower = typed.includes(phrase);
    // …or in a question about the name itself ("What is Tignanello?", "Tell me about Mondavi").
    const inName = new Set(words(phrase));
    const rest = words(ctx.question).filter((w) => !inName.has(w) && !STOPWORDS.has(w) && !ABOUT_NAME.has(w));
    if (!lower && !phrase.includes(' ') && !wine && rest.length > 0) continue;
    // The facts that are about the name (it comes early in them) before those that only cite it.
    const at = (t: string) => fold(t).indexOf(fold(phrase));
    const facts = factsMentioning({ ...ctx, level: 4 }, phrase, 8, lower)
      .sort((a, b) => Number(at(a.text) > 40) - Number(at(b.text) > 40))
      .slice(0, ctx.level >= 3 ? 4 : 3);
    if (facts.length === 0) continue;
    for (const f of facts) use(ctx, f.kind, f.id);
    // A fact read out of its record: "Its …" and "It …" name the record instead.
    const own = (f: (typeof facts)[number]) => {
      const title = ctx.kb.title(f.kind, f.id);
      return sentence(f.text.replace(/^Its\b/, `${title}’s`).replace(/^It\b/, title));
    };
    const items = facts.map((f) => `${own(f)} (${ctx.kb.title(f.kind, f.id)})`);
    const d = draft(phrase, T.inPassing(phrase, ctx.kb.title(facts[0].kind, facts[0].id), own(facts[0])));
    if (items.length > 1) d.sections.push({ heading: T.moreInPassing(phrase), items: items.slice(1) });
    d.keyPoints = facts.map(own);
    return d;
  }
  return undefined;
}

export function exam(ctx: Ctx): Draft {
  const { kb, level, u } = ctx;
  let subject = u.subjects[0];
  if (!subject && u.unknownWords.length > 0) return unknown(ctx);
  if (!subject) {
    const pool = kb.regions.filter((r) => r.kind !== 'country' && r.facts.some((f) => f.depth <= level));
    const r = pool.length > 0 ? pick(pool, ctx.question + String(level)) : undefined;
    if (!r) return unknown(ctx);
    subject = { kind: 'region', id: r.id, score: 1, title: r.name, matched: r.name, start: 0, end: 0, whole: true };
  }
  use(ctx, subject.kind, subject.id);
  const qs = questionsFor(ctx, subject);
  if (qs.length === 0) return describe(ctx, subject);
  const n = Math.min(qs.length, 3);
  const chosen = rotate(qs, hash(ctx.question) % qs.length).slice(0, n);
  const d = draft(T.practiceTitle(subject.title), T.practiceIntro(n, subject.title));
  d.sections.push({ heading: T.practiceQuestions, items: chosen.map((x) => x.question), ordered: true });
  d.sections.push({ heading: T.practiceAnswers, items: chosen.map((x) => x.answer), ordered: true });
  d.keyPoints = chosen.map((x) => `${x.question} (${x.answer})`);
  d.check = chosen[0].question;
  d.tip = T.practiceTip;
  return d;
}

/**
 * What cannot be answered from the knowledge base, said plainly: an unknown name (with its claimed
 * kind corrected), a price, a critic's score, a person's opinion or a vintage still to come. What is
 * known nearby follows, clearly as something else, never as the answer.
 */
export function honest(ctx: Ctx): Draft {
  const { u } = ctx;
  const h = u.honesty;
  if (!h) return unknown(ctx);
  const about = h.name ? `**${h.name}**` : 'that';
  let lead: string;
  const H = T.honest;
  switch (h.reason) {
    case 'future':
      lead = H.future(h.name);
      break;
    case 'price':
      lead = H.price(about);
      break;
    case 'score':
      lead = H.score(about);
      break;
    case 'results':
      lead = H.results(about, h.category === 'future');
      break;
    case 'opinion':
      lead = H.opinion(about);
      break;
    case 'best':
      lead = H.best(/\b(ever|of all time)\b/i.test(ctx.question));
      break;
    case 'venue':
      lead = H.venue(about);
      break;
    case 'figures':
      lead = H.figures(about);
      break;
    case 'contact':
      lead = H.contact(h.name ? about : '');
      break;
    case 'vintage':
      lead = H.vintage(h.name);
      break;
    case 'private':
      lead = H.private;
      break;
    case 'personal':
      lead = H.personal(h.name);
      break;
    case 'local':
      lead = H.local;
      break;
    case 'venues':
      lead = H.venues(about);
      break;
    case 'someone':
      lead = H.someone;
      break;
    case 'staff':
      lead = H.staff(about);
      break;
    case 'engaged':
      lead = H.engaged(about);
      break;
    case 'unseen':
      lead = H.unseen;
      break;
    case 'premise':
      lead = H.premise(h.correction ?? '');
      break;
    default: {
      const kind = h.category ? categoryWord(h.category) : '';
      lead = kind === 'person' ? H.person(h.name) : kind ? H.namedKind(h.name, kind, article(kind)) : H.name(h.name);
    }
  }
  const nearby = u.subjects.filter((s) => s.kind === 'grape' || s.kind === 'region').slice(0, 2);
  let after = '';
  if (nearby.length > 0) {
    const parts = nearby.map((m) => {
      const d = describe(ctx, m);
      return `**${m.title}:** ${d.lead}`;
    });
    after = `${T.whatIKnowNearby}\n\n${parts.join('\n\n')}`;
  } else after = `${T.whatICanHelpWith}\n\n${suggestionList(ctx)}`;
  return {
    title: ENGINE_TITLES.notInNotes,
    lead: `${lead}${u.unanchored ? ` ${NOT_WINE}` : ''}`,
    sections: [],
    keyPoints: [],
    sources: [],
    found: false,
    plain: true,
    after,
  };
}

function categoryWord(c: string): string {
  const f = fold(c);
  if (['grape', 'grapes', 'variety', 'varietal', 'cultivar'].includes(f)) return 'grape variety';
  if (
    [
      'chateau',
      'domaine',
      'bodega',
      'bodegas',
      'weingut',
      'tenuta',
      'cantina',
      'quinta',
      'clos',
      'maison',
      'castello',
      'fattoria',
      'schloss',
      'cave',
      'caves',
      'producer',
      'estate',
      'winery',
      'vineyard',
      'vineyards',
      'cellars',
      'pince',
      'pinceszet',
    ].includes(f)
  )
    return 'producer';
  // "sub-appellation" and "sub-AVA" name their kind already: no second "appellation" after them.
  if (['sub-appellation', 'subappellation', 'sub-ava'].includes(f)) return 'sub-appellation';
  return /^[a-z]+( [a-z]+)?$/.test(c) ? c : `${c} appellation`;
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) && !/^(u[^n])/i.test(word) ? 'an' : 'a';
}
