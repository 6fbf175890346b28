import { DEFAULT_IMAGE_CATEGORY, IMAGE_CATEGORIES, MESSAGES, SCREENS } from '@sommai/shared';
import { Download, ImageIcon, LoaderCircle, MessageSquare, Sparkles, Wine } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ProtectedImage } from '../../components/ProtectedImage.tsx';
import { imageFailureText, useGenerateChatImage } from '../../lib/images/api.ts';
import { downloadImage } from '../../lib/images/files.ts';
import { categoryLabel } from '../../lib/images/labels.ts';
import type { GeneratedImage } from '../../lib/images/types.ts';
import { toast } from '../../lib/toasts.tsx';

const text = SCREENS.imageMode;

export type ChatMode = 'chat' | 'image';

interface ChatModeToggleProps {
  mode: ChatMode;
  onChange: (mode: ChatMode) => void;
}

/** The header's switch between asking questions and creating images. */
export function ChatModeToggle({ mode, onChange }: ChatModeToggleProps) {
  const options = [
    { id: 'chat', label: text.chat, Icon: MessageSquare },
    { id: 'image', label: text.image, Icon: ImageIcon },
  ] as const;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons, not a form section.
    <div
      role="group"
      aria-label={text.modeLabel}
      className="flex rounded-full border border-cream-300 bg-cream-50 p-0.5"
    >
      {options.map(({ id, label, Icon }) => {
        const selected = mode === id;
        return (
          <button
            key={id}
            type="button"
            onClick={() => onChange(id)}
            aria-pressed={selected}
            className={`inline-flex h-8 items-center gap-1.5 rounded-full px-2.5 text-sm font-semibold transition-colors sm:px-3 ${
              selected ? 'bg-wine-700 text-cream-50 shadow-sm' : 'text-wine-800 hover:bg-wine-50'
            }`}
          >
            <Icon className="size-4" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{label}</span>
          </button>
        );
      })}
    </div>
  );
}

interface Creation {
  key: number;
  description: string;
  category: string;
  image?: GeneratedImage;
}

/** The chat's image mode: a category, a description and the images made from them, in this chat area. */
export function ImageMode({ hidden = false }: { hidden?: boolean }) {
  const generate = useGenerateChatImage();
  const [category, setCategory] = useState<string>(DEFAULT_IMAGE_CATEGORY);
  const [description, setDescription] = useState('');
  const [creations, setCreations] = useState<Creation[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const nextKey = useRef(0);
  const scrollRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const ids = { category: useId(), description: useId() };

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new or finished image should scroll into view.
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [creations]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (generate.isPending) return;
    const prompt = description.trim();
    if (!prompt) {
      toast.error(MESSAGES.imagePromptRequiredChat);
      inputRef.current?.focus();
      return;
    }
    const key = nextKey.current++;
    setCreations((all) => [...all, { key, description: prompt, category }]);
    setAnnouncement(text.creating);
    generate.mutate(
      { prompt, category },
      {
        onSuccess: ({ data }) => {
          setCreations((all) => all.map((c) => (c.key === key ? { ...c, image: data } : c)));
          setDescription((now) => (now.trim() === prompt ? '' : now));
          setAnnouncement(text.imageReady);
          toast.success(MESSAGES.imageGenerated);
        },
        onError: (error) => {
          // The request goes, as a failed chat message does; the description stays in the box.
          setCreations((all) => all.filter((c) => c.key !== key));
          setAnnouncement('');
          toast.error(imageFailureText(error, MESSAGES.imageFailedRetry));
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div hidden={hidden} className="flex min-h-0 flex-1 flex-col">
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {creations.length === 0 ? (
        <div className="flex min-h-0 flex-1 flex-col items-center justify-center overflow-y-auto px-2 py-8 text-center">
          <span
            className="grid size-14 place-items-center rounded-2xl bg-wine-700 text-cream-50 shadow-md"
            aria-hidden="true"
          >
            <ImageIcon className="size-7" />
          </span>
          <p className="mt-4 max-w-md font-serif text-xl font-bold text-wine-900">{text.empty}</p>
        </div>
      ) : (
        <section
          ref={scrollRef}
          aria-label={text.results}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard.
          tabIndex={0}
          className="min-h-0 flex-1 overflow-y-auto overscroll-contain rounded-xl focus-visible:outline-offset-0"
        >
          <ol className="mx-auto flex max-w-3xl flex-col gap-5 px-1 py-4 sm:px-2">
            {creations.map((creation) => (
              <CreationItem key={creation.key} creation={creation} />
            ))}
          </ol>
        </section>
      )}

      <form onSubmit={submit} noValidate className="pt-3" aria-busy={generate.isPending}>
        <div className="rounded-2xl border border-cream-300 bg-white shadow-sm">
          <label htmlFor={ids.description} className="sr-only">
            {text.descriptionLabel}
          </label>
          <textarea
            id={ids.description}
            ref={inputRef}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            onKeyDown={onKeyDown}
            rows={2}
            maxLength={1000}
            placeholder={text.descriptionPlaceholder}
            className="field-sizing-content block max-h-48 min-h-12 w-full resize-none rounded-t-2xl bg-transparent px-4 pt-3 pb-1 text-base text-ink placeholder:text-ink-muted focus:outline-none"
          />
          <div className="flex flex-wrap items-center gap-2 px-2 pt-1 pb-2">
            <label htmlFor={ids.category} className="sr-only">
              {text.categoryLabel}
            </label>
            <select
              id={ids.category}
              value={category}
              onChange={(event) => setCategory(event.target.value)}
              className="h-9 max-w-full rounded-full border border-cream-300 bg-cream-50 px-3 text-sm font-semibold text-wine-800 hover:border-wine-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine-700"
            >
              {IMAGE_CATEGORIES.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
            <span className="flex-1" />
            <button
              type="submit"
              disabled={generate.isPending}
              className="inline-flex h-10 items-center gap-2 rounded-full bg-wine-900 px-4 text-sm font-semibold text-cream-50 hover:bg-wine-950 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {generate.isPending ? (
                <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
              ) : (
                <Sparkles className="size-4" aria-hidden="true" />
              )}
              {generate.isPending ? text.creating : text.generate}
            </button>
          </div>
        </div>
      </form>
    </div>
  );
}

function CreationItem({ creation }: { creation: Creation }) {
  const { image } = creation;
  const [downloading, setDownloading] = useState(false);
  return (
    <>
      <li className="flex justify-end">
        <div className="max-w-[85%] sm:max-w-[75%]">
          <span className="sr-only">{SCREENS.chat.you}:</span>
          <div className="rounded-2xl rounded-tr-md bg-wine-700 px-4 py-2.5 text-cream-50 shadow-sm">
            <p className="text-xs font-semibold tracking-wide text-cream-200 uppercase">
              {categoryLabel(creation.category) ?? creation.category}
            </p>
            <p className="break-words whitespace-pre-wrap">{creation.description}</p>
          </div>
        </div>
      </li>
      <li className="flex gap-3">
        <span
          className="mt-0.5 hidden size-8 shrink-0 place-items-center rounded-full bg-wine-700 text-cream-50 sm:grid"
          aria-hidden="true"
        >
          <Wine className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <span className="sr-only">{SCREENS.chat.assistant}:</span>
          {image ? (
            <div className="w-full max-w-md overflow-hidden rounded-2xl rounded-tl-md border border-cream-300 bg-cream-50 shadow-sm">
              <ProtectedImage
                url={image.imageUrl}
                alt={SCREENS.images.imageAlt(image.topic || image.prompt)}
                width={image.width}
                height={image.height}
                fit="contain"
                className="max-h-[28rem] w-full"
              />
              {image.notice ? <p className="px-4 pt-3 text-xs text-ink-muted italic">{image.notice}</p> : null}
              <div className="flex flex-wrap items-center gap-2 px-3 py-2.5">
                <button
                  type="button"
                  onClick={async () => {
                    setDownloading(true);
                    await downloadImage(image);
                    setDownloading(false);
                  }}
                  disabled={downloading}
                  aria-label={SCREENS.images.downloadLabel(image.topic || image.prompt)}
                  className="inline-flex h-8 items-center gap-1.5 rounded-full px-2.5 text-xs font-semibold text-wine-800 transition-colors hover:bg-cream-200 disabled:opacity-60"
                >
                  {downloading ? (
                    <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
                  ) : (
                    <Download className="size-4" aria-hidden="true" />
                  )}
                  {SCREENS.images.download}
                </button>
                <Link
                  to="/app/image-generator"
                  className="ml-auto px-2 text-xs font-semibold text-wine-800 underline decoration-1 underline-offset-4 hover:decoration-2"
                >
                  {text.galleryLink}
                </Link>
              </div>
            </div>
          ) : (
            <div className="flex items-center gap-2 rounded-2xl rounded-tl-md border border-cream-300 bg-cream-50 px-4 py-3 text-sm text-ink-muted">
              <LoaderCircle
                className="size-4 animate-spin text-wine-700 motion-reduce:animate-none"
                aria-hidden="true"
              />
              {text.creating}
            </div>
          )}
        </div>
      </li>
    </>
  );
}
