import { MESSAGES, PDF_TYPE_LABELS, type PdfType, SCREENS } from '@sommai/shared';
import {
  Download,
  Eye,
  FileText,
  History,
  ListChecks,
  LoaderCircle,
  type LucideIcon,
  MessageSquare,
  RefreshCw,
  Trash2,
  Wine,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '../../components/Button.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { ListEmpty } from '../../components/ListStates.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { formatDateTime, formatFileSize } from '../../lib/format.ts';
import { useDeletePdf, usePdfHistory } from '../../lib/pdf/api.ts';
import type { PdfRecord } from '../../lib/pdf/types.ts';
import { downloadPdf, viewPdf } from '../../lib/pdf-files.ts';
import { useDocumentTitle } from '../../lib/title.ts';
import { toast } from '../../lib/toasts.tsx';
import { PdfNav } from './PdfNav.tsx';

const page = SCREENS.pages.pdfHistory;
const text = SCREENS.pdfHistory;

const TYPE_ICONS: Record<PdfType, LucideIcon> = {
  chat_summary: MessageSquare,
  session_summary: History,
  quiz_report: ListChecks,
  wine_topic: Wine,
};

function typeLabel(type: PdfType): string {
  return PDF_TYPE_LABELS[type] ?? PDF_TYPE_LABELS.wine_topic;
}

function PdfCard({ pdf, onDelete }: { pdf: PdfRecord; onDelete: (pdf: PdfRecord) => void }) {
  const Icon = TYPE_ICONS[pdf.type] ?? FileText;
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    await downloadPdf(pdf.url, pdf.filename);
    setDownloading(false);
  };
  return (
    <li className="flex flex-col rounded-2xl border border-cream-300 bg-cream-50 p-5 shadow-sm">
      <div className="flex items-start gap-4">
        <span
          className="grid size-11 shrink-0 place-items-center rounded-xl bg-wine-700 text-cream-50"
          aria-hidden="true"
        >
          <Icon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="w-fit rounded-full bg-wine-50 px-2.5 py-0.5 text-xs font-semibold tracking-wide text-wine-800 uppercase">
            {typeLabel(pdf.type)}
          </p>
          <h2 className="mt-1.5 font-serif text-lg leading-snug font-bold break-words text-wine-900">{pdf.title}</h2>
          <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-ink-muted">
            <div className="flex gap-1">
              <dt className="sr-only">{text.created}</dt>
              <dd>
                <time dateTime={pdf.created_at}>{formatDateTime(pdf.created_at)}</time>
              </dd>
            </div>
            {pdf.size ? (
              <div className="flex gap-1">
                <dt className="sr-only">{text.size}</dt>
                <dd>{formatFileSize(pdf.size)}</dd>
              </div>
            ) : null}
          </dl>
        </div>
      </div>
      <div className="mt-5 flex flex-wrap gap-2 border-t border-cream-300 pt-4">
        <button
          type="button"
          onClick={() => void viewPdf(pdf.url)}
          aria-label={SCREENS.pdf.viewLabel(pdf.title)}
          className={buttonClasses('primary', 'sm')}
        >
          <Eye className="size-4" aria-hidden="true" />
          {SCREENS.pdf.view}
        </button>
        <button
          type="button"
          onClick={() => void download()}
          disabled={downloading}
          aria-label={SCREENS.pdf.downloadLabel(pdf.title)}
          className={buttonClasses('secondary', 'sm')}
        >
          {downloading ? (
            <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <Download className="size-4" aria-hidden="true" />
          )}
          {SCREENS.pdf.download}
        </button>
        <button
          type="button"
          onClick={() => onDelete(pdf)}
          aria-label={SCREENS.pdf.deleteLabel(pdf.title)}
          aria-haspopup="dialog"
          className={buttonClasses('ghost', 'sm', 'ml-auto text-red-800 hover:bg-red-50 hover:text-red-900')}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {SCREENS.pdf.delete}
        </button>
      </div>
    </li>
  );
}

export function PdfHistoryPage() {
  useDocumentTitle(page.documentTitle);
  const history = usePdfHistory();
  const remove = useDeletePdf();
  const [pending, setPending] = useState<PdfRecord | null>(null);
  const headingRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (history.isError) toast.error(MESSAGES.pdfHistoryLoadFailed, { id: 'pdf-history' });
  }, [history.isError]);

  const confirmDelete = () => {
    if (!pending) return;
    remove.mutate(pending.id, {
      onSuccess: () => {
        toast.success(MESSAGES.pdfDeleted);
        setPending(null);
        // The card and its button are gone: the list is the next sensible place for focus.
        headingRef.current?.focus();
      },
      onError: () => toast.error(MESSAGES.pdfDeleteFailed),
    });
  };

  const pdfs = history.data ?? [];
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <PdfNav />
      <div ref={headingRef} tabIndex={-1} className="focus:outline-none">
        <PageHeading
          title={page.title}
          subtitle={text.subtitle}
          actions={
            <button
              type="button"
              onClick={() => void history.refetch()}
              disabled={history.isFetching}
              className={buttonClasses('secondary', 'md')}
            >
              <RefreshCw
                className={`size-4 ${history.isFetching ? 'animate-spin motion-reduce:animate-none' : ''}`}
                aria-hidden="true"
              />
              {text.refresh}
            </button>
          }
        />
      </div>

      {history.isPending ? (
        <p role="status" className="flex items-center justify-center gap-3 py-16 text-ink-muted">
          <LoaderCircle className="size-5 animate-spin text-wine-700 motion-reduce:animate-none" aria-hidden="true" />
          {text.loading}
        </p>
      ) : history.isError ? (
        <div className="rounded-2xl border border-dashed border-cream-300 bg-cream-50 px-6 py-12 text-center">
          <p className="font-semibold text-wine-900">{MESSAGES.pdfHistoryLoadFailed}</p>
          <p className="mt-1 text-sm text-ink-muted">{text.loadFailedHint}</p>
          <button
            type="button"
            onClick={() => void history.refetch()}
            className={buttonClasses('primary', 'md', 'mt-5')}
          >
            {text.tryAgain}
          </button>
        </div>
      ) : pdfs.length === 0 ? (
        <ListEmpty
          icon={<FileText className="mx-auto size-10 text-wine-300" aria-hidden="true" />}
          title={text.empty}
          hint={text.emptyHint}
        >
          <ButtonLink to="/app/pdf-generator" className="mt-6">
            {text.emptyAction}
          </ButtonLink>
        </ListEmpty>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {pdfs.map((pdf) => (
            <PdfCard key={String(pdf.id)} pdf={pdf} onDelete={setPending} />
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={pending !== null}
        title={text.confirmTitle}
        text={pending ? text.confirmText(pending.title) : ''}
        confirmLabel={text.confirm}
        busyLabel={text.deleting}
        cancelLabel={text.cancel}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
