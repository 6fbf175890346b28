// "Which is sweeter, Spätlese or Auslese?", "Is Merlot more tannic than Nebbiolo?": two wines weighed on
// one scale. The verdict comes first, and only from what orders them in the records: the grapes'
// structure fields, the places' climates, or a ladder the records list in order (the Prädikat levels,
// the sparkling sweetness terms, the Spanish ageing terms). With no such order the compare answer
// stands as it is, without a verdict guessed from loose evidence.
import type { ChoiceOption } from './choice.ts';
import { refsIn } from './choice-evidence.ts';
import { climateScale, scaleChoice, structureScale } from './choice-ranking.ts';
import { view } from './choice-view.ts';
import type { Ctx } from './draft.ts';
import { cap } from './text.ts';

/** The scale word: "sweeter", "more tannic", "higher in alcohol", "fuller-bodied", "lighter". */
const SCALE = String.raw`((?:more|less) [\p{L}-]+|(?:higher|lower) in [\p{L}-]+|[\p{L}]+-bodied|[\p{L}]+er)`;
// "On a German label, which one is made from riper grapes, Spätlese or Auslese?": words of setting
// may come first, and the scale may be said of what the wine is made from.
const WHICH = new RegExp(
  String.raw`(?:^|,\s*)(?:which|what) (?:one |wine )?(is|has|tastes|feels)(?: made (?:from|with)| picked from)? ${SCALE}(?: wines?| grapes?| fruit)?[,:]? (?:the |a |an )?(.+?) or (?:the |a |an )?(.+?)\W*$`,
  'iu',
);
const IS = new RegExp(
  String.raw`^(is|are|does|do) (?:a |an |the )?(.+?) (?:taste |have )?${SCALE} than (?:a |an |the )?(.+?)\W*$`,
  'iu',
);

/** Scales the records keep as ladders: sweetness, ripeness, dryness and age. */
const LADDER = /^(sweeter|drier|dryer|riper|older|younger|(more|less) (sweet|dry|ripe|aged))$/i;

/** Comparatives that are no scale: "better", "other", "rather". */
const NOT_SCALE = /^(better|other|rather|never|ever|over|under|after|water|cellar|either|neither|whether)$/i;

export function comparative(ctx: Ctx): string | undefined {
  const q = ctx.question.trim();
  const which = WHICH.exec(q);
  const is = which ? undefined : IS.exec(q);
  if (!which && !is) return undefined;
  const [verb, scale, a, b] = which
    ? [which[1], which[2], which[3], which[4]]
    : ['is', is?.[3] ?? '', is?.[2] ?? '', is?.[4] ?? ''];
  if (!scale || NOT_SCALE.test(scale) || !a || !b) return undefined;
  const { kb } = ctx;
  const options: ChoiceOption[] = [
    { label: 'A', text: a },
    { label: 'B', text: b },
  ];
  const optRefs = options.map((o) => refsIn(kb, o.text));
  if (optRefs.some((r) => r.length === 0)) return undefined;
  const stem = `Which is ${scale}?`;
  // A ladder is read for sweetness, ripeness and age only: the order two wines are named in a
  // sentence says nothing of their alcohol or body.
  const d =
    structureScale(kb, stem, optRefs)?.(ctx, options, optRefs) ??
    climateScale(ctx, stem, options, optRefs) ??
    (LADDER.test(scale) ? scaleChoice(ctx, view(kb, stem), stem, options) : undefined);
  const m = d ? /^\*\*([AB]) — .+?\*\*\s*([\s\S]*)$/.exec(d.lead) : null;
  if (!m) return undefined;
  const [win, lose] = m[1] === 'A' ? [a, b] : [b, a];
  const says = `${cap(win)} ${verb === 'has' ? 'has' : 'is'} ${scale} than ${lose}.`;
  const why = m[2].trim();
  if (which) return `${says}${why ? ` ${why}` : ''}`;
  return `${m[1] === 'A' ? 'Yes' : 'No'}: ${says}${why ? ` ${why}` : ''}`;
}
