import { type QuizCategory, SYLLABUS_AREAS, type SyllabusArea } from '@sommai/shared';
import { fold } from '../../index.ts';
import type { BankContext } from '../context.ts';
import { pickFromTop, shuffle } from '../random.ts';
import { capitalise, containsWords, firstSentence, lowerFirst, same, shareWord, shareWordWithAny } from '../text.ts';
import { asked, structureValue, teachingFact, three, withFact } from './rules.ts';
import type { Maker, Subject } from './types.ts';

// ───────────────────────────── topics and pairings ─────────────────────────────

/** The column whose values name each row (all different), or -1. */
export function keyColumn(rows: readonly string[][], width: number): number {
  for (let c = 0; c < width; c++) {
    const values = rows.map((row) => fold(row[c] ?? ''));
    if (values.every((v) => v.length > 0 && v.length <= 50) && new Set(values).size === values.length) return c;
  }
  return -1;
}

/** Questions phrased for well-known tables; any other table gets the plain form. */
const TABLE_QUESTIONS: Record<string, (key: string) => string> = {
  'serving-temperatures|°C': (k) => `At what temperature are ${lowerFirst(k)} best served?`,
  'serving-temperatures|°F': (k) => `In Fahrenheit, at what temperature are ${lowerFirst(k)} best served?`,
  'serving-temperatures|Examples': (k) => `Which wines belong to the serving group “${lowerFirst(k)}”?`,
  'aroma-families|Examples': (k) => `Which aromas come from ${lowerFirst(k)}?`,
  'aroma-families|Type': (k) => `Are aromas from ${lowerFirst(k)} primary, secondary or tertiary?`,
  'sherry-styles|Ageing': (k) => `How is ${k} Sherry aged?`,
  'sherry-styles|Colour': (k) => `What colour is ${k} Sherry?`,
  'sherry-styles|Sweetness': (k) => `How sweet is ${k} Sherry?`,
  'sherry-styles|Serve': (k) => `How should ${k} Sherry be served?`,
  'port-styles|Ageing': (k) => `How is ${k} Port aged?`,
  'port-styles|Character': (k) => `What is the character of ${k} Port?`,
  'sparkling-sweetness-dosage|Residual sugar (g/L)': (k) =>
    `How much residual sugar does a sparkling wine labelled ${k} have (g/L)?`,
  'sparkling-sweetness-dosage|Taste': (k) => `How does a sparkling wine labelled ${k} taste?`,
  'sweetness-levels|Residual sugar': (k) => `How much residual sugar may a still wine labelled ${lowerFirst(k)} have?`,
  'sweetness-levels|French': (k) => `What is the French label term for a ${lowerFirst(k)} still wine?`,
  'sweetness-levels|German': (k) => `What is the German label term for a ${lowerFirst(k)} still wine?`,
  'reading-labels-germany|Meaning': (k) => `What does the German Prädikat ${k} mean?`,
  'reading-labels-germany|Typical style': (k) => `What is the typical style of a German ${k}?`,
  'reading-labels-spain|Total minimum ageing': (k) => `What is the minimum total ageing of a Spanish red ${k}?`,
  'reading-labels-spain|Of which in oak': (k) => `How long must a Spanish red ${k} spend in oak?`,
  'wine-faults|Cause': (k) => `What causes the wine fault ${k}?`,
  'wine-faults|Smell and taste': (k) => `How does a wine with ${k} smell and taste?`,
  'wine-faults|Look': (k) => `What does a wine with ${k} look like?`,
  'sparkling-methods|Where the bubbles form': (k) => `In the ${k} method, where do the bubbles form?`,
  'sparkling-methods|Lees contact': (k) => `How long is lees contact in the ${k} method?`,
  'sparkling-methods|Typical style': (k) => `What style does the ${k} method typically give?`,
  'sparkling-methods|Examples': (k) => `Which wines are made by the ${k} method?`,
  'sweet-wine-methods|How': (k) => `How is a sweet wine made by ${lowerFirst(k)}?`,
  'sweet-wine-methods|Classic examples': (k) => `Which wines are classic examples of ${lowerFirst(k)}?`,
  'vine-annual-cycle|Northern Hemisphere': (k) => `When does ${lowerFirst(k)} take place in the Northern Hemisphere?`,
  'vine-annual-cycle|Southern Hemisphere': (k) => `When does ${lowerFirst(k)} take place in the Southern Hemisphere?`,
  'vine-annual-cycle|Vineyard work and risks': (k) => `Which work and risks belong to ${lowerFirst(k)}?`,
  'tasting-conclusions|Criterion': (k) => `In BLIC, what does the letter ${k} stand for?`,
  'tasting-conclusions|Question to ask': (k) => `In BLIC, which question does the letter ${k} ask?`,
  'tasting-palate|Where and how you feel it': (k) => `On the palate, how do you sense ${lowerFirst(k)}?`,
  'tasting-palate|Scale (WSET Level 3)': (k) => `Which scale describes ${lowerFirst(k)} in WSET Level 3?`,
  'systematic-tasting|What you assess': (k) => `In the systematic approach to tasting, what do you assess under ${k}?`,
  'systematic-tasting|Typical scale': (k) => `In the systematic approach to tasting, which scale is used for ${k}?`,
  'wine-measures-and-bottle-sizes|Glasses per bottle': (k) => `How many ${k} glasses does a 750 ml bottle give?`,
  'wine-measures-and-bottle-sizes|Typical use': (k) => `What is a ${k} pour typically used for?`,
  'food-and-wine-principles|Increases in the wine': (k) =>
    `${capitalise(lowerFirst(k))} in food makes which qualities of a wine seem stronger?`,
  'food-and-wine-principles|Decreases in the wine': (k) =>
    `${capitalise(lowerFirst(k))} in food makes which qualities of a wine seem weaker?`,
  'port-styles|Decant?': (k) => `Does ${k} Port need decanting?`,
  'wset-qualifications|Focus': (k) => `What is the focus of the WSET ${k}?`,
  'wset-qualifications|Assessment': (k) => `How is the WSET ${k} assessed?`,
  'eu-quality-pyramid|France': (k) => `What is the French equivalent of the EU category ${k}?`,
  'eu-quality-pyramid|Italy': (k) => `What is the Italian equivalent of the EU category ${k}?`,
  'eu-quality-pyramid|Spain': (k) => `What is the Spanish equivalent of the EU category ${k}?`,
  'eu-quality-pyramid|Germany': (k) => `What is the German equivalent of the EU category ${k}?`,
  'labelling-rules|EU': (k) => `In the EU, what share of the grapes must match a label claim of ${lowerFirst(k)}?`,
  'labelling-rules|USA': (k) => `In the USA, what share of the grapes must match a label claim of ${lowerFirst(k)}?`,
  'labelling-rules|Australia / New Zealand': (k) =>
    `In Australia and New Zealand, what share of the grapes must match a label claim of ${lowerFirst(k)}?`,
};

export function tableQuestion(topicId: string, caption: string, header: string, key: string): string {
  const custom = TABLE_QUESTIONS[`${topicId}|${header}`];
  if (custom) return custom(key);
  return `In the table “${caption}”, what does the column “${header}” say for ${key}?`;
}

/** Options from a table must be short and read as values, not sentences. */
const cellUsable = (v: string | undefined): v is string =>
  v !== undefined && v.length > 0 && v.length <= 80 && v !== '—' && v !== '-';

/** Rough kind of a table value, so an option taken from another column reads like the answer. */
const cellShape = (v: string) => `${/\d/.test(v) ? 'n' : 'w'}${v.length <= 14 ? 's' : v.length <= 32 ? 'm' : 'l'}`;

/** Tasting tables about what the nose finds (aroma families), as opposed to the palate and the grid. */
export const isAromaTopic = (t: { id: string; title: string }) =>
  /\b(aroma|aromas|nose)\b/i.test(`${t.id.replace(/-/g, ' ')} ${t.title}`);

/**
 * Questions from the tables of topics in some categories. A table's theme is its topic's category
 * (the vine's year is viticulture, not service), narrowed to aromas or to the palate for tasting.
 */
export function tableCell(categories: readonly string[], focus?: 'aroma' | 'palate'): Maker {
  const fits = (t: { id: string; title: string }) => focus === undefined || (focus === 'aroma') === isAromaTopic(t);
  return {
    name: 'table-cell',
    category: 'tasting',
    themes: focus === 'aroma' ? ['aroma'] : focus === 'palate' ? ['structure', ...categories] : categories,
    subjects: (ctx) => {
      const out: Subject[] = [];
      for (const t of ctx.kb.topics) {
        if (!t.table || !categories.includes(t.category) || !fits(t) || t.table.rows.length < 3) continue;
        const { headers, rows } = t.table;
        const k = keyColumn(rows, headers.length);
        if (k < 0) continue;
        for (let c = 0; c < headers.length; c++) {
          if (c === k || !/^[A-Za-z°]/.test(headers[c])) continue;
          rows.forEach((row, i) => {
            if (cellUsable(row[c])) out.push({ id: `${t.id}|${i}|${c}`, about: [`topic:${t.id}`] });
          });
        }
      }
      return out;
    },
    make(ctx, id, rand) {
      const [topicId, rowText, colText] = id.split('|');
      const t = ctx.kb.topic(topicId);
      const table = t?.table;
      const row = Number(rowText);
      const column = Number(colText);
      if (!t || !table) return undefined;
      const answer = table.rows[row]?.[column];
      const k = keyColumn(table.rows, table.headers.length);
      if (!cellUsable(answer) || k < 0) return undefined;
      const key = table.rows[row][k];
      const inRow = table.rows[row];
      const ok = (v: string | undefined): v is string =>
        cellUsable(v) && !shareWord(v, answer) && !inRow.some((x) => same(x, v));
      const sameColumn = table.rows.filter((_, i) => i !== row).map((r) => r[column]);
      let candidates = [...new Set(sameColumn.filter(ok))];
      const shortTable = table.rows.every((r) => r.every((v, c) => c === k || v.length <= 32));
      if (candidates.length < 3 && shortTable) {
        // Few rows: a value of a sibling column (another country, another hemisphere) in another row
        // is wrong too, and reads alike when it has the same shape.
        const others = table.rows
          .filter((_, i) => i !== row)
          .flatMap((r) => r.filter((_, c) => c !== k && c !== column))
          .filter((v) => ok(v) && cellShape(v) === cellShape(answer));
        candidates = [...new Set([...candidates, ...others])];
      }
      const ds = three(answer, candidates, rand, 20);
      if (!ds) return undefined;
      return {
        key: `table-cell:${id}`,
        area: tableArea(t),
        category: SYLLABUS_AREAS[tableArea(t)].category,
        question: tableQuestion(t.id, table.caption, table.headers[column], key),
        answer,
        distractors: ds,
        explanation: withFact(
          // The answer, then the rest of its row: what else the table says about the same thing.
          `${key} — ${[column, ...table.headers.map((_, c) => c).filter((c) => c !== column && c !== k)]
            .filter((c) => cellUsable(inRow[c]))
            .slice(0, 3)
            .map((c) => `${lowerFirst(table.headers[c])}: ${inRow[c]}`)
            .join('; ')} (${table.caption}).`,
          teachingFact(
            t.points.filter((p) => containsWords(p.text, key)),
            ds,
          ),
        ),
        check: { kind: 'table-cell', topic: t.id, row, column },
      };
    },
  };
}

/** Tables about how a style is made are winemaking, whatever the style's topic. */
const MAKING_TOPICS = new Set(['sparkling-methods', 'sweet-wine-methods']);

/** The syllabus area of a topic's table. */
export function tableArea(t: { id: string; category: string }): SyllabusArea {
  if (MAKING_TOPICS.has(t.id)) return 'winemaking';
  const areas: Record<string, SyllabusArea> = {
    tasting: 'tasting-method',
    faults: 'faults',
    sparkling: 'wine-styles',
    sweet: 'wine-styles',
    fortified: 'wine-styles',
    service: 'storage-service',
    storage: 'storage-service',
    viticulture: 'viticulture',
    winemaking: 'winemaking',
    pairing: 'food-wine',
    labels: 'label-terms',
    business: 'wine-business',
  };
  return areas[t.category] ?? 'winemaking';
}

export function tableCategory(topicCategory: string): QuizCategory {
  if (topicCategory === 'labels' || topicCategory === 'business') return 'certification';
  if (['tasting', 'faults', 'sparkling', 'fortified', 'sweet'].includes(topicCategory)) return 'tasting';
  return 'basics';
}

/** 'red' when every grape a set of wines names is black, 'white' when none is; else undefined. */
export function wineColour(ctx: BankContext, grapeIds: Iterable<string>): 'red' | 'white' | undefined {
  const colours = new Set([...grapeIds].map((g) => ctx.kb.grape(g)?.colour));
  if (colours.size === 0 || colours.has(undefined)) return undefined;
  if (colours.size === 1 && colours.has('black')) return 'red';
  return colours.has('black') ? undefined : 'white';
}

/** Pairings whose wines are all red or all white, so wines of the other colour are clearly not the match. */
function askablePairing(ctx: BankContext, p: { wines: { grapes: string[] }[] }): 'red' | 'white' | undefined {
  if (p.wines.length === 0 || p.wines.some((w) => w.grapes.length === 0)) return undefined;
  return wineColour(
    ctx,
    p.wines.flatMap((w) => w.grapes),
  );
}

/** Styles that go with many foods, or are sweet, rosé or sparkling: never offered as a wrong match. */
const SPECIAL_STYLE =
  /ros[eé]|rosado|rosato|sparkling|champagne|cr[eé]mant|cava|prosecco|lambrusco|franciacorta|sekt|port\b|banyuls|maury|recioto|madeira|sherry|marsala|sweet|dessert|late.harvest|icewine|eiswein|sauternes|tokaji|beaumes|muscat de|vendanges|off-dry|light|young|beaujolais|pinot noir|nouveau/i;

/** For a red-wine dish, a light white; for a white-wine dish, a firm, full red: clearly not the match. */
function clearlyOther(ctx: BankContext, grapeIds: readonly string[], dishColour: 'red' | 'white'): boolean {
  return grapeIds.every((id) => {
    const g = ctx.kb.grape(id);
    if (!g) return false;
    const body = structureValue(g, 'body') ?? 2;
    if (dishColour === 'red') return body <= 2;
    return body >= 3 || (structureValue(g, 'tannin') ?? 0) >= 3;
  });
}

export const pairingWine: Maker = {
  name: 'pairing-wine',
  category: 'basics',
  themes: ['pairing'],
  subjects: (ctx) =>
    ctx.kb.pairings.filter((p) => askablePairing(ctx, p)).map((p) => ({ id: p.id, about: [`pairing:${p.id}`] })),
  make(ctx, id, rand) {
    const p = ctx.kb.pairing(id);
    const colour = p && askablePairing(ctx, p);
    if (!p || !colour) return undefined;
    const w = pickFromTop(p.wines, 1, rand, 2)[0];
    const grapes = new Set(p.wines.flatMap((x) => x.grapes));
    const regions = new Set(p.wines.flatMap((x) => x.regions));
    const names = p.wines.map((x) => x.wine);
    const pool = shuffle(
      ctx.kb.pairings
        .filter((o) => o.id !== p.id)
        .flatMap((o) => o.wines)
        .filter(
          (o) =>
            o.grapes.length > 0 &&
            o.wine.length <= 70 &&
            !SPECIAL_STYLE.test(o.wine) &&
            wineColour(ctx, o.grapes) !== undefined &&
            wineColour(ctx, o.grapes) !== colour &&
            clearlyOther(ctx, o.grapes, colour) &&
            !o.grapes.some((g) => grapes.has(g)) &&
            !o.regions.some((r) => regions.has(r)) &&
            !shareWordWithAny(o.wine, names),
        ),
      rand,
    );
    // Three wines of three different grapes, so no two options are near-duplicates.
    const ds: string[] = [];
    const taken = new Set<string>();
    for (const o of pool) {
      if (ds.length === 3) break;
      if (o.grapes.some((g) => taken.has(g)) || ds.some((d) => same(d, o.wine) || shareWord(d, o.wine))) continue;
      ds.push(o.wine);
      for (const g of o.grapes) taken.add(g);
    }
    if (ds.length < 3) return undefined;
    return {
      key: `pairing-wine:${p.id}`,
      area: 'food-wine',
      category: 'basics',
      ...asked([
        `Which wine is a classic match for ${lowerFirst(p.food)}?`,
        `Which wine would you suggest with ${lowerFirst(p.food)}?`,
        `Which of these wines best suits ${lowerFirst(p.food)}?`,
      ]),
      answer: w.wine,
      distractors: ds,
      explanation: `${w.wine}: ${lowerFirst(firstSentence(w.why))}`,
      check: { kind: 'pairing-wine', pairing: p.id },
    };
  },
};
