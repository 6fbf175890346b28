// "Which of these grapes ripens latest?" / "…buds earliest?": each grape's record says when it buds
// and ripens ("Buds early (frost risk) and ripens late"); the options are ordered on that calendar.

import type { ChoiceOption } from './choice.ts';
import type { Ctx, Draft } from './draft.ts';
import { draft, use } from './draft.ts';
import type { KnowledgeBase } from './kb.ts';
import { fold } from './normalize.ts';
import type { Mention } from './search.ts';

const WHEN = '(very late|late|mid-season|early to mid-season|early)';
const STEP: Record<string, number> = { 'very late': 4, late: 3, 'mid-season': 2, 'early to mid-season': 1.5, early: 1 };

/** When a grape buds or ripens, as its record says, on a scale from early (1) to very late (4). */
function timing(kb: KnowledgeBase, id: string, event: 'bud' | 'ripen'): { step: number; text: string } | undefined {
  const g = kb.grape(id);
  if (!g) return undefined;
  const verb = event === 'bud' ? 'buds?' : 'ripens?';
  const noun = event === 'bud' ? 'budding' : 'ripening';
  const res = [
    new RegExp(`\\b${verb} ${WHEN}\\b`),
    new RegExp(`\\b${WHEN}[- ]${noun}\\b`),
    ...(event === 'bud'
      ? [new RegExp(`\\bbuds and ripens ${WHEN}\\b`)]
      : [new RegExp(`\\bbuds and ripens ${WHEN}\\b`)]),
  ];
  for (const text of [...g.viticulture, ...g.facts.map((f) => f.text)]) {
    const t = fold(text);
    for (const re of res) {
      const m = re.exec(t);
      if (m) return { step: STEP[m[1]], text };
    }
  }
  return undefined;
}

const lower = (t = '') => (/^\p{Lu}\p{Ll}/u.test(t) ? t[0].toLowerCase() + t.slice(1) : t).replace(/\.$/, '');

export function seasonScale(ctx: Ctx, stem: string, options: ChoiceOption[], optRefs: Mention[][]): Draft | undefined {
  const f = fold(stem);
  const event = /\b(ripen|ripens|ripening|ripened)\b/.test(f)
    ? 'ripen'
    : /\b(bud|buds|budding|budburst)\b/.test(f)
      ? 'bud'
      : undefined;
  if (!event) return undefined;
  const late = /\b(latest|last|later)\b/.test(f);
  const early = /\b(earliest|first|earlier)\b/.test(f);
  if (late === early) return undefined;
  const ids = optRefs.map((rs) => rs.find((r) => r.kind === 'grape')?.id);
  if (ids.some((id) => !id)) return undefined;
  const said = ids.map((id) => (id ? timing(ctx.kb, id, event) : undefined));
  if (said.filter(Boolean).length < options.length - 1) return undefined;
  const steps = said.map((s) => s?.step ?? Number.NaN);
  const known = steps.filter((x) => !Number.isNaN(x));
  const target = late ? Math.max(...known) : Math.min(...known);
  const at = steps.flatMap((x, i) => (x === target ? [i] : []));
  if (at.length !== 1) return undefined;
  // An option nothing is said of could be the answer, unless the known ones already reach the end of the scale.
  if (said.some((s) => !s) && target !== (late ? 4 : 1) && !(late && target >= 3)) return undefined;
  const i = at[0];
  for (const id of ids) if (id) use(ctx, 'grape', id);
  const name = (k: number) => ctx.kb.grape(ids[k] ?? '')?.name ?? options[k].text;
  const d = draft(
    'Exam question',
    `**${options[i].label} — ${options[i].text}.** ${name(i)}: ${lower(said[i]?.text)}.`,
  );
  const rest = options.flatMap((o, k) =>
    k !== i && said[k] ? [`${o.label} (${o.text}): ${lower(said[k]?.text)}.`] : [],
  );
  if (rest.length > 0) {
    const shown = rest.slice(0, ctx.level >= 3 ? rest.length : 1);
    d.sections.push({ heading: 'Why not the others', items: shown });
    d.keyPoints.push(...shown);
  }
  d.sources = [...ctx.sources.values()];
  return d;
}
