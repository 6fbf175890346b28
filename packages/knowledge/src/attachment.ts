// What a chat turn's attachment says drives the answer: a label read from a photo is one bottle (its
// place, its grape, its producer), a page of notes or a wine list is several wines, and a request to
// summarise gets the page's own wines back in short, each with what the records add.

import { ENGINE_TEXTS } from '@sommai/shared/engine-texts';
import type { Draft } from './draft.ts';
import type { KnowledgeBase } from './kb.ts';
import type { LabelReading } from './label.ts';
import type { ListedWine } from './pairing.ts';
import type { Mention } from './search.ts';

const T = ENGINE_TEXTS.attachment;

export type AttachmentAsk = 'summary' | 'about' | 'other';

/** "Summarise this page", "what does the PDF say" … or "what is this wine?", "tell me about this bottle". */
export function attachmentAsk(question: string): AttachmentAsk {
  const q = question.toLowerCase();
  if (
    /\b(summari[sz]e|summary|sum (it |this |that )?up|tl;? ?dr|key points|main points|overview|recap|what does (this|the|my) (page|document|pdf|file|sheet|list|text|attachment) say)\b/.test(
      q,
    )
  )
    return 'summary';
  if (
    /\b(this|that|the attached|my attached|attached|the pictured|the photographed)\s+(wine|bottle|label|one|photo|picture|image|page|document|pdf|list|sheet)\b|\bwhat(\s+is|'s)\s+(this|it)\b|\bthis\b\s*\??\s*$/.test(
      q,
    )
  )
    return 'about';
  return 'other';
}

const DEPTH: Record<string, number> = { country: 0, region: 1, subregion: 2, appellation: 3 };

/**
 * The one wine a label is for: its most specific place (the appellation over the region and the
 * country), with the grape it names. Undefined when the label names nothing the records know, or
 * when the text is a list after all (several vintages, places that are not one inside another).
 */
export function labelWine(
  kb: KnowledgeBase,
  label: LabelReading,
  wines: readonly ListedWine[],
): ListedWine | undefined {
  const all = wines.flatMap((w) => w.mentions);
  const regions = all
    .filter((m) => m.kind === 'region')
    .sort((a, b) => (DEPTH[kb.region(b.id)?.kind ?? ''] ?? 0) - (DEPTH[kb.region(a.id)?.kind ?? ''] ?? 0));
  // A label is one wine: several vintages, or places that are not one inside another, make a list.
  const years = new Set(wines.flatMap((w) => w.line.match(/\b(19|20)\d{2}\b/g) ?? []));
  if (years.size > 1) return undefined;
  const lineage = new Set([regions[0]?.id, ...(regions[0] ? kb.ancestors(regions[0].id).map((a) => a.id) : [])]);
  if (regions.some((r) => !lineage.has(r.id))) return undefined;
  const place = regions[0] ?? label.appellation;
  const grape = all.find((m) => m.kind === 'grape') ?? label.grape;
  const mentions = [place, grape].filter((m): m is Mention => m !== undefined);
  if (mentions.length === 0) return undefined;
  const line = [label.producer, place?.title, grape && !place ? grape.title : undefined].filter(Boolean).join(', ');
  return { line, mentions };
}

/** A pairing answer written about one bottle rather than a list: "This bottle suits roast lamb…". */
export function asBottle(d: Draft, bottle: string): Draft {
  d.title = d.title.replace(/^From your list/, 'From the label');
  d.lead = d.lead
    .replace(/^From your list, the best match for (.+?) is \*\*(.+?)\*\*\./, (_, dish: string) =>
      T.bottleSuits(bottle, dish),
    )
    .replace(/^None of the wines on your list is a classic match for (.+?) in my notes\./, (_, dish: string) =>
      T.bottleDoesNotSuit(bottle, dish),
    );
  for (const s of d.sections) s.heading = s.heading.replace(/on your list/i, 'on the label');
  d.sections = d.sections.filter((s) => s.heading !== 'Also good' && s.heading !== 'Less obvious with this dish');
  if (d.check?.startsWith('Looking at your list')) d.check = undefined;
  d.tip = undefined;
  return d;
}

const HEADING = /^(tasting notes?|notes|wine list|list|menu|by the glass|page|tasting)\b/i;

/** A summary of an attached page: its wines as written, in order, each with what the records add. */
export function summary(d: Draft, all: readonly ListedWine[]): Draft {
  // A heading line ("Tasting notes: Loire evening") is the page's title, not one of its wines.
  const wines = all.filter((w, i) => !(i === 0 && all.length > 1 && HEADING.test(w.line)));
  d.title = 'Summary of the attachment';
  d.lead = `${T.summaryLead(wines.length)} ${wines
    .slice(0, 3)
    .map((w) => w.line.replace(/[.;]\s*$/, ''))
    .join('; ')}.`;
  for (const s of d.sections) if (s.heading === 'On your list') s.heading = 'What my notes add';
  return d;
}
