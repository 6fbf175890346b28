import { SCREENS, TRAINING } from '@sommai/shared';
import { LoaderCircle, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ProtectedImage } from '../../components/ProtectedImage.tsx';
import type { TrainingImage } from './types.ts';

const text = SCREENS.training;

function categoryText(category: string): string {
  return (text.categoryLabels as Record<string, string>)[category] ?? category;
}

interface DatasetGridProps {
  images: readonly TrainingImage[];
  locked: boolean;
  removing: ReadonlySet<string>;
  onCaption: (image: TrainingImage, caption: string) => void;
  onCategory: (image: TrainingImage, category: string) => void;
  onRemove: (image: TrainingImage) => void;
}

/** The uploaded images, each with its category, its caption and a remove control. */
export function DatasetGrid({ images, locked, removing, onCaption, onCategory, onRemove }: DatasetGridProps) {
  return (
    <ul className="grid grid-cols-1 gap-4 min-[26rem]:grid-cols-2 md:grid-cols-3">
      {images.map((image) => (
        <li key={image.id}>
          <TrainingImageCard
            image={image}
            locked={locked}
            removing={removing.has(image.id)}
            onCaption={onCaption}
            onCategory={onCategory}
            onRemove={onRemove}
          />
        </li>
      ))}
    </ul>
  );
}

interface CardProps {
  image: TrainingImage;
  locked: boolean;
  removing: boolean;
  onCaption: (image: TrainingImage, caption: string) => void;
  onCategory: (image: TrainingImage, category: string) => void;
  onRemove: (image: TrainingImage) => void;
}

function TrainingImageCard({ image, locked, removing, onCaption, onCategory, onRemove }: CardProps) {
  const [caption, setCaption] = useState(image.caption);
  // A caption saved (or put back) by the server shows when the box is not being edited.
  useEffect(() => setCaption(image.caption), [image.caption]);

  const known = (TRAINING.categories as readonly string[]).includes(image.category);

  return (
    <article
      className={`flex h-full flex-col overflow-hidden rounded-xl border border-cream-300 bg-white shadow-sm ${
        removing ? 'opacity-50' : ''
      }`}
      aria-busy={removing || undefined}
    >
      <div className="relative">
        <ProtectedImage url={image.url} alt={image.name} ratio="4 / 3" className="w-full" />
        <button
          type="button"
          onClick={() => onRemove(image)}
          disabled={locked || removing}
          aria-label={text.remove(image.name)}
          className="absolute top-2 right-2 grid size-8 place-items-center rounded-full bg-wine-950/75 text-cream-50 shadow transition-colors hover:bg-wine-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine-700 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {removing ? (
            <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <X className="size-4" aria-hidden="true" />
          )}
        </button>
        <select
          value={image.category}
          onChange={(event) => onCategory(image, event.target.value)}
          disabled={locked}
          aria-label={text.categoryLabel(image.name)}
          className="absolute bottom-2 left-2 max-w-[calc(100%-1rem)] cursor-pointer rounded-full border border-wine-800 bg-wine-800 py-1 pr-2 pl-2.5 text-xs font-semibold text-cream-50 shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300 disabled:cursor-not-allowed"
        >
          {known ? null : <option value={image.category}>{categoryText(image.category)}</option>}
          {TRAINING.categories.map((category) => (
            <option key={category} value={category}>
              {categoryText(category)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-2.5">
        <p className="truncate text-xs font-medium text-ink-muted" title={image.name}>
          {image.name}
        </p>
        <input
          type="text"
          value={caption}
          onChange={(event) => setCaption(event.target.value)}
          onBlur={() => {
            if (caption.trim() !== image.caption.trim()) onCaption(image, caption.trim());
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.currentTarget.blur();
          }}
          disabled={locked}
          maxLength={300}
          placeholder={text.captionPlaceholder}
          aria-label={text.captionLabel(image.name)}
          className="block w-full rounded-lg border border-cream-300 bg-cream-50 px-2.5 py-1.5 text-sm text-ink placeholder:text-ink-muted focus:border-wine-600 focus:outline-2 focus:outline-offset-0 focus:outline-wine-600/40 disabled:cursor-not-allowed disabled:text-ink-muted"
        />
      </div>
    </article>
  );
}
