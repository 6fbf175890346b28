import { MESSAGES, SCREENS } from '@sommai/shared';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { api, isApiError } from '../../lib/api/index.ts';
import { downloadPdf } from '../../lib/pdf-files.ts';
import { toast } from '../../lib/toasts.tsx';
import type { ChatUIMessage } from './types.ts';

const text = SCREENS.chat;

/** Minutes from the first to the last message, or null with fewer than 2 messages (spec section 9). */
export function sessionMinutes(messages: readonly ChatUIMessage[]): number | null {
  if (messages.length < 2) return null;
  const times = messages
    .map((m) => (m.metadata?.createdAt ? Date.parse(m.metadata.createdAt) : Number.NaN))
    .filter((t) => Number.isFinite(t));
  if (times.length < 2) return 0;
  return Math.max(0, Math.round((Math.max(...times) - Math.min(...times)) / 60_000));
}

/** The PDF panel: what this session holds so far. */
export function SessionPanel({
  id,
  chatId,
  messages,
}: {
  id: string;
  chatId: string;
  messages: readonly ChatUIMessage[];
}) {
  const [busy, setBusy] = useState(false);
  // The chat as stored on the server becomes a study PDF: its questions, answers, duration and level.
  const makePdf = async () => {
    if (messages.length === 0) {
      toast.error(MESSAGES.pdfEmptyChat);
      return;
    }
    setBusy(true);
    try {
      const made = await api.post<{ pdfUrl: string; filename: string; pdf?: { url: string; filename: string } }>(
        `/chat/${encodeURIComponent(chatId)}/pdf`,
      );
      toast.success(MESSAGES.pdfGenerated);
      await downloadPdf(made.pdf?.url ?? made.pdfUrl, made.pdf?.filename ?? made.filename);
    } catch (error) {
      toast.error(isApiError(error) && error.status < 500 ? error.message : MESSAGES.pdfFailed);
    } finally {
      setBusy(false);
    }
  };
  const questions = messages.filter((m) => m.role === 'user').length;
  const answers = messages.filter((m) => m.role === 'assistant').length;
  const minutes = sessionMinutes(messages);
  const stats = [
    { label: text.questionsAsked, value: String(questions) },
    { label: text.aiResponses, value: String(answers) },
    { label: text.sessionDuration, value: minutes === null ? text.notAvailable : text.durationMinutes(minutes) },
  ];
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="rounded-2xl border border-cream-300 bg-cream-50 p-4">
      <h2 id={`${id}-title`} className="font-serif text-base font-bold text-wine-900">
        {text.pdfPanelTitle}
      </h2>
      <dl className="mt-3 grid grid-cols-3 gap-3">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-xl bg-cream-100 px-3 py-2">
            <dt className="text-xs text-ink-muted">{stat.label}</dt>
            <dd className="mt-0.5 font-serif text-xl font-bold text-wine-900">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        onClick={makePdf}
        disabled={busy}
        className="mt-3 inline-flex items-center gap-2 rounded-xl bg-wine-800 px-4 py-2 text-sm font-semibold text-cream-50 hover:bg-wine-900 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300"
      >
        <FileDown className="size-4" aria-hidden="true" />
        {busy ? text.makingStudyPdf : text.makeStudyPdf}
      </button>
    </section>
  );
}
