import { ATTACHMENT_MAX_BYTES, MESSAGES, SCREENS } from '@sommai/shared';
import { ImageUp, LoaderCircle } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { toast } from '../../lib/toasts.tsx';

const text = SCREENS.training;

interface UploadAreaProps {
  uploading: number;
  disabled: boolean;
  onFiles: (files: File[]) => void;
}

/** Keeps image files of an allowed size and says what was left out. */
export function acceptImages(files: readonly File[]): File[] {
  const images = files.filter((file) => file.type.startsWith('image/'));
  const skipped = files.length - images.length;
  if (skipped > 0) toast.error(MESSAGES.trainingImagesOnly(skipped));
  return images.filter((file) => {
    if (file.size <= ATTACHMENT_MAX_BYTES) return true;
    toast.error(MESSAGES.trainingFileTooLarge(file.name));
    return false;
  });
}

/** Click to choose images, or drop them here; several at once. */
export function UploadArea({ uploading, disabled, onFiles }: UploadAreaProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const busy = uploading > 0;

  const take = (list: FileList | null) => {
    if (!list || list.length === 0) return;
    const files = acceptImages(Array.from(list));
    if (files.length > 0) onFiles(files);
  };

  const onDragOver = (event: DragEvent) => {
    if (disabled || busy || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled || busy) return;
    take(event.dataTransfer.files);
  };

  return (
    <div>
      <button
        type="button"
        onClick={() => inputRef.current?.click()}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        disabled={disabled || busy}
        aria-describedby={hintId}
        className={`flex w-full flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed px-6 py-10 text-center transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine-700 disabled:cursor-not-allowed ${
          dragging
            ? 'border-wine-600 bg-wine-50'
            : 'border-cream-300 bg-cream-100 enabled:hover:border-wine-600 enabled:hover:bg-wine-50'
        } ${disabled ? 'opacity-60' : ''}`}
      >
        <span
          className="grid size-14 place-items-center rounded-2xl bg-wine-700 text-cream-50 shadow-md"
          aria-hidden="true"
        >
          {busy ? (
            <LoaderCircle className="size-7 animate-spin motion-reduce:animate-none" />
          ) : (
            <ImageUp className="size-7" />
          )}
        </span>
        <span className="font-serif text-lg font-bold text-wine-900">
          {busy ? text.uploading(uploading) : dragging ? text.dropHere : text.uploadCta}
        </span>
        <span id={hintId} className="max-w-md text-sm text-ink-muted">
          {text.uploadHint}
        </span>
      </button>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        multiple
        hidden
        onChange={(event) => {
          take(event.target.files);
          // The same files can be picked again after a removal.
          event.target.value = '';
        }}
      />
    </div>
  );
}
