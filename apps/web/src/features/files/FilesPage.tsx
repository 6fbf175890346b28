import { FILE_KINDS, type FileKind, type LibraryFile, MESSAGES, SCREENS } from '@sommai/shared';
import { Download, Eye, File, FileText, HardDrive, ImageIcon, type LucideIcon, Paperclip, Trash2 } from 'lucide-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { Button } from '../../components/Button.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { SelectField } from '../../components/FormControls.tsx';
import { ListEmpty, ListFailed } from '../../components/ListStates.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { Modal } from '../../components/Modal.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { SearchBar } from '../../components/SearchBar.tsx';
import {
  downloadFile,
  type FileFilter,
  useDeleteFile,
  useFileBlob,
  useLibrary,
  useThumbnail,
} from '../../lib/api/files.ts';
import { formatDateTime, formatFileSize } from '../../lib/format.ts';
import { viewPdf } from '../../lib/pdf-files.ts';
import { useDocumentTitle } from '../../lib/title.ts';
import { toast } from '../../lib/toasts.tsx';
import { useObjectUrl } from '../../lib/useObjectUrl.ts';

const text = SCREENS.files;
const FILTERS: readonly FileFilter[] = ['all', ...FILE_KINDS];
const TYPE_OPTIONS = FILTERS.map((value) => ({ value, label: text.types[value] }));
const KIND_ICONS: Record<FileKind, LucideIcon> = {
  attachment: Paperclip,
  pdf: FileText,
  image: ImageIcon,
  training: ImageIcon,
};

const isImage = (file: LibraryFile) => file.mime.startsWith('image/');
const isPdf = (file: LibraryFile) => file.mime === 'application/pdf' || file.kind === 'pdf';

function ImagePreview({ file }: { file: LibraryFile }) {
  const blob = useFileBlob(file);
  const src = useObjectUrl(blob.data);
  if (blob.isError) return <p role="alert">{MESSAGES.previewFailed}</p>;
  if (!src) return <LoadingScreen text={text.previewLoading} />;
  return (
    <img src={src} alt={file.name} className="mx-auto max-h-[65dvh] w-auto rounded-xl bg-cream-100 object-contain" />
  );
}

/** A picture's stored thumbnail, a page-shaped tile for a PDF, else the kind's icon. */
function FileThumb({ file }: { file: LibraryFile }) {
  const picture = isImage(file);
  const thumb = useThumbnail(file, picture);
  const src = useObjectUrl(thumb.data);
  const Icon = KIND_ICONS[file.kind] ?? File;
  if (picture && src) {
    return (
      <img
        src={src}
        alt=""
        data-testid="file-thumbnail"
        width={64}
        height={64}
        className="size-16 shrink-0 rounded-xl border border-cream-300 bg-cream-100 object-cover"
      />
    );
  }
  if (isPdf(file)) {
    return (
      <span
        data-testid="file-pdf-tile"
        className="relative grid h-16 w-13 shrink-0 place-items-end rounded-md border border-cream-300 bg-white p-1 shadow-sm"
        aria-hidden="true"
      >
        <span className="absolute inset-x-2 top-2 space-y-1">
          <span className="block h-0.5 rounded bg-cream-300" />
          <span className="block h-0.5 rounded bg-cream-300" />
          <span className="block h-0.5 w-2/3 rounded bg-cream-300" />
        </span>
        <span className="w-full rounded-sm bg-red-800 text-center text-[0.65rem] font-bold tracking-wide text-white">
          PDF
        </span>
      </span>
    );
  }
  return (
    <span className="grid size-16 shrink-0 place-items-center rounded-xl bg-wine-100 text-wine-800" aria-hidden="true">
      <Icon className="size-6" />
    </span>
  );
}

function FileRow({
  file,
  onPreview,
  onDelete,
}: {
  file: LibraryFile;
  onPreview: (file: LibraryFile) => void;
  onDelete: (file: LibraryFile) => void;
}) {
  const [downloading, setDownloading] = useState(false);
  const canPreview = isImage(file) || isPdf(file);
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl border border-cream-300 bg-cream-50 p-4 shadow-sm sm:flex-nowrap">
      <FileThumb file={file} />
      <div className="min-w-0 flex-1 basis-40">
        <p className="font-semibold break-words text-wine-900 [overflow-wrap:anywhere]" title={file.name}>
          {file.name}
        </p>
        <p className="text-sm text-ink-muted">
          {text.kindLabels[file.kind]} · {formatFileSize(file.size)} · {formatDateTime(file.createdAt)}
        </p>
      </div>
      <div className="flex gap-1.5">
        {canPreview ? (
          <Button variant="ghost" size="sm" onClick={() => onPreview(file)} aria-label={text.previewLabel(file.name)}>
            <Eye className="size-4" aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{text.preview}</span>
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          disabled={downloading}
          aria-label={text.downloadLabel(file.name)}
          onClick={async () => {
            setDownloading(true);
            try {
              await downloadFile(file);
            } catch {
              toast.error(MESSAGES.downloadFailed);
            } finally {
              setDownloading(false);
            }
          }}
        >
          <Download className="size-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{text.download}</span>
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onDelete(file)} aria-label={text.deleteLabel(file.name)}>
          <Trash2 className="size-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{text.delete}</span>
        </Button>
      </div>
    </li>
  );
}

export function FilesPage() {
  useDocumentTitle(SCREENS.pages.files.documentTitle);
  const [type, setType] = useState<FileFilter>('all');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const library = useLibrary(type, deferred);
  const remove = useDeleteFile();
  const [previewing, setPreviewing] = useState<LibraryFile | null>(null);
  const [deleting, setDeleting] = useState<LibraryFile | null>(null);

  useEffect(() => {
    if (library.isError) toast.error(MESSAGES.filesLoadFailed, { id: 'files-load-failed' });
  }, [library.isError]);

  const preview = (file: LibraryFile) => {
    if (isImage(file)) setPreviewing(file);
    else void viewPdf(file.url);
  };

  const files = library.data?.files ?? [];
  const filtered = type !== 'all' || deferred !== '';

  return (
    <div className="mx-auto max-w-4xl px-6 py-10">
      <PageHeading
        title={SCREENS.pages.files.title}
        subtitle={text.subtitle}
        actions={
          library.data ? (
            <p className="flex items-center gap-2 rounded-full border border-cream-300 bg-cream-50 px-4 py-2 text-sm font-semibold text-wine-900">
              <HardDrive className="size-4 text-wine-700" aria-hidden="true" />
              <span className="sr-only">{text.storageLabel}: </span>
              {text.used(library.data.usedBytes, library.data.limitBytes)}
            </p>
          ) : null
        }
      />
      <SearchBar label={text.searchLabel} placeholder={text.searchPlaceholder} value={search} onChange={setSearch}>
        <SelectField
          label={text.typeLabel}
          value={type}
          options={TYPE_OPTIONS}
          onChange={setType}
          className="sm:w-56"
        />
      </SearchBar>

      {library.isPending ? (
        <LoadingScreen text={text.loading} />
      ) : library.isError ? (
        <ListFailed
          title={MESSAGES.filesLoadFailed}
          error={library.error}
          retry={library.refetch}
          tryAgain={text.tryAgain}
        />
      ) : files.length === 0 ? (
        <ListEmpty title={filtered ? text.noMatch : text.empty} hint={filtered ? undefined : text.emptyHint} />
      ) : (
        <ul className="space-y-3" aria-label={SCREENS.pages.files.title} aria-busy={library.isFetching}>
          {files.map((file) => (
            <FileRow key={`${file.kind}-${file.id}`} file={file} onPreview={preview} onDelete={setDeleting} />
          ))}
        </ul>
      )}

      <Modal
        open={previewing !== null}
        title={previewing?.name ?? text.preview}
        closeLabel={text.close}
        onClose={() => setPreviewing(null)}
        size="lg"
      >
        {previewing ? <ImagePreview file={previewing} /> : null}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title={text.confirmTitle}
        text={deleting ? text.confirmText(deleting.name) : ''}
        confirmLabel={text.confirm}
        busyLabel={text.deleting}
        cancelLabel={text.cancel}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting, {
            onSuccess: () => {
              toast.success(MESSAGES.fileDeleted);
              setDeleting(null);
            },
            onError: (error) => toast.error(error.message || MESSAGES.fileDeleteFailed),
          });
        }}
      />
    </div>
  );
}
