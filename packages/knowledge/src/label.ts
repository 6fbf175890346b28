// What was read from an attached label: the producer, vintage, appellation, grape and alcohol, so
// the answer is about that bottle rather than about labels in general.

import type { KnowledgeBase } from './kb.ts';
import { fold, words } from './normalize.ts';
import type { Mention } from './search.ts';

export interface LabelReading {
  producer?: string;
  vintage?: number;
  alcohol?: string;
  appellation?: Mention;
  grape?: Mention;
}

const PRODUCER_WORDS =
  /^(chateau|domaine|domaines|bodega|bodegas|weingut|tenuta|maison|quinta|clos|cantina|marques|marquis|castello|fattoria|schloss|cave|caves|herdade|dom)$/;
/** Lines that describe the label itself or legal small print, never the producer. */
const NOT_PRODUCER =
  /\b(label|photo|text|read|appellation|controlee|protegee|contains|sulphites|sulfites|product of|produce of|vol|alc|bottled|mis en bouteille|wine of|red wine|white wine|grand vin|grand cru|classe|reserva|reserve|riserva)\b/;

function titleCase(s: string): string {
  if (s !== s.toUpperCase()) return s;
  return s.toLowerCase().replace(/(^|[\s'’-])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase());
}

/** Reads one label (or a label-like note); undefined when the text is a list of several wines. */
export function readLabel(kb: KnowledgeBase, context: string): LabelReading | undefined {
  const lines = context
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => l.length > 0);
  // A numbered or lettered list is a wine list or tasting sheet, not one label.
  // So is a page of notes, one wine a line with its note after a colon ("Sancerre 2022: citrus, flint").
  const listed = lines.filter(
    (l) => /^(\d+[.)]|[-•*]|wine [a-z0-9]+\s*[:-])/i.test(l) || /^[^:]{2,60}:\s+\S.{12,}/.test(l),
  ).length;
  if (listed >= 2 || lines.length > 12) return undefined;
  const text = lines.join('\n');
  const out: LabelReading = {};
  const years = [...text.matchAll(/\b(19[5-9]\d|20[0-4]\d)\b/g)].map((m) => Number(m[1]));
  if (years.length > 0) out.vintage = years[0];
  const alc = text.match(/(\d{1,2}(?:[.,]\d)?)\s*%\s*(?:vol|alc|abv)?/i);
  if (alc) out.alcohol = `${alc[1].replace(',', '.')}%`;
  const mentions = kb.mentions(text).filter((m) => m.whole || m.score >= 0.7);
  out.appellation = mentions.find((m) => m.kind === 'region');
  out.grape = mentions.find((m) => m.kind === 'grape');
  out.producer = producerOf(kb, lines);
  if (!out.producer && !out.vintage && !out.alcohol) return undefined;
  return out;
}

function producerOf(kb: KnowledgeBase, lines: string[]): string | undefined {
  for (const line of lines) {
    const raw = line.split(/[,;:]\s*/).flatMap((part) => part.match(/[\p{L}'’-]+/gu) ?? []);
    const i = raw.findIndex((w) => PRODUCER_WORDS.test(fold(w)));
    if (i < 0) continue;
    const name = [raw[i]];
    for (let j = i + 1; j < raw.length && name.length < 5; j++) {
      const w = raw[j];
      const f = fold(w);
      if (/^(de|du|des|di|del|la|le|les|d|da|von|van)$/.test(f)) name.push(w);
      else if (/^\p{Lu}/u.test(w) && !kb.index.knows(f)) name.push(w);
      else break;
    }
    while (name.length > 1 && /^(de|du|des|di|del|la|le|les|d|da|von|van)$/i.test(name[name.length - 1])) name.pop();
    if (name.length > 1) return titleCase(name.join(' '));
  }
  // Otherwise the first short line that names nothing we know and is not small print: "CLOUDY BAY".
  for (const line of lines) {
    const f = fold(line);
    if (/\d/.test(line) || line.endsWith(':') || NOT_PRODUCER.test(f) || line.length > 40) continue;
    const ws = words(line);
    if (ws.length === 0 || ws.length > 4) continue;
    if (kb.mentions(line).some((m) => m.kind === 'grape' || m.kind === 'region')) continue;
    return titleCase(line);
  }
  return undefined;
}

/** "From the label: **Domaine Leflaive**, Puligny-Montrachet, 2019 vintage, 13% alcohol." */
export function labelLine(r: LabelReading, question: string, now = new Date()): string {
  const parts: string[] = [];
  if (r.producer) parts.push(`**${r.producer}**`);
  if (r.appellation) parts.push(r.appellation.title);
  if (r.grape && !parts.some((p) => fold(p).includes(fold(r.grape?.title ?? '')))) parts.push(r.grape.title);
  if (r.vintage) parts.push(`${r.vintage} vintage`);
  if (r.alcohol) parts.push(`${r.alcohol} alcohol`);
  let line = `From the label: ${parts.join(', ')}.`;
  if (
    r.vintage &&
    /\b(how old|old is|age|aged|ageing|aging|vintage|ready|drink (it|this) now|keep)\b/i.test(question)
  ) {
    const years = now.getUTCFullYear() - r.vintage;
    if (years >= 0) line += ` The ${r.vintage} vintage makes it about ${years} year${years === 1 ? '' : 's'} old now.`;
  }
  return line;
}
