import { SCREENS } from '@sommai/shared';
import { FileText, ImageIcon, LoaderCircle, TriangleAlert, X } from 'lucide-react';
import { formatFileSize } from '../../lib/format.ts';
import { useObjectUrl } from '../../lib/useObjectUrl.ts';
import { useAttachmentBlob } from './api.ts';
import type { ChatAttachment } from './types.ts';
import type { PendingAttachment } from './useAttachments.ts';

const text = SCREENS.chat;

function Thumbnail({ file, url, name, variant }: { file?: Blob; url?: string; name: string; variant: 'sm' | 'lg' }) {
  // A picked file previews from memory; a stored one is fetched with the bearer token.
  const remote = useAttachmentBlob(file ? undefined : url);
  const src = useObjectUrl(file ?? remote.data);
  const box = variant === 'sm' ? 'size-14' : 'size-24 sm:size-28';
  return src ? (
    <img src={src} alt={name} className={`${box} rounded-xl border border-cream-300 bg-cream-200 object-cover`} />
  ) : (
    <span
      role="img"
      aria-label={name}
      className={`${box} grid place-items-center rounded-xl border border-cream-300 bg-cream-200 text-wine-700`}
    >
      <ImageIcon className="size-5" aria-hidden="true" />
    </span>
  );
}

function NoteChip({ note }: { note: string }) {
  return (
    <span className="inline-flex max-w-full items-start gap-1.5 rounded-lg border border-amber-300 bg-amber-50 px-2 py-1 text-xs font-medium text-amber-900">
      <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      <span>{note}</span>
    </span>
  );
}

function PdfChip({ name, size, tone = 'light' }: { name: string; size: number; tone?: 'light' | 'dark' }) {
  const colours =
    tone === 'dark' ? 'border-cream-50/30 bg-wine-800 text-cream-50' : 'border-cream-300 bg-cream-50 text-wine-900';
  return (
    <span className={`inline-flex max-w-full items-center gap-2 rounded-xl border px-3 py-2 text-sm ${colours}`}>
      <FileText className="size-4 shrink-0" aria-hidden="true" />
      <span className="min-w-0 truncate font-medium">{name}</span>
      <span className={`shrink-0 text-xs ${tone === 'dark' ? 'text-cream-200' : 'text-ink-muted'}`}>
        {formatFileSize(size)}
      </span>
    </span>
  );
}

/** The files sent with a message: image thumbnails and PDF chips, with any reading note. */
export function MessageAttachments({ attachments, tone }: { attachments: ChatAttachment[]; tone: 'light' | 'dark' }) {
  if (attachments.length === 0) return null;
  return (
    <ul className="mb-2 flex flex-wrap gap-2" aria-label={text.attachments}>
      {attachments.map((a) => (
        <li key={a.id} className="flex max-w-full flex-col items-start gap-1">
          {a.type === 'image' ? (
            <Thumbnail url={a.url} name={a.name} variant="lg" />
          ) : (
            <PdfChip name={a.name} size={a.size} tone={tone} />
          )}
          {a.note ? <NoteChip note={a.note} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Files waiting for the next message, each with its upload state and a remove button. */
export function PendingAttachments({
  items,
  onRemove,
}: {
  items: PendingAttachment[];
  onRemove: (id: string) => void;
}) {
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2 px-3 pt-3" aria-label={text.pendingAttachments}>
      {items.map((item) => (
        <li key={item.id} className="flex max-w-full flex-col items-start gap-1">
          <div className="relative flex max-w-full items-center gap-2 rounded-xl border border-cream-300 bg-cream-100 p-1.5 pr-9">
            {item.type === 'image' ? (
              <Thumbnail file={item.file} url={item.uploaded?.url} name={item.name} variant="sm" />
            ) : (
              <FileText className="ml-1 size-5 shrink-0 text-wine-700" aria-hidden="true" />
            )}
            <span className="flex min-w-0 flex-col text-xs">
              <span className="max-w-40 truncate font-medium text-wine-900 sm:max-w-56">{item.name}</span>
              <span className="flex items-center gap-1 text-ink-muted">
                {item.uploaded ? (
                  formatFileSize(item.size)
                ) : (
                  <>
                    <LoaderCircle className="size-3 animate-spin motion-reduce:animate-none" aria-hidden="true" />
                    {text.uploading}
                  </>
                )}
              </span>
            </span>
            <button
              type="button"
              onClick={() => onRemove(item.id)}
              aria-label={text.removeAttachment(item.name)}
              className="absolute top-1.5 right-1.5 grid size-7 place-items-center rounded-full text-ink-muted hover:bg-cream-200 hover:text-wine-800"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
          {item.uploaded?.note ? <NoteChip note={item.uploaded.note} /> : null}
        </li>
      ))}
    </ul>
  );
}
