// The explanations of a chosen option and of the tempting wrong ones: what the records say about
// each option, and the honest reply when the evidence cannot decide.

import { docOf, namesOfRef, type Ref } from './choice-evidence.ts';
import { PRIMARY, type Scored } from './choice-view.ts';
import type { Ctx, Draft } from './draft.ts';
import { draft, titleCase, use } from './draft.ts';
import type { KnowledgeBase } from './kb.ts';
import { words } from './normalize.ts';
import { joinBlocks } from './render.ts';
import type { Mention } from './search.ts';
import { join, mentionsPhrase, sentence } from './text.ts';

/**
 * +1 when a field of the record matches what the stem asks of it (a grape's colour, a region's
 * climate), -1 when the field says otherwise, 0 when the stem asks neither.
 */
/** A stem asking for an aromatic grape, not a neutral one. */
const ASKS_AROMATIC = /(?<!non-|semi-|not )\baromatic\b/i;
/** A record calling its grape aromatic, or neutral. */
const AROMATIC = /(?<!non-|semi-|not |less )\baromatic\b/i;
const NEUTRAL = /\b(?:neutral|non-aromatic|not aromatic)\b/i;

/** A stem asking for thick or thin skins: "the thickest skins", "a thin-skinned grape". */
const SKIN_ASKED = /\b(thick|thin)(?:est|er|nest|ner)?[- ]skin/i;
const THICK_SKIN = /\bthick(?:er)?[- ]skin/i;
const THIN_SKIN = /\bthin(?:ner)?[- ]skin/i;

/** A kind of wine a stem asks the options to be: "which of these wines is sweet / sparkling / fortified?" */
const STYLE_ASKED = /\b(?:wines?|is|are)\b[^.?]{0,25}\b(sweet|sparkling|fortified)\b/i;
/** "Which village is famous for its white wines?": the colour of the wines a place is asked for. */
const COLOUR_ASKED = /\b(white|red)\s+wines?\b/i;
/** A grape asked for the sweetest or driest wine. */
const SWEET_RANK = /\b(sweetest|sweeter|driest|drier)\b/i;
/** A style a place makes only a little of: "a little dry red", "some rosé". */
const MINOR_STYLE = /^(?:a little|a few|some|occasional|rare|rarely|small amounts?)\b/i;

export function attributeFit(kb: KnowledgeBase, r: Ref, stem: string): number {
  const ws = new Set(words(stem));
  if (r.kind === 'grape') {
    const g = kb.grape(r.id);
    // "Which of these grapes is aromatic?": what the grape's own records say of its aroma.
    if (g && ASKS_AROMATIC.test(stem)) {
      const said = [...g.facts.map((f) => f.text), ...g.styles, ...g.viticulture].join(' ');
      if (AROMATIC.test(said)) return 1;
      if (NEUTRAL.test(said)) return -1;
    }
    // "Which grape makes the sweetest Sherry?": the share of the grape's styles that are sweet (or dry).
    const rank = SWEET_RANK.exec(stem)?.[1]?.toLowerCase();
    if (g && rank && g.styles.length > 0) {
      const kind = rank.startsWith('sweet') ? /\bsweet/i : /\bdry\b/i;
      const share = g.styles.filter((x) => kind.test(x)).length / g.styles.length;
      return share > 0 ? share : -0.5;
    }
    // "Which grape has the thickest skins?": what the grape's own records say of its skins.
    const skin = SKIN_ASKED.exec(stem)?.[1]?.toLowerCase();
    if (g && skin) {
      const said = [...g.facts.map((f) => f.text), ...g.styles, ...g.viticulture].join(' ');
      const thick = THICK_SKIN.test(said);
      const thin = THIN_SKIN.test(said);
      if (thick !== thin) return thick === (skin === 'thick') ? 1 : -1;
    }
    // "a white grape", or the colour of the wine a grape is asked for: "the main variety of white Rioja".
    // "a white grape", "which Champagne grape is white?"
    const colourOfGrape =
      /\b(white|red|black)\s+(grape|grapes|variety|varieties|varietal)\b/i.test(stem) ||
      /\b(grape|grapes|variety|varieties)\s+(is|are)\s+(white|red|black)\b/i.test(stem);
    const colourOfWine =
      /\b(grape|grapes|variety|varieties|varietal|made from)\b/i.test(stem) &&
      /\b(white|red)\s+(\p{Lu}|wines?\b)/u.test(stem);
    if (!g || !(colourOfGrape || colourOfWine)) return 0;
    const white = ws.has('white');
    const red = ws.has('red') || ws.has('black');
    if (white === red) return 0;
    const isWhite = g.colour !== 'black';
    return isWhite === white ? 1 : -1;
  }
  if (r.kind === 'region') {
    const reg = kb.region(r.id);
    // "Which of these wines is typically sweet?": the share of the place's styles that are of the kind.
    const style = (STYLE_ASKED.exec(stem) ?? COLOUR_ASKED.exec(stem))?.[1]?.toLowerCase();
    if (reg && style && !ws.has('climate') && reg.styles.length > 0) {
      const share =
        reg.styles
          .filter((x) => new RegExp(`\\b${style}`, 'i').test(x))
          .reduce((n, x) => n + (MINOR_STYLE.test(x) ? 0.25 : 1), 0) / reg.styles.length;
      return share > 0 ? share : -0.5;
    }
    if (!reg || !ws.has('climate')) return 0;
    const asked = (['cool', 'moderate', 'warm', 'hot'] as const).filter((c) => ws.has(c));
    if (asked.length !== 1) return 0;
    return reg.climate === asked[0] ? 1 : -1;
  }
  return 0;
}

/** Whether the option is the record itself (its name or title), not a keyword that leads to it. */
export function exactRef(kb: KnowledgeBase, r: Ref, text: string): boolean {
  const t = words(text).join(' ');
  // A topic is the option only under its title; its keywords are things it covers.
  const own = r.kind === 'topic' ? [kb.title(r.kind, r.id)] : namesOfRef(kb, r);
  return own.some((n) => words(n).join(' ') === t);
}

export function whyNot(ctx: Ctx, s: Scored): string {
  const note = s.refs[0] ? describeRef(ctx, s.refs[0], s.option.text) : undefined;
  return note
    ? `It is the one that does not fit. ${note}`
    : 'It is the one option my knowledge base does not tie to the stem.';
}

export function distractorNote(ctx: Ctx, s: Scored, winner: Scored): string {
  // What the distractor is tied to in the records shows why it is wrong here: "Carignan is one of
  // Priorat's grapes, where Grenache leads", "Tannat is a black grape best known in Madiran".
  if (s.tie && s.tie !== winner.tie) return sentence(s.tie);
  return (
    describeRef(ctx, s.refs[0], s.option.text) ??
    (s.reason && s.reason !== winner.reason && s.reasonWeight >= 0.3
      ? sentence(s.reason)
      : 'My knowledge base ties it to the question less strongly.')
  );
}

/** The option's own spelling next to the record's name: "Grenache (Garnacha)". */
export function withOptionName(kb: KnowledgeBase, text: string, refs: Mention[], option: string): string {
  if (mentionsPhrase(text, option)) return text;
  for (const r of refs) {
    if (!PRIMARY.has(r.kind) || r.matched !== words(option).join(' ')) continue;
    const name = kb.title(r.kind, r.id);
    const at = text.indexOf(name);
    if (at >= 0) return `${text.slice(0, at + name.length)} (${option})${text.slice(at + name.length)}`;
  }
  return text;
}

export function optionNote(ctx: Ctx, s: Scored): string {
  if (s.reason && s.reasonWeight >= 0.3) return sentence(s.reason);
  return describeRef(ctx, s.refs[0], s.option.text) ?? 'nothing in my knowledge base ties it to the question.';
}

/** One line on what a record is, for an option the evidence does not tie to the stem. */
export function describeRef(ctx: Ctx, ref: Ref | undefined, option?: string): string | undefined {
  if (!ref) return undefined;
  const { kb } = ctx;
  const e = kb.get(ref.kind, ref.id);
  if (!e) return undefined;
  use(ctx, ref.kind, ref.id);
  // A topic found by one of its keywords is described by its sentence about that keyword.
  if (option && e.kind === 'topic' && !exactRef(kb, ref, option)) {
    const own = docOf(kb, ref).find((s) => s.natural && mentionsPhrase(s.text, option));
    return own ? sentence(own.text) : undefined;
  }
  switch (e.kind) {
    case 'grape': {
      const g = e.record;
      const places = g.keyRegions
        .slice(0, 3)
        .map((r) => kb.region(r)?.name ?? (/^[a-z0-9-]+$/.test(r) ? titleCase(r) : r));
      // Level 1 hears the colour of the wine; later levels the colour of the grape's skin.
      const colour =
        ctx.level === 1
          ? g.colour === 'black'
            ? 'red-wine'
            : 'white-wine'
          : g.colour === 'grey'
            ? 'pink-skinned'
            : g.colour;
      return `${g.name} is a ${colour} grape${places.length > 0 ? ` best known in ${join(places)}` : ''}.`;
    }
    case 'region': {
      const r = e.record;
      const grapes = r.grapes.slice(0, 2).map((g) => kb.grape(g)?.name ?? g);
      const where = r.kind === 'country' ? 'is a wine country' : `is in ${r.country}`;
      return `${r.name} ${where}${grapes.length > 0 ? `, known for ${join(grapes)}` : ''}.`;
    }
    case 'topic':
      return sentence(e.record.summary.split(/(?<=\.)\s/)[0] ?? e.record.summary);
    case 'term':
      return sentence(`${e.record.term}: ${e.record.meaning}`);
    case 'pairing': {
      const w = e.record.wines[0];
      return w ? sentence(`With ${e.record.food}, ${w.wine}: ${w.why}`) : undefined;
    }
  }
}

export function undecided(ctx: Ctx, scored: Scored[], what: 'option' | 'statement'): Draft {
  const lines = scored.flatMap((s) => {
    const note = s.refs[0] ? describeRef(ctx, s.refs[0], s.option.text) : undefined;
    return note ? [`${s.option.label} (${s.option.text}): ${note}`] : [];
  });
  const lead =
    what === 'option'
      ? "I can't tell from my knowledge base which option is right, so I won't guess."
      : "I can't tell from my knowledge base whether this statement is true or false, so I won't guess.";
  // An honest "I can't tell" reads the same in every voice: no cheerful opener before it.
  const d = draft('Exam question', lead, lines.length > 0);
  d.plain = true;
  d.after = joinBlocks(
    lines.length > 0 ? `What I know about the options:\n\n${lines.map((l) => `- ${l}`).join('\n')}` : '',
    'Check the answer in your course notes, or ask me about each option in turn.',
  );
  d.sources = [...ctx.sources.values()];
  return d;
}
