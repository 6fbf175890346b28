import { LEVELS, type LevelId, LIMITS, MESSAGES, SCREENS } from '@sommai/shared';
import { ClipboardPaste, Download, Eye, FileText, LoaderCircle, Lock, Sparkles } from 'lucide-react';
import { type FormEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { isApiError } from '../../lib/api/index.ts';
import { formatFileSize, formatNumber } from '../../lib/format.ts';
import { useGenerateStudyGuide } from '../../lib/pdf/api.ts';
import type { PdfRecord } from '../../lib/pdf/types.ts';
import { downloadPdf, viewPdf } from '../../lib/pdf-files.ts';
import { usePreferences } from '../../lib/preferences.ts';
import { useDocumentTitle } from '../../lib/title.ts';
import { toast } from '../../lib/toasts.tsx';
import { PdfNav } from './PdfNav.tsx';

const page = SCREENS.pages.pdf;
const text = SCREENS.studyGuide;
const maxChars = LIMITS.studyGuideContentMaxChars;

/** The server's own words for what went wrong with the request; the spec's line for anything else. */
function failureText(error: unknown): string {
  if (isApiError(error) && error.status < 500) return error.message;
  return MESSAGES.pdfFailed;
}

const checkboxClass = 'size-5 shrink-0 rounded border-cream-300 accent-wine-700';

export function PdfGeneratorPage() {
  useDocumentTitle(page.documentTitle);
  const preferences = usePreferences();
  const generate = useGenerateStudyGuide();
  const [topic, setTopic] = useState('');
  const [level, setLevel] = useState<LevelId>(preferences.level);
  const [useCustom, setUseCustom] = useState(false);
  const [content, setContent] = useState('');
  const [includeLogo, setIncludeLogo] = useState(true);
  const [result, setResult] = useState<PdfRecord | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const ids = { topicHint: useId(), content: useId(), counter: useId(), level: useId() };

  // The saved level arrives after the first paint; follow it until the user picks one here.
  const picked = useRef(false);
  useEffect(() => {
    if (!picked.current) setLevel(preferences.level);
  }, [preferences.level]);

  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  const tooLong = content.length > maxChars;
  // A saved level the plan no longer grants (after a downgrade) gives way to the first one it does.
  const allowed = preferences.allowedLevels;
  const effectiveLevel: LevelId = allowed.includes(level)
    ? level
    : (LEVELS.find((l) => allowed.includes(l.id))?.id ?? 1);

  // A guide's level belongs to the guide: picking one here leaves the chat's saved level alone.
  const pickLevel = (next: LevelId) => {
    if (!preferences.allowedLevels.includes(next)) {
      toast.error(MESSAGES.levelLocked(next));
      return;
    }
    picked.current = true;
    setLevel(next);
  };

  const paste = async () => {
    try {
      const clipboard = await navigator.clipboard.readText();
      setContent(clipboard);
      toast.success(MESSAGES.pasted);
      contentRef.current?.focus();
    } catch {
      toast.error(MESSAGES.pasteFailed);
      contentRef.current?.focus();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (generate.isPending) return;
    const input = useCustom ? content : topic;
    if (!input.trim()) {
      toast.error(MESSAGES.studyGuideInputRequired);
      return;
    }
    if (useCustom && tooLong) {
      toast.error(MESSAGES.studyGuideContentTooLong);
      return;
    }
    setResult(null);
    generate.mutate(
      {
        topic: useCustom ? '' : topic.trim(),
        level: effectiveLevel,
        customContent: useCustom ? content : '',
        includeLogo,
        type: useCustom ? 'custom_content' : 'wine_topic',
      },
      {
        onSuccess: (data) => {
          toast.success(MESSAGES.pdfGenerated);
          setResult(data.pdf);
        },
        onError: (error) => toast.error(failureText(error)),
      },
    );
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <PdfNav />
      <PageHeading title={page.title} subtitle={text.subtitle} />
      <Card className="p-5 sm:p-7">
        <form onSubmit={submit} noValidate className="space-y-7" aria-busy={generate.isPending}>
          <div>
            <label htmlFor="study-guide-topic" className="mb-1.5 block text-sm font-semibold text-ink">
              {text.topicLabel}
            </label>
            <input
              id="study-guide-topic"
              type="text"
              value={topic}
              onChange={(event) => setTopic(event.target.value)}
              disabled={useCustom}
              maxLength={LIMITS.studyGuideTopicMaxChars}
              placeholder={text.topicPlaceholder}
              aria-describedby={useCustom ? ids.topicHint : undefined}
              autoComplete="off"
              className="block w-full rounded-xl border border-cream-300 bg-white px-3.5 py-3 text-base text-ink shadow-sm placeholder:text-ink-muted focus:border-wine-600 focus:outline-2 focus:outline-offset-0 focus:outline-wine-600/40 disabled:cursor-not-allowed disabled:bg-cream-200 disabled:text-ink-muted"
            />
            {useCustom ? (
              <p id={ids.topicHint} className="mt-1.5 text-sm text-ink-muted">
                {text.topicHint}
              </p>
            ) : null}
          </div>

          <fieldset>
            <legend id={ids.level} className="mb-2 text-sm font-semibold text-ink">
              {text.levelLabel}
            </legend>
            <div className="grid grid-cols-2 gap-2.5 sm:grid-cols-4">
              {LEVELS.map((option) => {
                const locked = !preferences.allowedLevels.includes(option.id);
                const selected = option.id === effectiveLevel;
                return (
                  <button
                    key={option.id}
                    type="button"
                    onClick={() => pickLevel(option.id)}
                    aria-pressed={selected}
                    aria-disabled={locked || undefined}
                    className={`flex flex-col items-start gap-0.5 rounded-xl border px-3.5 py-3 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine-700 ${
                      locked
                        ? 'cursor-not-allowed border-cream-300 bg-cream-200 text-ink-muted'
                        : selected
                          ? 'border-wine-700 bg-wine-700 text-cream-50 shadow-sm'
                          : 'border-cream-300 bg-white text-ink hover:border-wine-600 hover:bg-wine-50'
                    }`}
                  >
                    <span className="flex items-center gap-1.5 text-xs font-semibold tracking-wide uppercase">
                      {locked ? <Lock className="size-3.5" aria-hidden="true" /> : null}
                      {SCREENS.level.levelNumber(option.id)}
                    </span>{' '}
                    <span className="text-sm font-semibold">{option.name}</span>{' '}
                    {locked ? <span className="sr-only">{SCREENS.level.locked}</span> : null}
                  </button>
                );
              })}
            </div>
          </fieldset>

          <div className="space-y-3">
            <label className="flex w-fit cursor-pointer items-center gap-3 text-base font-medium text-ink">
              <input
                type="checkbox"
                checked={useCustom}
                onChange={(event) => setUseCustom(event.target.checked)}
                className={checkboxClass}
              />
              {text.customToggle}
            </label>
            {useCustom ? (
              <div>
                <div className="mb-1.5 flex items-end justify-between gap-3">
                  <label htmlFor={ids.content} className="text-sm font-semibold text-ink">
                    {text.customLabel}
                  </label>
                  <button type="button" onClick={() => void paste()} className={buttonClasses('secondary', 'sm')}>
                    <ClipboardPaste className="size-4" aria-hidden="true" />
                    {text.paste}
                  </button>
                </div>
                <textarea
                  id={ids.content}
                  ref={contentRef}
                  value={content}
                  onChange={(event) => setContent(event.target.value)}
                  rows={10}
                  placeholder={text.customPlaceholder}
                  aria-describedby={ids.counter}
                  aria-invalid={tooLong || undefined}
                  className={`block w-full resize-y rounded-xl border bg-white px-3.5 py-3 text-base text-ink shadow-sm placeholder:text-ink-muted focus:border-wine-600 focus:outline-2 focus:outline-offset-0 focus:outline-wine-600/40 ${
                    tooLong ? 'border-red-700' : 'border-cream-300'
                  }`}
                />
                <p
                  id={ids.counter}
                  className={`mt-1.5 text-right text-sm ${tooLong ? 'font-semibold text-red-800' : 'text-ink-muted'}`}
                >
                  {text.characters(formatNumber(content.length), formatNumber(maxChars))}
                  {tooLong ? <span className="block">{MESSAGES.studyGuideContentTooLong}</span> : null}
                </p>
              </div>
            ) : null}
          </div>

          <label className="flex w-fit cursor-pointer items-center gap-3 text-base font-medium text-ink">
            <input
              type="checkbox"
              checked={includeLogo}
              onChange={(event) => setIncludeLogo(event.target.checked)}
              className={checkboxClass}
            />
            {text.includeLogo}
          </label>

          <button
            type="submit"
            disabled={generate.isPending}
            className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}
          >
            {generate.isPending ? (
              <LoaderCircle className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : (
              <Sparkles className="size-5" aria-hidden="true" />
            )}
            {generate.isPending ? text.generating : text.generate}
          </button>
        </form>
      </Card>

      {result ? <GeneratedPdf pdf={result} headingRef={resultHeading} /> : null}
    </div>
  );
}

function GeneratedPdf({ pdf, headingRef }: { pdf: PdfRecord; headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <section
      aria-labelledby="study-guide-result"
      className="mt-8 rounded-2xl border border-wine-200 bg-wine-50 p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-4">
        <span
          className="grid size-12 shrink-0 place-items-center rounded-xl bg-wine-700 text-cream-50"
          aria-hidden="true"
        >
          <FileText className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h2
            id="study-guide-result"
            ref={headingRef}
            tabIndex={-1}
            className="font-serif text-xl font-bold text-wine-900 focus:outline-none"
          >
            {text.resultTitle}
          </h2>
          <p className="mt-1 font-semibold break-words text-ink">{pdf.title}</p>
          <p className="mt-0.5 text-sm break-all text-ink-muted">
            {pdf.filename}
            {pdf.size ? ` · ${formatFileSize(pdf.size)}` : ''}
          </p>
        </div>
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => void viewPdf(pdf.url)}
          aria-label={SCREENS.pdf.viewLabel(pdf.title)}
          className={buttonClasses('primary', 'md')}
        >
          <Eye className="size-4" aria-hidden="true" />
          {SCREENS.pdf.view}
        </button>
        <button
          type="button"
          onClick={() => void downloadPdf(pdf.url, pdf.filename)}
          aria-label={SCREENS.pdf.downloadLabel(pdf.title)}
          className={buttonClasses('secondary', 'md')}
        >
          <Download className="size-4" aria-hidden="true" />
          {SCREENS.pdf.download}
        </button>
        <Link
          to="/app/pdf-history"
          className="ml-auto text-sm font-semibold text-wine-800 underline decoration-1 underline-offset-4 hover:decoration-2"
        >
          {text.historyLink}
        </Link>
      </div>
    </section>
  );
}
