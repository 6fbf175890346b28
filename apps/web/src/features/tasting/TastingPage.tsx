import {
  LEVEL_IDS,
  TASTING_FIELD_LABELS,
  TASTING_FIELDS,
  TASTING_SECTIONS,
  TASTING_STYLES,
  type TastingField,
  type TastingGrade,
  type TastingResult,
  TRAINER_TEXTS,
} from '@sommai/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/Button.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { api } from '../../lib/api/index.ts';
import { useToken } from '../../lib/auth/index.ts';
import { useDocumentTitle } from '../../lib/title.ts';
import { toast } from '../../lib/toasts.tsx';

const text = TRAINER_TEXTS.tasting;
const inputClass =
  'mt-1 block w-full rounded-xl border border-cream-300 bg-white px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-wine-700';
const VERDICT_TONE: Record<string, string> = {
  match: 'bg-emerald-100 text-emerald-900',
  close: 'bg-amber-100 text-amber-900',
  off: 'bg-wine-100 text-wine-900',
  ungraded: 'bg-cream-200 text-ink',
};

function useOptions() {
  const token = useToken();
  return useQuery({
    queryKey: ['tasting', 'options', token],
    queryFn: ({ signal }) => api.get<{ grapes: string[]; regions: string[] }>('/tasting/options', { signal }),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function useHistory(wine: { grape: string; region: string } | null) {
  const token = useToken();
  const query = wine ? `?grape=${encodeURIComponent(wine.grape)}&region=${encodeURIComponent(wine.region)}` : '';
  return useQuery({
    queryKey: ['tasting', 'notes', token, query],
    queryFn: ({ signal }) => api.get<{ notes: TastingResult[] }>(`/tasting/notes${query}`, { signal }),
    select: (d) => d.notes,
    enabled: token !== null,
  });
}

function Grades({ result }: { result: TastingResult }) {
  return (
    <section aria-labelledby="tasting-grades" className="mt-8">
      <h2 id="tasting-grades" className="font-serif text-2xl font-bold text-wine-900">
        {text.gradesTitle}: {result.wineLabel} · <span data-testid="tasting-score">{text.score(result.score)}</span>
      </h2>
      <ul className="mt-3 space-y-2">
        {result.grades.map((g: TastingGrade) => (
          <li key={`${g.field}-${g.label}`} className="rounded-xl border border-cream-300 bg-cream-50 p-3">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">{g.label}</span>
              <span className="text-ink-muted">{g.given}</span>
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${VERDICT_TONE[g.verdict]}`}>
                {text.verdicts[g.verdict]}
              </span>
              {g.expected && g.verdict !== 'match' ? (
                <span className="text-sm">{text.expected(g.expected)}</span>
              ) : null}
            </div>
            <p className="mt-1 text-sm text-ink-muted">{g.explanation}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function History({ wine, title }: { wine: { grape: string; region: string } | null; title: string }) {
  const history = useHistory(wine);
  if (!history.data?.length) return null;
  return (
    <section aria-labelledby="tasting-history" className="mt-8">
      <h2 id="tasting-history" className="font-serif text-xl font-bold text-wine-900">
        {title}
      </h2>
      <ul className="mt-2 divide-y divide-cream-200 rounded-2xl border border-cream-300 bg-cream-50">
        {history.data.map((n) => (
          <li key={n.id} className="flex justify-between gap-3 px-4 py-2 text-sm">
            <span>{n.wineLabel}</span>
            <span>
              {new Date(n.createdAt).toLocaleString()} · {text.score(n.score)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

type FormState = Record<TastingField, string>;
const EMPTY: FormState = Object.fromEntries(Object.keys(TASTING_FIELDS).map((k) => [k, ''])) as FormState;

function NoteForm() {
  const options = useOptions();
  const queryClient = useQueryClient();
  const ids = useId();
  const [grape, setGrape] = useState('');
  const [region, setRegion] = useState('');
  const [style, setStyle] = useState<(typeof TASTING_STYLES)[number]>('red');
  const [aromas, setAromas] = useState('');
  const [form, setForm] = useState<FormState>(EMPTY);
  const [result, setResult] = useState<TastingResult | null>(null);
  const [wine, setWine] = useState<{ grape: string; region: string } | null>(null);
  const grade = useMutation({
    mutationFn: (body: unknown) => api.post<{ result: TastingResult }>('/tasting/notes', body).then((d) => d.result),
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      grape,
      ...(region.trim() ? { region } : {}),
      style,
      form: {
        ...form,
        tannin: form.tannin === '' ? null : form.tannin,
        aromas: aromas
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean),
      },
    };
    grade.mutate(body, {
      onSuccess: (r) => {
        setResult(r);
        setWine({ grape, region: region.trim() });
        void queryClient.invalidateQueries({ queryKey: ['tasting', 'notes'] });
      },
      onError: (err) => toast.error(err.message),
    });
  };

  return (
    <>
      <form onSubmit={onSubmit} className="rounded-2xl border border-cream-300 bg-cream-50 p-6 shadow-sm">
        <div className="grid gap-4 sm:grid-cols-3">
          <label className="block text-sm font-medium">
            {text.grape}
            <input
              className={inputClass}
              list={`${ids}-grapes`}
              value={grape}
              onChange={(e) => setGrape(e.target.value)}
              required
            />
          </label>
          <label className="block text-sm font-medium">
            {text.region}
            <input
              className={inputClass}
              list={`${ids}-regions`}
              value={region}
              onChange={(e) => setRegion(e.target.value)}
            />
          </label>
          <label className="block text-sm font-medium">
            {text.style}
            <select className={inputClass} value={style} onChange={(e) => setStyle(e.target.value as typeof style)}>
              {TASTING_STYLES.map((s) => (
                <option key={s} value={s}>
                  {text.styles[s]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <datalist id={`${ids}-grapes`}>
          {options.data?.grapes.map((g) => (
            <option key={g} value={g} />
          ))}
        </datalist>
        <datalist id={`${ids}-regions`}>
          {options.data?.regions.map((r) => (
            <option key={r} value={r} />
          ))}
        </datalist>
        {TASTING_SECTIONS.map((section) => (
          <fieldset key={section.title} className="mt-6">
            <legend className="font-serif text-lg font-bold text-wine-900">{section.title}</legend>
            <div className="mt-2 grid gap-4 sm:grid-cols-3">
              {section.fields.map((field) => (
                <div key={field} className="text-sm font-medium">
                  {/* A label of its own (not wrapping the list), so its name is the field's and not its options'. */}
                  <label htmlFor={`${ids}-${field}`} className="block">
                    {TASTING_FIELD_LABELS[field]}
                  </label>
                  <select
                    id={`${ids}-${field}`}
                    className={inputClass}
                    value={form[field]}
                    required={field !== 'tannin'}
                    onChange={(e) => setForm((f) => ({ ...f, [field]: e.target.value }))}
                  >
                    <option value="">{field === 'tannin' ? '— (not assessed)' : '—'}</option>
                    {TASTING_FIELDS[field].map((v) => (
                      <option key={v} value={v}>
                        {v}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
              {section.title === 'Nose' ? (
                <label className="block text-sm font-medium sm:col-span-2">
                  {text.aromas}
                  <input className={inputClass} value={aromas} onChange={(e) => setAromas(e.target.value)} />
                </label>
              ) : null}
            </div>
          </fieldset>
        ))}
        <Button type="submit" className="mt-6" disabled={grade.isPending}>
          {text.submit}
        </Button>
      </form>
      {result ? <Grades result={result} /> : null}
      <History wine={wine} title={wine ? text.history : text.allHistory} />
    </>
  );
}

function Blind() {
  const [level, setLevel] = useState(1);
  const [deal, setDeal] = useState<{ id: string; description: string } | null>(null);
  const [grape, setGrape] = useState('');
  const [region, setRegion] = useState('');
  const [result, setResult] = useState<TastingResult | null>(null);
  const dealOne = useMutation({
    mutationFn: () =>
      api.post<{ deal: { id: string; description: string } }>('/tasting/blind', { level }).then((d) => d.deal),
  });
  const conclude = useMutation({
    mutationFn: (id: string) =>
      api
        .post<{ result: TastingResult }>(`/tasting/blind/${encodeURIComponent(id)}`, { grape, region })
        .then((d) => d.result),
  });
  return (
    <section aria-labelledby="blind-title" className="rounded-2xl border border-cream-300 bg-cream-50 p-6 shadow-sm">
      <h2 id="blind-title" className="font-serif text-xl font-bold text-wine-900">
        {text.modeBlind}
      </h2>
      <p className="text-ink-muted">{text.blindIntro}</p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <label className="block text-sm font-medium">
          Level
          <select className={inputClass} value={level} onChange={(e) => setLevel(Number(e.target.value))}>
            {LEVEL_IDS.map((l) => (
              <option key={l} value={l}>
                Level {l}
              </option>
            ))}
          </select>
        </label>
        <Button
          onClick={() =>
            dealOne.mutate(undefined, {
              onSuccess: (d) => {
                setDeal(d);
                setResult(null);
                setGrape('');
                setRegion('');
              },
              onError: (err) => toast.error(err.message),
            })
          }
        >
          {text.blindDeal}
        </Button>
      </div>
      {deal ? (
        <form
          className="mt-6"
          onSubmit={(e) => {
            e.preventDefault();
            conclude.mutate(deal.id, { onSuccess: setResult, onError: (err) => toast.error(err.message) });
          }}
        >
          <blockquote className="rounded-xl bg-white p-4 italic" data-testid="blind-description">
            {deal.description}
          </blockquote>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <label className="block text-sm font-medium">
              {text.grape}
              <input className={inputClass} value={grape} onChange={(e) => setGrape(e.target.value)} required />
            </label>
            <label className="block text-sm font-medium">
              {text.blindRegion}
              <input className={inputClass} value={region} onChange={(e) => setRegion(e.target.value)} required />
            </label>
          </div>
          <Button type="submit" className="mt-4" disabled={conclude.isPending || result !== null}>
            {text.blindConclude}
          </Button>
        </form>
      ) : null}
      {result ? <Grades result={result} /> : null}
    </section>
  );
}

export function TastingPage() {
  useDocumentTitle(text.documentTitle);
  const [mode, setMode] = useState<'note' | 'blind'>('note');
  return (
    <div className="mx-auto max-w-4xl px-6 py-8 sm:px-10 lg:py-12">
      <PageHeading title={text.title} subtitle={text.intro} />
      <div className="mb-6 flex gap-2">
        {(['note', 'blind'] as const).map((m) => (
          <Button
            key={m}
            variant={mode === m ? 'primary' : 'secondary'}
            aria-pressed={mode === m}
            onClick={() => setMode(m)}
          >
            {m === 'note' ? text.modeNote : text.modeBlind}
          </Button>
        ))}
      </div>
      {mode === 'note' ? <NoteForm /> : <Blind />}
    </div>
  );
}
