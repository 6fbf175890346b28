import {
  DEFAULT_IMAGE_CATEGORY,
  DEFAULT_IMAGE_QUALITY,
  DEFAULT_IMAGE_STYLE,
  DEFAULT_SIZE_PRESET,
  IMAGE_CATEGORIES,
  IMAGE_QUALITIES,
  IMAGE_STYLE_LABELS,
  IMAGE_STYLES,
  MESSAGES,
  remaining,
  SCREENS,
  SIZE_PRESETS,
  type SizePreset,
} from '@sommai/shared';
import { Brush, Camera, Eye, Info, LayoutTemplate, LoaderCircle, Sparkles, Wand2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { useCurrentUser } from '../../lib/currentUser.tsx';
import { formatNumber } from '../../lib/format.ts';
import {
  imageFailureText,
  useGenerateImage,
  useImageStyles,
  usePhotographic,
  usePreviews,
} from '../../lib/images/api.ts';
import { useDocumentTitle } from '../../lib/title.ts';
import { toast } from '../../lib/toasts.tsx';
import { Gallery } from './Gallery.tsx';

const page = SCREENS.pages.images;
const text = SCREENS.images;

const selectClass =
  'block w-full appearance-none rounded-xl border border-cream-300 bg-white bg-[length:1.1rem] bg-[right_0.75rem_center] bg-no-repeat px-3.5 py-2.5 pr-10 text-base text-ink shadow-sm focus:border-wine-600 focus:outline-2 focus:outline-offset-0 focus:outline-wine-600/40';
// A chevron drawn in the page's ink colour, so the native arrow can go.
const chevron = {
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%235b4850' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
};

const qualityIcons = { 'wine-realism': Camera, 'wine-art': Brush } as const;
/** Without an image service nothing is photographed: a layout icon, not a camera. */
const builtinIcons = { 'wine-realism': LayoutTemplate, 'wine-art': Brush } as const;

export function ImageGeneratorPage() {
  useDocumentTitle(page.documentTitle);
  const me = useCurrentUser();
  const [searchParams] = useSearchParams();
  const styles = useImageStyles();
  const generate = useGenerateImage();
  const photographic = usePhotographic().data === true;
  const previews = usePreviews();
  const [prompt, setPrompt] = useState('');
  const [quality, setQuality] = useState<string>(DEFAULT_IMAGE_QUALITY);
  // A link from Custom Training names the style just trained.
  const [style, setStyle] = useState<string>(() => searchParams.get('style') ?? DEFAULT_IMAGE_STYLE);
  const [category, setCategory] = useState<string>(DEFAULT_IMAGE_CATEGORY);
  const [size, setSize] = useState<string>(DEFAULT_SIZE_PRESET);
  const [notice, setNotice] = useState<string | null>(null);
  const [latestId, setLatestId] = useState<string>();
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const ids = {
    prompt: useId(),
    style: useId(),
    category: useId(),
    size: useId(),
    samples: useId(),
    preview: useId(),
  };

  const builtin = styles.data?.filter((s) => s.kind === 'builtin') ?? [];
  const custom = styles.data?.filter((s) => s.kind === 'custom') ?? [];
  const builtinOptions =
    builtin.length > 0 ? builtin : IMAGE_STYLES.map((id) => ({ id, label: IMAGE_STYLE_LABELS[id] }));

  // A style that is not (or no longer) on offer falls back to the default once the list is known.
  useEffect(() => {
    if (styles.data && !styles.data.some((s) => s.id === style)) setStyle(DEFAULT_IMAGE_STYLE);
  }, [styles.data, style]);

  const left = remaining(me.limits.imageLimit, me.usage.imagesUsed);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (generate.isPending) return;
    const topic = prompt.trim();
    if (!topic) {
      toast.error(MESSAGES.imagePromptRequired);
      promptRef.current?.focus();
      return;
    }
    setNotice(null);
    generate.mutate(
      { topic, category, style, quality, size },
      {
        onSuccess: ({ data }) => {
          toast.success(MESSAGES.imageGenerated);
          setLatestId(data.id);
          setNotice(data.notice ?? null);
        },
        onError: (error) => toast.error(imageFailureText(error)),
      },
    );
  };

  const pickSample = (sample: string) => {
    setPrompt(sample);
    promptRef.current?.focus();
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeading
        title={page.title}
        subtitle={text.subtitle}
        actions={
          <p className="rounded-full border border-cream-300 bg-cream-50 px-4 py-1.5 text-sm font-semibold text-wine-800">
            {text.remaining(formatNumber(left), formatNumber(me.limits.imageLimit))}
          </p>
        }
      />

      <Card className="p-5 sm:p-7">
        <form onSubmit={submit} noValidate aria-busy={generate.isPending} className="grid gap-8 lg:grid-cols-5">
          <div className="space-y-6 lg:col-span-3">
            <div>
              <label htmlFor={ids.prompt} className="mb-1.5 block text-sm font-semibold text-ink">
                {text.promptLabel}
              </label>
              <textarea
                id={ids.prompt}
                ref={promptRef}
                value={prompt}
                onChange={(event) => setPrompt(event.target.value)}
                rows={4}
                maxLength={1000}
                placeholder={text.promptPlaceholder}
                className="block w-full resize-y rounded-xl border border-cream-300 bg-white px-3.5 py-3 text-base text-ink shadow-sm placeholder:text-ink-muted focus:border-wine-600 focus:outline-2 focus:outline-offset-0 focus:outline-wine-600/40"
              />
            </div>

            <div>
              <h2 id={ids.samples} className="mb-2 text-sm font-semibold text-ink">
                {text.samplesTitle}
              </h2>
              <ul aria-labelledby={ids.samples} className="flex flex-wrap gap-2">
                {text.samples.map((sample) => (
                  <li key={sample}>
                    <button
                      type="button"
                      onClick={() => pickSample(sample)}
                      className="rounded-full border border-cream-300 bg-cream-100 px-3 py-1.5 text-left text-sm text-wine-900 transition-colors hover:border-wine-600 hover:bg-wine-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine-700"
                    >
                      <Wand2 className="mr-1.5 inline size-3.5 text-wine-700" aria-hidden="true" />
                      {sample}
                    </button>
                  </li>
                ))}
              </ul>
            </div>

            <fieldset>
              <legend className="mb-2 text-sm font-semibold text-ink">{text.qualityLabel}</legend>
              {photographic ? null : (
                <p className="mb-2 flex items-start gap-2 text-sm text-ink-muted">
                  <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {text.noPhotoService}
                </p>
              )}
              <div className="grid grid-cols-2 gap-3">
                {IMAGE_QUALITIES.map((option) => {
                  const Icon = photographic ? qualityIcons[option.id] : builtinIcons[option.id];
                  const selected = quality === option.id;
                  return (
                    <button
                      key={option.id}
                      type="button"
                      onClick={() => setQuality(option.id)}
                      aria-pressed={selected}
                      className={`flex items-center gap-3 rounded-xl border px-4 py-3 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine-700 ${
                        selected
                          ? 'border-wine-700 bg-wine-700 text-cream-50 shadow-sm'
                          : 'border-cream-300 bg-white text-ink hover:border-wine-600 hover:bg-wine-50'
                      }`}
                    >
                      <Icon className="size-5 shrink-0" aria-hidden="true" />
                      <span className="flex flex-col">
                        <span className="font-semibold">{option.label}</span>
                        {photographic ? null : (
                          <span className="text-sm font-medium">{text.builtinQualityKinds[option.id]}</span>
                        )}
                        <span className={`text-xs ${selected ? 'text-cream-200' : 'text-ink-muted'}`}>
                          {photographic ? text.qualityHints[option.id] : text.builtinQualityHints[option.id]}
                        </span>
                      </span>
                    </button>
                  );
                })}
              </div>
            </fieldset>
          </div>

          <div className="flex flex-col gap-6 lg:col-span-2">
            <fieldset>
              <legend id={ids.size} className="mb-2 text-sm font-semibold text-ink">
                {text.sizeLabel}
              </legend>
              <div className="grid grid-cols-2 gap-2.5">
                {SIZE_PRESETS.map((preset) => (
                  <SizeOption
                    key={preset.id}
                    preset={preset}
                    name={ids.size}
                    checked={size === preset.id}
                    onSelect={() => setSize(preset.id)}
                  />
                ))}
              </div>
            </fieldset>

            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
              <div>
                <label htmlFor={ids.style} className="mb-1.5 block text-sm font-semibold text-ink">
                  {text.styleLabel}
                </label>
                <select
                  id={ids.style}
                  value={style}
                  onChange={(event) => setStyle(event.target.value)}
                  className={selectClass}
                  style={chevron}
                >
                  <optgroup label={text.builtinStyles}>
                    {builtinOptions.map((option) => (
                      <option key={option.id} value={option.id}>
                        {option.label}
                      </option>
                    ))}
                  </optgroup>
                  {custom.length > 0 ? (
                    <optgroup label={text.customStyles}>
                      {custom.map((option) => (
                        <option key={option.id} value={option.id}>
                          {option.label}
                        </option>
                      ))}
                    </optgroup>
                  ) : null}
                </select>
                <Link
                  to="/app/custom-training"
                  className="mt-1.5 inline-block text-sm font-semibold text-wine-800 underline decoration-1 underline-offset-4 hover:decoration-2"
                >
                  {text.trainStyle}
                </Link>
              </div>
              <div>
                <label htmlFor={ids.category} className="mb-1.5 block text-sm font-semibold text-ink">
                  {text.categoryLabel}
                </label>
                <select
                  id={ids.category}
                  value={category}
                  onChange={(event) => setCategory(event.target.value)}
                  className={selectClass}
                  style={chevron}
                >
                  {IMAGE_CATEGORIES.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </div>
            </div>

            <div className="mt-auto space-y-3">
              <button type="submit" disabled={generate.isPending} className={buttonClasses('primary', 'lg', 'w-full')}>
                {generate.isPending ? (
                  <LoaderCircle className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
                ) : (
                  <Sparkles className="size-5" aria-hidden="true" />
                )}
                {generate.isPending ? text.generating : text.generate}
              </button>
              <p
                role="status"
                className={
                  notice
                    ? 'flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900'
                    : 'sr-only'
                }
              >
                {notice ? <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> : null}
                {notice ?? (generate.isPending ? text.generating : '')}
              </p>
            </div>
          </div>
        </form>
      </Card>

      <section aria-labelledby={ids.preview} className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id={ids.preview} className="font-serif text-2xl font-bold text-wine-900">
              {text.previewTitle}
            </h2>
            <p className="text-sm text-ink-muted">{text.previewHint}</p>
          </div>
          <button
            type="button"
            disabled={previews.isPending}
            onClick={() => {
              const topic = prompt.trim();
              if (!topic) {
                toast.error(MESSAGES.imagePromptRequired);
                promptRef.current?.focus();
                return;
              }
              previews.mutate(
                { topic, category, style, quality },
                { onError: (error) => toast.error(imageFailureText(error, text.previewFailed)) },
              );
            }}
            className={buttonClasses('secondary', 'md')}
          >
            {previews.isPending ? (
              <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : (
              <Eye className="size-4" aria-hidden="true" />
            )}
            {previews.isPending ? text.previewing : text.previewButton}
          </button>
        </div>
        {previews.data ? (
          <ul className="mt-4 flex flex-wrap items-end gap-4">
            {previews.data.map((p) => {
              const preset = SIZE_PRESETS.find((x) => x.id === p.size);
              if (!preset) return null;
              return (
                <li key={p.size} className="flex flex-col items-center gap-1.5">
                  <img
                    src={p.url}
                    alt={text.previewAlt(preset.label)}
                    style={{ height: 160, width: (160 * preset.width) / preset.height }}
                    className={`rounded-md border-2 ${size === p.size ? 'border-wine-700' : 'border-cream-300'}`}
                  />
                  <button
                    type="button"
                    onClick={() => setSize(p.size)}
                    aria-pressed={size === p.size}
                    className="text-xs font-semibold text-wine-800 underline decoration-1 underline-offset-4"
                  >
                    {text.previewPick(preset.label)}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : null}
      </section>

      <Gallery latestId={latestId} />
    </div>
  );
}

interface SizeOptionProps {
  preset: SizePreset;
  name: string;
  checked: boolean;
  onSelect: () => void;
}

/** One size preset: its name, its pixels and a little frame of its proportions. */
function SizeOption({ preset, name, checked, onSelect }: SizeOptionProps) {
  const scale = 28 / Math.max(preset.width, preset.height);
  return (
    <label
      className={`relative flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2.5 transition-colors has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-wine-700 ${
        checked ? 'border-wine-700 bg-wine-50 shadow-sm' : 'border-cream-300 bg-white hover:border-wine-600'
      }`}
    >
      {/* The radio covers the whole card (unseen), so a press anywhere on it is a press on the radio. */}
      <input
        type="radio"
        name={name}
        value={preset.id}
        checked={checked}
        onChange={onSelect}
        className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
      />
      <span className="grid size-8 shrink-0 place-items-center" aria-hidden="true">
        <span
          className={`block rounded-[3px] border-2 ${checked ? 'border-wine-700 bg-wine-200' : 'border-ink-muted/60'}`}
          style={{ width: preset.width * scale, height: preset.height * scale }}
        />
      </span>
      <span className="flex min-w-0 flex-col">
        <span className={`text-sm leading-tight font-semibold ${checked ? 'text-wine-900' : 'text-ink'}`}>
          {preset.label}
        </span>
        <span className="text-xs text-ink-muted">{SCREENS.images.dimensions(preset.width, preset.height)}</span>
      </span>
    </label>
  );
}
