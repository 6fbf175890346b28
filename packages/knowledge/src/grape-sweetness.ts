// "Is Merlot dry?", "is Pinot Grigio sweet or dry?": how sweet a grape's wines are, asked yes or no, is
// answered from the styles its record lists. Styles all on one side give a yes or a no; styles on both
// sides say it depends, and name them.
import type { Ctx } from './draft.ts';
import { use } from './draft.ts';
import { fold } from './normalize.ts';
import { join } from './text.ts';

/** A yes-or-no question on sweetness: "is Merlot dry?", "are Rieslings usually sweet?", "is Gewürztraminer sweet or dry?". */
const ASKED =
  /^(?:so |and )?(?:is|are|isn'?t|aren'?t)\b.*?\b(sweet|dry)(?: or (?:sweet|dry))?(?: (?:wines?|reds?|whites?|styles?))?\s*\W*$/;

const SWEET_STYLE =
  /\b(sweet|medium[- ]sweet|demi[- ]sec|moelleux|late[- ]harvest|botryti[sz]ed|noble rot|vin doux|fortified|icewine|ice wine|dessert|passito|recioto|vendanges tardives|selection de grains nobles)\b/;
const OFF_DRY_STYLE = /\boff[- ]dry\b/;
const DRY_STYLE = /\b(dry|brut)\b/;

export function grapeSweetness(ctx: Ctx): string | undefined {
  const q = fold(ctx.question).trim();
  const asked = q.match(ASKED)?.[1];
  // "Is Riesling always sweet?" is a claim of "always", answered by what the records say otherwise.
  if (!asked || /\b(always|never|only|all|every)\b/.test(q)) return undefined;
  const named = ctx.u.subjects.filter((s) => s.start >= 0 && s.kind !== 'topic');
  if (named.length !== 1 || named[0].kind !== 'grape') return undefined;
  const g = ctx.kb.grape(named[0].id);
  if (!g || g.styles.length === 0) return undefined;
  const kinds = g.styles.map((s) => {
    const f = fold(s);
    // "Off-dry" holds the word "dry" but is a touch sweet.
    if (OFF_DRY_STYLE.test(f)) return 'off-dry';
    if (SWEET_STYLE.test(f)) return 'sweet';
    return DRY_STYLE.test(f) ? 'dry' : 'unsaid';
  });
  const dry = kinds.includes('dry');
  const sweet = kinds.includes('sweet') || kinds.includes('off-dry');
  if (!dry && !sweet) return undefined;
  use(ctx, 'grape', g.id);
  // Styles that hold commas of their own are set apart by semicolons.
  const listed = g.styles.slice(0, 4);
  const styles = listed.some((x) => x.includes(','))
    ? `${listed.slice(0, -1).join('; ')}${listed.length > 1 ? '; and ' : ''}${listed[listed.length - 1]}`
    : join(listed);
  if (dry && sweet) return `It depends on the style: ${g.name} is made both dry and with some sweetness, as ${styles}.`;
  const yes = (asked === 'dry') === dry;
  return `${yes ? 'Yes' : 'No'}: ${g.name} is made ${dry ? 'dry' : 'sweet'}, as ${styles}.`;
}
