// Answers about one thing: what a grape, region, topic or term is, what a wine is made from, where it
// is, how it is made and what it tastes like.

import {
  bold,
  COUNT,
  type Ctx,
  cleanSynonym,
  colourAnswer,
  colourWord,
  type Draft,
  draft,
  factsUpTo,
  findTerm,
  grapeName,
  grownWithinLine,
  localGrapeName,
  regionGrapesLine,
  regionLead,
  regionName,
  type Section,
  structureTable,
  structureText,
  use,
} from './draft.ts';
import { practiceFor } from './exercise.ts';
import {
  answeringFact,
  askedRoots,
  asksCause,
  factsMentioning,
  focusWords,
  QUESTION_STOP,
  rarityScorer,
} from './facts.ts';
import { COUNTRY_ADJECTIVES, REGION_ADJECTIVES } from './lexicon.ts';
import { fold, root, slug, words } from './normalize.ts';
import type { Mention } from './search.ts';
import { definingPoint, describeTerm } from './term.ts';
import { cap, join, lowerFirst, mentionsPhrase, sentence, unique } from './text.ts';
import type { Depth, Grape, Region, Topic } from './types.ts';

/**
 * Words that ask for a name rather than a description: "called", "known as", "the same as"; or a
 * question that ends on a language, "Schiava in German?", "Mourvèdre in Spanish is…".
 */
const NAME_CUE =
  /\b(called|known as|name for|names? (is|are|does|do|in|there)|named|same (grape|variety|as)|synonyms?|goes by|go by|(do|does|did) (\w+ ){1,3}call)\b|\bin (german|french|italian|spanish|portuguese|hungarian|greek|croatian|slovenian|slovene|catalan|czech)( (is|are))?\W*$/;

/**
 * Whether a question names a place, by its name or by its people or adjective: "South Africans"
 * and "South African" name South Africa, "the French" France.
 */
function asksOfPlace(q: string, place: string): boolean {
  if (mentionsPhrase(q, place)) return true;
  const id = slug(place);
  // The place's people name it too: "the Portuguese", "Germans".
  return Object.entries({ ...COUNTRY_ADJECTIVES, ...REGION_ADJECTIVES }).some(
    ([adjective, of]) => of === id && (mentionsPhrase(q, adjective) || mentionsPhrase(q, `${adjective}s`)),
  );
}

/** Words that ask which other grape a grape is: "the same as which grape", "also known as". */
export const IDENTITY =
  /\b(same (grape|variety) as|the same as|identical to|also known as|another name|other names?|synonyms?|goes by|go by|(what|which) (grape|variety) (is|was) (it|this|that|\w+) (really|actually|in fact|truly))\b/;

/**
 * The other names of a grape, for "País is the same as which grape?": "País is also known as
 * Listán Prieto (Spain, Canary Islands), Mission (California, Mexico)…".
 */
export function identityLine(ctx: Ctx, g: Grape): string | undefined {
  if (!IDENTITY.test(fold(ctx.question)) || g.synonyms.length === 0) return undefined;
  const others = g.synonyms.filter((s) => !mentionsPhrase(ctx.question, s.replace(/\([^)]*\)/g, '')));
  if (others.length === 0) return undefined;
  return `${g.name} is also known as ${join(others.slice(0, 4).map((s) => bold(s)))}.`;
}

/** "Which grape is called Garnacha in Spain?", "what variety goes by Shiraz?": the grape behind a name. */
const BEHIND_NAME = /\b(which|what) (black |white |red )?(grape|grapes|variety|varieties|grape variety)\b/;

/**
 * The grape behind the other name a question asks about ("Garnacha is the name used in Spain for
 * Grenache."), when the question names the grape only by that name and asks which grape it is.
 */
export function behindName(ctx: Ctx, g: Grape, m: Mention): string | undefined {
  const q = fold(ctx.question);
  if (!NAME_CUE.test(q) || !BEHIND_NAME.test(q) || mentionsPhrase(m.matched, g.name)) return undefined;
  const alias = g.synonyms.find((s) =>
    cleanSynonym(s)
      .split(' / ')
      .some((n) => mentionsPhrase(m.matched, n)),
  );
  if (!alias) return undefined;
  const places = alias.match(/\(([^)]*)\)\s*$/)?.[1].split(/\s*,\s*/) ?? [];
  // Only where the synonym's tag is a place ("Spain"), not a note ("historical, Bordeaux").
  const place = places.find((p) => ctx.kb.findRegion(p) !== undefined);
  const name = cleanSynonym(alias).split(' / ')[0];
  const the = place && /\bthe$/.test(q.split(fold(place))[0].trim()) ? 'the ' : '';
  return place
    ? `${name} is the name used in ${the}${place} for **${g.name}**.`
    : `${name} is another name for **${g.name}**.`;
}

/**
 * The name a grape goes by in the place a question names: "What is Tempranillo called in the Douro?"
 * reads the places its synonyms are tagged with ("Tinta Roriz (Douro, Dão)"); a place named directly
 * beats a country that holds it ("Zinfandel … in Italy" → Primitivo, tagged Puglia).
 */
export function localName(ctx: Ctx, g: Grape): { names: string[]; place: string } | undefined {
  const q = fold(ctx.question);
  if (!NAME_CUE.test(q)) return undefined;
  const tagged = g.synonyms
    .map((s) => s.match(/^(.*?)\s*\(([^)]*)\)\s*$/))
    .filter((m) => m !== null)
    .map((m) => ({ name: m[1], places: m[2].split(/\s*,\s*/) }))
    .filter((t) => !mentionsPhrase(q, t.name));
  // Every name the place asked uses ("Tinto Fino" and "Tinta del País" in Ribera del Duero).
  for (const t of tagged) {
    const place = t.places.find((p) => asksOfPlace(q, p));
    if (place) return { names: tagged.filter((x) => x.places.includes(place)).map((x) => x.name), place };
  }
  // A country asked holds the places of several names ("Tinta Roriz" in the Douro, "Aragonez" in the
  // Alentejo, both Portugal): each is told with where it is used.
  for (const t of tagged)
    for (const p of t.places) {
      const country = ctx.kb.findRegion(p)?.country;
      if (!country || !asksOfPlace(q, country)) continue;
      const within = tagged
        .map((x) => ({ ...x, places: x.places.filter((y) => ctx.kb.findRegion(y)?.country === country) }))
        .filter((x) => x.places.length > 0);
      const names =
        within.length > 1 ? within.map((x) => `${x.name} (${x.places.join(', ')})`) : within.map((x) => x.name);
      return { names, place: country };
    }
  return undefined;
}

/**
 * "País in Chile": a grape asked of a place where it goes by its own name is known by other names
 * elsewhere (Mission in California, Listán Prieto in the Canaries); those names tell the learner it
 * is one grape, and they lead with its profile.
 */
function otherNamesLine(ctx: Ctx, g: Grape): string | undefined {
  // Other names are certification knowledge: below Level 3 they would crowd out the place's own facts.
  if (ctx.level < 3 || localName(ctx, g)) return undefined;
  const q = fold(ctx.question);
  if (!ctx.u.subjects.some((s) => s.kind === 'region' && s.start >= 0)) return undefined;
  const tagged = g.synonyms.filter((s) => /\([^)]*\)\s*$/.test(s) && !mentionsPhrase(q, cleanSynonym(s)));
  if (tagged.length === 0) return undefined;
  // "Grenache grown in Sardinia": the place asked has a name of its own for the grape (Cannonau),
  // which is what the learner will see there; it comes first, not the names of other places.
  for (const s of tagged) {
    const m = s.match(/^(.*?)\s*\(([^)]*)\)\s*$/);
    const place = m?.[2].split(/\s*,\s*/).find((p) => asksOfPlace(q, p));
    if (m && place) {
      const the = /\bthe$/.test(q.split(fold(place))[0].trim()) ? 'the ' : '';
      return `In ${the}${place} it is known as ${m[1]}.`;
    }
  }
  return `Elsewhere it is known as ${join(tagged.slice(0, 2))}.`;
}

/**
 * "Which grape is Tempranillo blended with in Rioja?": the grape's classic partners lead, in the
 * grape's own order, those a region named in the question grows first.
 */
export function blendingLine(ctx: Ctx, g: Grape): string | undefined {
  if (g.blendingPartners.length === 0 || !/\b(blend|blends|blended|blending|partners?)\b/.test(fold(ctx.question)))
    return undefined;
  const region = ctx.u.subjects.find((s) => s.kind === 'region');
  const grown = region ? (ctx.kb.region(region.id)?.grapes ?? []) : [];
  const own = g.blendingPartners;
  const rank = (id: string) => (grown.includes(id) ? 0 : own.length) + own.indexOf(id);
  const ids = [...g.blendingPartners].sort((a, b) => rank(a) - rank(b));
  const r = region ? ctx.kb.region(region.id) : undefined;
  const names = ids.slice(0, 4).map((id) => (r ? localGrapeName(ctx, id, r) : grapeName(ctx, id)));
  return `${g.name} is classically blended with ${join(names.map(bold))}.`;
}

/** A question asking what a grape is called somewhere, or what it is blended with: that grape's profile, the answer first. */
export function localNameDraft(ctx: Ctx): Draft | undefined {
  for (const m of ctx.u.subjects) {
    if (m.kind !== 'grape') continue;
    const g = ctx.kb.grape(m.id);
    // Only a grape the question names: one found through a sentence about it ("South Africans once
    // called it Hermitage") is not the grape asked about.
    const named =
      g &&
      [g.name, ...g.synonyms.flatMap((n) => cleanSynonym(n).split(' / '))].some((n) => mentionsPhrase(m.matched, n));
    // "Bonarda in Argentina: what grape is it really?" asks which grape hides behind the name.
    if (g && named && (localName(ctx, g) || blendingLine(ctx, g) || identityLine(ctx, g) || behindName(ctx, g, m)))
      return describeGrape(ctx, m);
  }
  return undefined;
}

export function describe(ctx: Ctx, m: Mention | undefined): Draft {
  if (!m) return ctx.write.unknown(ctx);
  switch (m.kind) {
    case 'grape':
      return describeGrape(ctx, m);
    case 'region':
      return describeRegion(ctx, m);
    case 'topic':
      return describeTopic(ctx, m.id);
    case 'term':
      return describeTerm(ctx, m.id);
    case 'pairing':
      return ctx.write.pairing(ctx);
  }
}

/** A question about a wine with age on it: "aged Riesling", "an old Barolo", "how does Sémillon age". */
const AGED_ASKED =
  /\b(aged|older|mature|matured|cellared|with age|bottle age|how does \w+( \w+)? age|how do \w+( \w+)? age)\b|\bold (?!vines?\b|world\b)\w+/;

/**
 * What a grape's wines gain with age ("petrol, toast and honey"), from its aromas marked "(with
 * age)", when the question asks about an aged wine; undefined otherwise.
 */
export function agedLine(question: string, g: Grape): string | undefined {
  if (!AGED_ASKED.test(fold(question))) return undefined;
  const aged = g.aromas
    .filter((a) => /\((with (bottle )?age|with age or [^)]*)\)\s*$/.test(a))
    .map((a) => a.replace(/\s*\([^)]*\)\s*$/, ''));
  return aged.length > 0 ? `With age, ${g.name} develops ${join(aged)}.` : undefined;
}
export function describeGrape(ctx: Ctx, m: Mention): Draft {
  const { kb, level } = ctx;
  const g = kb.grape(m.id);
  if (!g) return ctx.write.unknown(ctx);
  use(ctx, 'grape', g.id);
  const alias = g.synonyms.find((s) => mentionsPhrase(m.matched, s.replace(/\([^)]*\)/g, '')));
  const aliasLine =
    alias && !mentionsPhrase(m.matched, g.name) ? ` ${cleanSynonym(alias)} is another name for ${g.name}.` : '';
  const first = g.facts.find((f) => f.depth === 1);
  const elsewhere = otherNamesLine(ctx, g);
  const d = draft(
    g.name,
    `**${g.name}** is a ${colourWord(g)} grape variety from ${g.origin}.${aliasLine}${elsewhere ? ` ${elsewhere}` : ''}`,
  );
  const partners = blendingLine(ctx, g);
  if (partners) d.lead = `${partners} ${d.lead}`;
  const local = localName(ctx, g);
  if (local)
    d.lead = `In ${/\bthe$/.test(fold(ctx.question).split(fold(local.place))[0].trim()) ? 'the ' : ''}${local.place}, ${g.name} is called ${join(local.names.map((n) => n.replace(/^([^(]+?)(\s*\(|$)/, '**$1**$2')))}. ${d.lead}`;
  const identity = local ? undefined : identityLine(ctx, g);
  if (identity) d.lead = `${identity} ${d.lead}`;
  const behind = local || identity ? undefined : behindName(ctx, g, m);
  if (behind) d.lead = `${behind} ${d.lead.replace(aliasLine, '')}`;
  // "Chenin Blanc in South Africa - regions?": the places there that grow it answer first.
  const within = /\b(regions?|areas?|districts?|where)\b/.test(fold(ctx.question))
    ? grownWithinLine(ctx, g.id)
    : undefined;
  if (within) d.lead = `${within} ${d.lead}`;
  const colour = colourAnswer(ctx.question, g);
  if (colour && g.colour === 'black') d.lead += ' Its wines are red (or rosé).';
  if (first) d.lead += ` ${sentence(first.text)}`;
  // At certification depth a grape's other names are part of what it is: "what is País?" is also
  // Mission and Listán Prieto, so they open the profile rather than wait for a later section (unless
  // the line for a grape asked of a place has named them already).
  if (level >= 4 && !aliasLine && !elsewhere && !local && !identity && g.synonyms.length > 0)
    d.lead += ` Also known as ${join(g.synonyms.slice(0, 2).map(cleanSynonym))}.`;
  // "Is Gewürztraminer sweet?": the styles it is made in answer how sweet or dry it is.
  const sweetness = /\b(sweet|dry|sweetness|dryness)\b/.test(fold(ctx.question)) && g.styles.length > 1;
  const answer = answeringFact(ctx, 'grape', g.id, [
    ...(sweetness ? [{ depth: 1 as Depth, text: `It is made in these styles: ${g.styles.join('; ')}` }] : []),
    ...g.facts,
    ...g.viticulture.map((t) => ({ depth: 3 as Depth, text: t })),
  ]);
  // A "why" question opens with the cause; otherwise the answering fact follows the profile line.
  if (answer && asksCause(ctx.question)) d.lead = `${answer} ${d.lead}`;
  else if (answer && answer !== sentence(first?.text ?? '')) d.lead += ` ${answer}`;
  // "What should I expect from an aged Riesling?": what age brings opens.
  const aged = asksCause(ctx.question) ? undefined : agedLine(ctx.question, g);
  if (aged) d.lead = `${aged} ${d.lead}`;
  const aromas = g.aromas.slice(0, level === 1 ? 4 : level === 2 ? 6 : 12);
  d.sections.push({
    heading: 'What it tastes like',
    text: `Typical aromas and flavours: ${join(aromas)}. Its wines usually have ${structureText(g, ctx.level)}.`,
    table: level >= 3 ? structureTable([g]) : undefined,
  });
  if (level === 1 && g.keyRegions.length > 0)
    d.sections.push({
      heading: 'Where it grows',
      text: `Look for it from ${join(g.keyRegions.slice(0, 3).map((k) => regionName(ctx, k)))}.`,
    });
  if (level >= 2) {
    const regions = g.keyRegions.slice(0, COUNT[level]).map((k) => {
      const r = kb.findRegion(k);
      if (r) use(ctx, 'region', r.id);
      return r ? `${r.name}${r.kind !== 'country' ? ` (${r.country})` : ''}` : regionName(ctx, k);
    });
    if (regions.length > 0)
      d.sections.push({ heading: 'Where it grows', text: `Key regions: ${join(unique(regions))}.` });
    if (g.synonyms.length > 0 && !aliasLine)
      d.sections.push({ heading: 'Also known as', text: `${join(g.synonyms.slice(0, COUNT[level]))}.` });
    if (g.styles.length > 0) d.sections.push({ heading: 'Styles', text: `${cap(join(unique(g.styles)))}.` });
  }
  if (level >= 3) {
    if (g.viticulture.length > 0) d.sections.push({ heading: 'In the vineyard', items: g.viticulture.map(sentence) });
    if (g.blendingPartners.length > 0)
      d.sections.push({
        heading: 'Blending partners',
        text: `${join(g.blendingPartners.map((b) => grapeName(ctx, b)))}.`,
      });
  }
  let facts = factsUpTo(g.facts, level).filter((f) => !first || f !== sentence(first.text));
  if (level >= 4) {
    const law = lawItems(g.facts.map((f) => f.text));
    if (law.length > 0) d.sections.push({ heading: 'The law and the numbers', items: law.slice(0, 4) });
    facts = facts.filter((f) => !law.includes(f));
  }
  if (facts.length > 0) d.sections.push({ heading: 'Key facts', items: facts });
  if (g.foodPairings.length > 0)
    d.sections.push({
      heading: 'With food',
      text: `Try it with ${join(g.foodPairings.slice(0, level === 1 ? 3 : 6))}.`,
    });
  d.keyPoints = [
    `Tastes of ${join(g.aromas.slice(0, 3))}; ${structureText(g, ctx.level)}.`,
    g.keyRegions.length > 0 ? `Key regions: ${join(g.keyRegions.slice(0, 3).map((k) => regionName(ctx, k)))}.` : '',
    g.foodPairings.length > 0 ? `With food: ${join(g.foodPairings.slice(0, 3))}.` : '',
  ];
  d.tip =
    g.aromas.length >= 2 ? `Next time you taste ${g.name}, look for ${g.aromas[0]} and ${g.aromas[1]}.` : undefined;
  d.check = `Is ${g.name} a black or a white grape, and what would you expect to smell in the glass?`;
  d.practice = practiceFor(ctx, m) ?? undefined;
  return d;
}

/** A sentence that says how a place divides into parts. */
const DIVIDED = /\b(is (divided|split) into|divides into|falls into|is made up of|comprises|consists of)\b/;

/** Asked whether a wine is sweet or dry: "is sherry sweet?", "are sherries dry or sweet?". */
const SWEETNESS_ASKED = /^(is|are|was|were|can|does|do)\b[^?]*\b(sweet|dry)\b|\b(dry or sweet|sweet or dry)\b/i;

/**
 * A place that makes both dry and sweet wines, asked whether its wine is sweet (or dry): the answer
 * says both in its first line, since one style alone would answer yes and hide the others.
 */
function bothSweetnesses(question: string, r: Region): string | undefined {
  if (!SWEETNESS_ASKED.test(question.trim())) return undefined;
  const dry = r.styles.filter((t) => /\bdry\b/i.test(t) && !/\bsweet\b/i.test(t));
  const sweet = r.styles.filter((t) => /\bsweet\b/i.test(t) && !/\bdry\b/i.test(t));
  if (dry.length === 0 || sweet.length === 0) return undefined;
  const styles = join([...dry, ...sweet].map((t) => t.replace(/^./, (c) => c.toLowerCase())));
  return `It is made both dry and sweet: ${styles.replace(/[.]$/, '')}.`;
}

export function describeRegion(ctx: Ctx, m: Mention): Draft {
  const { kb, level } = ctx;
  const r = kb.region(m.id);
  if (!r) return ctx.write.unknown(ctx);
  use(ctx, 'region', r.id);
  // The fact that introduces the place: its basic one, else the shallowest the learner's level reaches
  // (a small appellation's defining fact is often written for Level 2 or 3).
  const first =
    r.facts.find((f) => f.depth === 1) ??
    [...r.facts].filter((f) => f.depth <= Math.max(level, 2)).sort((a, b) => a.depth - b.depth)[0];
  const asked = fold(ctx.question);
  const named = (label: string) => asked.includes(fold(label));
  const d = draft(r.name, regionLead(ctx, r));
  if (first) d.lead += ` ${sentence(first.text)}`;
  // "What is the Côte d'Or?": how a place divides into its halves or districts is part of what it is,
  // said in the opening from Level 2 when the place's own sentence says so.
  const divided =
    level >= 2 && /^(what|whats|what's) (is|are)\b|^tell me about\b/.test(asked.trim())
      ? r.facts.find((f) => f !== first && f.depth <= level && DIVIDED.test(f.text))
      : undefined;
  if (divided) d.lead += ` ${sentence(divided.text)}`;
  const answer = answeringFact(ctx, 'region', r.id, [
    ...r.facts,
    ...withinFacts(ctx, r),
    ...r.styles.map((t) => ({ depth: 1 as Depth, text: `Styles: ${t}` })),
    // "Why does Sauternes get noble rot?": a cause may lie in the place's climate ("autumn mists
    // from the Ciron encourage noble rot").
    ...(asksCause(ctx.question) ? r.climateNotes.map((t) => ({ depth: 2 as Depth, text: t })) : []),
    // A label term the question itself names ("what is Cava de Paraje Calificado?") is asked about:
    // echoing it answers nothing, so the facts and the term's own meaning speak instead.
    ...r.labelTerms.filter((t) => !named(t)).map((t) => ({ depth: 2 as Depth, text: `On the label: ${t}` })),
    // (Only when the question names one of the place's label terms: no term is read otherwise.)
    ...(r.labelTerms.some(named) ? ctx.kb.terms : [])
      .filter((t) => r.labelTerms.some((l) => named(l) && mentionsPhrase(l, t.term.replace(/\s*\([^)]*\)/g, ''))))
      .map((t) => ({ depth: 1 as Depth, text: `${t.term.replace(/\s*\([^)]*\)/g, '')}: ${t.meaning}` })),
  ]);
  // A "why" question opens with the cause; otherwise the answering fact follows the profile line.
  if (answer && asksCause(ctx.question)) d.lead = `${answer} ${d.lead}`;
  else if (answer && answer !== sentence(first?.text ?? '')) d.lead += ` ${answer}`;
  const both = bothSweetnesses(ctx.question, r);
  if (both) d.lead = `${both} ${d.lead}`;
  const listed = placesWithinLine(ctx, r, d.lead);
  if (listed) d.lead = `${listed} ${d.lead}`;
  else {
    const halves = partsLine(ctx, r, d.lead);
    if (halves) d.lead += ` ${halves}`;
  }
  if (level >= 2) {
    // The key data at a glance: shown as a table in the technical style and from level 3.
    const rows = [
      ['Country', r.country],
      [
        'Within',
        kb
          .ancestors(r.id)
          .filter((a) => a.kind !== 'country')
          .map((a) => a.name)[0] ?? '—',
      ],
      ['Status', r.classification ?? '—'],
      ['Climate', r.climate],
      ['Main grapes', join(r.grapes.slice(0, 4).map((g) => grapeName(ctx, g)))],
      ['Soils', join(r.soils.slice(0, 3)) || '—'],
    ].filter(([, v]) => v && v !== '—');
    d.sections.push({ heading: 'Key data', table: { headers: ['', r.name], rows } });
  }
  const grapesLine = regionGrapesLine(ctx, r);
  if (grapesLine)
    d.sections.push({
      heading: r.grapesAre === 'permitted' && level >= 3 ? 'Permitted grapes' : 'Grapes',
      text: grapesLine,
    });
  if (r.styles.length > 0)
    d.sections.push({ heading: 'Styles', text: `${cap(join(r.styles.slice(0, COUNT[level])))}.` });
  if (level >= 2) {
    const notes = r.climateNotes.slice(0, level === 2 ? 1 : 4).map(sentence);
    d.sections.push({
      heading: 'Climate',
      text: `${cap(r.climate)} climate.${notes.length > 0 ? ` ${notes.join(' ')}` : ''}`,
    });
    // Places within: those with records of their own, then the parts this record holds.
    const kids = [...kb.children(r.id).map((k) => k.name), ...(r.parts ?? []).map((p) => p.name)];
    if (kids.length > 0)
      d.sections.push({
        heading: r.kind === 'country' ? 'Main regions' : 'Sub-regions',
        text: `${join(kids.slice(0, COUNT[level] + 2))}${kids.length > COUNT[level] + 2 ? ', among others' : ''}.`,
      });
  }
  if (level >= 3 && r.soils.length > 0) d.sections.push({ heading: 'Soils', text: `${cap(join(r.soils))}.` });
  if (level >= 2 && r.labelTerms.length > 0) d.sections.push(labelSection(ctx, r));
  let facts = factsUpTo(r.facts, level).filter((f) => !first || f !== sentence(first.text));
  if (level >= 4) {
    // The law, the numbers and the exceptions, in a short section of their own.
    const law = lawItems(r.facts.map((f) => f.text));
    if (r.grapesAre === 'permitted' && r.grapes.length > 0)
      law.unshift(`Permitted grapes: ${join(r.grapes.slice(0, 8).map((g) => grapeName(ctx, g)))}.`);
    if (r.classification) law.unshift(`${r.name} is classified as ${r.classification}.`);
    if (law.length > 0) d.sections.push({ heading: 'The law and the numbers', items: law.slice(0, 6) });
    facts = facts.filter((f) => !law.includes(f));
  }
  if (facts.length > 0) d.sections.push({ heading: 'Key facts', items: facts });
  if (r.foodPairings.length > 0)
    d.sections.push({
      heading: 'With food',
      text: `Try it with ${join(r.foodPairings.slice(0, level === 1 ? 3 : 6))}.`,
    });
  d.keyPoints = [
    grapesLine,
    r.styles.length > 0 ? `Styles: ${join(r.styles.slice(0, 3))}.` : '',
    level >= 2 ? `${cap(r.climate)} climate.` : '',
  ];
  if (level >= 2 && r.classification) d.keyPoints.push(`Classification: ${r.classification}.`);
  d.tip =
    r.foodPairings.length > 0
      ? `A classic match for ${r.name} is ${r.foodPairings[0]}.`
      : r.labelTerms.length > 0
        ? `On a label from ${r.name}, look out for ${r.labelTerms[0]}.`
        : undefined;
  d.check = r.grapes.length > 0 ? `What do you think is the main grape of ${r.name}?` : `Where is ${r.name}?`;
  d.practice = practiceFor(ctx, m) ?? undefined;
  return d;
}

export function labelSection(ctx: Ctx, r: Region): Section {
  const terms = r.labelTerms.slice(0, ctx.level >= 4 ? 20 : COUNT[ctx.level]);
  if (ctx.level < 3) return { heading: 'On the label', text: `${join(terms)}.` };
  const items = terms.map((t) => {
    const entry = findTerm(ctx, t, r.country);
    if (entry) use(ctx, 'term', entry.id);
    return entry ? `**${t}**: ${lowerFirst(sentence(entry.meaning))}` : `**${t}**`;
  });
  return { heading: 'On the label', items };
}

/**
 * How well a sentence answers "where": 1 when it names a wine place of the records, 2 when that place
 * is the one the question names or lies in it ("Canadian icewine" → Ontario's Niagara Peninsula).
 */
function namesPlace(ctx: Ctx, text: string, focus: readonly string[]): number {
  const places = ctx.kb.mentions(text).filter((m) => m.kind === 'region' && m.whole);
  if (places.length === 0) return 0;
  const asked = places.some((m) => {
    const r = ctx.kb.region(m.id);
    return r !== undefined && [r.name, r.country].some((n) => words(n).some((w) => focus.includes(root(w))));
  });
  return asked ? 2 : 1;
}

/**
 * "Hand vs machine harvesting", "cordon or cane pruning": two sides of one topic set against each other
 * are answered by the topic's point on each side, when each side has its own.
 */
function sidesOf(ctx: Ctx, t: Topic): Topic['points'] | undefined {
  const q = fold(ctx.question)
    .replace(/^.*\b(?:difference|differences) between\s+/, '')
    .replace(/[?!.]+$/, '');
  const parts = q.split(/\s+(?:vs|versus|or|and|compared (?:to|with)|against)\s+/);
  if (parts.length !== 2 || !/\b(vs|versus|difference|differences|compared|or)\b/.test(fold(ctx.question)))
    return undefined;
  const side = (x: string) =>
    new Set(
      words(x)
        .filter((w) => w.length > 2 && !QUESTION_STOP.has(w))
        .map((w) => root(w)),
    );
  const [a, b] = parts.map(side);
  const own = (x: Set<string>, y: Set<string>) => [...x].filter((w) => !y.has(w));
  const picks = [own(a, b), own(b, a)].map((ws) => {
    if (ws.length === 0) return undefined;
    const scored = t.points
      .map((p) => ({ p, n: ws.filter((w) => new Set(words(p.text).map((x) => root(x))).has(w)).length }))
      .filter((x) => x.n > 0)
      .sort((x, y) => y.n - x.n || x.p.depth - y.p.depth);
    return scored[0]?.p;
  });
  const [pa, pb] = picks;
  if (!pa || !pb || pa === pb) return undefined;
  return [pa, pb];
}

/** A question asking for the steps of a scale: "the body terms", "readiness options", "sweetness levels". */
const SCALE_ASKED = /\b(levels|terms|scale|scales|options|grades|steps|bands)\b/;

/** A sentence laying out a scale's steps: three or more joined by dashes, or listed after a colon. */
const STEPS = /\S – [^–]+ – \S|:[^:;.]+;[^;.]+;[^;.]+/;

/** A question asking for a figure: a count, an amount, a size ("how big is a Port pipe?", "what size is a magnum?"). */
const FIGURE_ASKED =
  /\bhow (many|much|big|large|small|heavy|long|tall|wide|deep)\b|\bwhat (size|capacity|volume)\b|\bhow much (does|do) .* hold\b/;

export function describeTopic(ctx: Ctx, id: string, steps = false): Draft {
  const { kb, level } = ctx;
  const t = kb.topic(id);
  if (!t) return ctx.write.unknown(ctx);
  use(ctx, 'topic', t.id);
  const d = draft(t.title, sentence(t.summary));
  // The point that answers the question's own words ("Stilton", "Super Tuscan") leads, even from deeper levels.
  const focus = focusWords(ctx, 'topic', t.id);
  const asked = askedRoots(ctx);
  const rare = rarityScorer([t.summary, ...t.points.map((p) => p.text)], focus, asked);
  // A summary that lists the asked thing among others ("spring frost kills young shoots…") does not
  // answer what is asked of it ("how do growers protect…"): a point saying more than the summary does leads.
  const named = ctx.u.subjects.find((x) => x.kind === 'topic' && x.id === t.id && x.start >= 0);
  const part = named !== undefined && !mentionsPhrase(t.title, named.matched);
  const phrase = part && named.end > named.start;
  const placeAsked = /\bwhere\b|\b(which|what) (country|countries|region|regions|area|areas)\b/.test(
    fold(ctx.question),
  );
  const said = new Set(words(t.summary).map((w) => root(w)));
  const beyond = rarityScorer(
    [t.summary, ...t.points.map((p) => p.text)],
    part ? focus.filter((w) => !said.has(w)) : [],
    asked,
  );
  // "How many units in a bottle?": asked for a figure, a point that gives one answers before one that does not.
  const figure = FIGURE_ASKED.test(fold(ctx.question));
  // "Which terms describe body?": asked for a scale, the point laying out its steps answers.
  const scale = SCALE_ASKED.test(fold(ctx.question));
  // "How do growers prevent powdery mildew?": a point that shares none of the asked phrase's words,
  // only the question's others ("growers", "prevent"), is about something else (grape moths).
  const own = new Set(phrase ? words(named.matched).map((w) => root(w)) : []);
  const best = t.points
    .filter((p) => own.size === 0 || words(p.text).some((w) => own.has(root(w))))
    // The asked name as one phrase ("half bottle 375 ml") beats its words apart ("half a bottle").
    .map((p) => ({
      p,
      r: rare(p.text),
      n:
        beyond(p.text) +
        (phrase && mentionsPhrase(p.text, named.matched) ? 0.5 : 0) +
        (figure && rare(p.text) > 0 && /\d/.test(p.text) ? 0.5 : 0) +
        (scale && STEPS.test(p.text) ? 1 : 0),
    }))
    // "Where is Canadian icewine made?": of the points that answer, the one naming the asked place first.
    .map((x) => ({ ...x, at: placeAsked && x.r > 0 ? namesPlace(ctx, x.p.text, focus) : 0 }))
    .filter((x) => x.r > rare(t.summary) || x.n > 0 || x.at === 2)
    .sort((a, b) => b.at - a.at || b.r + b.n - (a.r + a.n) || a.p.depth - b.p.depth)[0];
  // "What is coulure?" asks for one word of a broader topic: the point that defines that word leads.
  const defining = definingPoint(ctx, t) ?? sidesOf(ctx, t);
  if (defining) d.lead = `${defining.map((p) => sentence(p.text.replace(/^\d+\.\s*/, ''))).join(' ')} ${d.lead}`;
  else if (best && (best.r >= 1 || (scale && STEPS.test(best.p.text)))) d.lead = `${sentence(best.p.text)} ${d.lead}`;
  const lead = defining ?? (best ? [best.p] : []);
  const points = t.points.filter((p) => p.depth <= level && !lead.includes(p)).map((p) => sentence(p.text));
  const shown = points.slice(0, level === 1 ? 4 : level === 2 ? 7 : 20);
  if (shown.length > 0)
    d.sections.push({ heading: steps ? 'How it works' : 'Key points', items: shown, ordered: steps });
  if (t.table && level >= 2)
    d.sections.push({
      heading: t.table.caption,
      table: { headers: t.table.headers, rows: t.table.rows },
      tableFirst: true,
    });
  if (level >= 2 && t.related.length > 0) {
    const related = t.related.map((r) => kb.topic(r)?.title).filter((x) => x !== undefined);
    if (related.length > 0) d.sections.push({ heading: 'See also', text: `${join(related.slice(0, 4))}.` });
  }
  // A concept named by a keyword of several words ("Super Tuscan") is often told best by the grapes
  // and regions that use it.
  const m = ctx.u.subjects.find((x) => x.kind === 'topic' && x.id === t.id && x.start >= 0);
  if (m && m.end > m.start && !mentionsPhrase(t.title, m.matched)) {
    const elsewhere = factsMentioning(ctx, m.matched, 2);
    for (const f of elsewhere) use(ctx, f.kind, f.id);
    if (elsewhere.length > 0)
      d.sections.unshift({ heading: 'Elsewhere in my notes', items: elsewhere.map((f) => sentence(f.text)) });
  }
  d.keyPoints = shown.slice(0, 3);
  d.tip = t.points.find((p) => p.depth === 1 && !shown.slice(0, 2).includes(sentence(p.text)))?.text;
  d.check = `Before reading on: what do you already know about ${lowerFirst(t.title)}?`;
  d.practice =
    practiceFor(ctx, {
      kind: 'topic',
      id: t.id,
      score: 1,
      title: t.title,
      matched: t.title,
      start: 0,
      end: 0,
      whole: true,
    }) ?? undefined;
  return d;
}

const LAW_CUE =
  /\b(law|laws|legal|legally|rules?|regulations?|minimum|maximum|at least|must|required|requires|permitted|allowed|authori[sz]ed|banned|forbidden|classified|classification|classement|appellation|aoc|aop|doc|docg|do|doca|ava|dac|vdp|igt|grand crus?|premier crus?|crus? class[eé]s?|decree|since \d{4}|in \d{4})\b/i;
const NUMBER_CUE = /\d[\d.,]*\s?(%|°|g\/l|hl\/ha|hectares?|ha\b|months?|years?|grams?)/i;
const EXCEPTION_CUE = /\b(except|exception|exceptions|unless|only|instead|but not|apart from)\b/i;

/** Sentences of the records that state a rule or a legal figure: the rules, then their exceptions. */
function lawItems(texts: readonly string[]): string[] {
  const hits = texts
    .map(sentence)
    .filter(
      (t) =>
        LAW_CUE.test(t) &&
        (NUMBER_CUE.test(t) ||
          EXCEPTION_CUE.test(t) ||
          /\b(must|minimum|maximum|permitted|allowed|required)\b/i.test(t)),
    );
  return unique([
    ...hits.filter((t) => !EXCEPTION_CUE.test(t)).slice(0, 3),
    ...hits.filter((t) => EXCEPTION_CUE.test(t)).slice(0, 2),
  ]);
}

/** Plural words for the places within a region: "the sub-regions of…", "the Beaujolais crus". */
const WITHIN_LIST =
  /\b(sub[ -]?regions|subzones|sub[ -]?zones|sub[ -]?areas|sub[ -]?avas|crus|grands? crus|climats|avas|districts|wards|communes|villages|valleys|zones|areas|appellations|regions)\b/;

/**
 * "What are the sub-regions of the Willamette Valley?", "name the Beaujolais crus": the places within
 * a region, those with records and its parts, listed first, unless the answer already lists them.
 */
export function placesWithinLine(ctx: Ctx, r: Region, lead: string): string | undefined {
  const q = fold(ctx.question);
  const noun = q.match(WITHIN_LIST)?.[1];
  // Asked for the list ("what are…", "name…"), not for a selection ("which two regions have…").
  const list = /\b(what are|which are|name|list)\b|\bare (there|in)\b|\b(does|do) [\w ]{1,30} have\b/.test(q);
  if (!noun || !list || /\b(\w+est|most|best)\b/.test(q)) return undefined;
  // "Which region is X in?" asks for the place around it, not those within.
  if (/\b(is|are)\b[^?]*\b(in|from)\s*\??$/.test(q)) return undefined;
  const names = [...ctx.kb.children(r.id).map((k) => k.name), ...(r.parts ?? []).map((p) => p.name)];
  if (names.length < 2) return undefined;
  const said = (t: string) => names.filter((n) => fold(t).includes(fold(n).replace(/\s*\([^)]*\)/, ''))).length;
  if (said(lead) >= Math.min(3, names.length)) return undefined;
  const shown = names.slice(0, 12).map((n) => `**${n}**`);
  return `The places within ${r.name} include ${join(shown)}${names.length > 12 ? ', among others' : ''}.`;
}

/**
 * "What is the Côte d'Or?": a place with two to four places of its own on record (the Côte de Nuits and
 * the Côte de Beaune) is told with them, when the question asks what the place is and the lead does not
 * name them.
 */
export function partsLine(ctx: Ctx, r: Region, lead: string): string | undefined {
  const q = fold(ctx.question).replace(/[’']/g, '').trim();
  if (!/^(what (is|are)|whats) (the |an? )?[^,;]{2,40}\??$/.test(q)) return undefined;
  const names = ctx.kb.children(r.id).map((k) => k.name);
  if (names.length < 2 || names.length > 4) return undefined;
  if (names.some((n) => fold(lead).includes(fold(n)))) return undefined;
  return `Places within it include ${join(names.map((n) => `**${n}**`))}.`;
}

/** "Which German region is the largest?" asks for a place within: the facts of its regions may answer. */
export function withinFacts(ctx: Ctx, r: Region): { depth: Depth; text: string }[] {
  // "Which Napa AVA…", "the first Austrian DAC": a place within, by its kind or by its category.
  if (
    !/\b(which|first|oldest|newest)\b.*\b(regions?|areas?|appellations?|districts?|sub[ -]?regions?|avas?|aocs?|docs?|docgs?|dacs?|crus?|villages?|communes?|zones?|sub[ -]?zones?|valleys?|wards?|islands?)\b/.test(
      fold(ctx.question),
    )
  )
    return [];
  // "The largest" is answered by the fact that states it, not by "one of the largest".
  const superlative = fold(ctx.question)
    .replace(/\b(best|west|interest|harvest|forest)\b/g, '')
    .match(/\b(\w+est|most|biggest)\b/)?.[1];
  // Regions within, down to three levels (country › state › region › district).
  const inside: Region[] = [];
  let level = ctx.kb.children(r.id);
  for (let n = 0; n < 3 && level.length > 0; n++) {
    inside.push(...level);
    level = level.flatMap((k) => ctx.kb.children(k.id));
  }
  // "…famous for Cabernet": a place within answers only with a fact about the grape asked.
  const grapes = ctx.u.subjects.flatMap((s) => {
    const g = s.kind === 'grape' ? ctx.kb.grape(s.id) : undefined;
    return g ? [[g.name, ...g.synonyms].map(fold)] : [];
  });
  const aboutGrapes = (t: string) => grapes.every((names) => names.some((n) => fold(t).includes(n)));
  // The parts of this region and of the places within it speak too: "which Willamette AVA…".
  const partFacts = [r, ...inside].flatMap((k) =>
    (k.parts ?? []).flatMap((p) => (p.fact ? [{ depth: 2 as Depth, text: p.fact }] : [])),
  );
  const candidates = [...inside.flatMap((k) => k.facts), ...partFacts].filter(
    (f) => f.depth <= 2 && aboutGrapes(f.text),
  );
  // "One of the coolest" gives way to a fact that states the superlative asked outright, and only then.
  const outright = (t: string) => superlative !== undefined && fold(t).includes(superlative) && !/\bone of\b/i.test(t);
  const stated = candidates.some((f) => outright(f.text));
  return candidates.filter((f) => !(superlative && stated && /\bone of\b/i.test(f.text)));
}
