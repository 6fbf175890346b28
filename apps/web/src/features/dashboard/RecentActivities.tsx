import { ACTIVITY_FILTERS, type ActivityItem, DASHBOARD_TEXTS, relativeTime, SHELL_MESSAGES } from '@sommai/shared';
import { LoaderCircle, Star } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ActivityIcon } from '../../components/ActivityIcon.tsx';
import { Button } from '../../components/Button.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { Modal } from '../../components/Modal.tsx';
import { ProtectedImage } from '../../components/ProtectedImage.tsx';
import { downloadActivityPdf, useActivity, useToggleFavorite } from '../../lib/api/activity.ts';

const text = DASHBOARD_TEXTS;
type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];
const LIST_LIMIT = 10;

function ActivityRow({
  item,
  onAction,
  busy,
}: {
  item: ActivityItem;
  onAction: (item: ActivityItem) => void;
  busy: boolean;
}) {
  const favorite = useToggleFavorite();
  return (
    <li className="flex items-center gap-3 rounded-2xl border border-cream-300 bg-cream-50 p-3 shadow-sm sm:gap-4 sm:p-4">
      <button
        type="button"
        aria-pressed={item.isFavorite}
        aria-label={text.favorite(item.title)}
        onClick={() => favorite.mutate({ item, favorite: !item.isFavorite })}
        className="rounded-full p-1.5 text-gold-500 hover:bg-gold-200/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine-700"
      >
        <Star
          className={`size-5 ${item.isFavorite ? 'fill-gold-400 text-gold-500' : 'text-ink-muted'}`}
          aria-hidden="true"
        />
      </button>
      <ActivityIcon type={item.type} />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-wine-900">{item.title}</p>
        <p className="text-sm text-ink-muted">
          <span className="sr-only">{text.typeLabels[item.type]} · </span>
          <time dateTime={item.timestamp}>{relativeTime(item.timestamp)}</time>
        </p>
      </div>
      {typeof item.score === 'number' ? (
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-bold text-amber-900">
          {text.scorePercent(item.score)}
        </span>
      ) : null}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onAction(item)}
        disabled={busy}
        aria-label={text.actionLabel(item.action, item.title)}
      >
        {busy ? <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
        {item.action}
      </Button>
    </li>
  );
}

export function RecentActivities({ onContinueChat }: { onContinueChat: (chatId: string) => void }) {
  const [filter, setFilter] = useState<ActivityFilter>('all');
  const [busyId, setBusyId] = useState<string | null>(null);
  const [viewing, setViewing] = useState<ActivityItem | null>(null);
  const navigate = useNavigate();
  const activity = useActivity({ type: filter, limit: LIST_LIMIT });

  const onAction = async (item: ActivityItem) => {
    if (item.type === 'chat') onContinueChat(item.target.id);
    else if (item.type === 'image') setViewing(item);
    else if (item.type === 'pdf') {
      setBusyId(item.id);
      await downloadActivityPdf(item);
      setBusyId(null);
    } else void navigate(item.target.route);
  };

  const items = activity.data ?? [];

  return (
    <section aria-labelledby="recent-title" className="mt-12">
      <h2 id="recent-title" className="font-serif text-2xl font-bold text-wine-900">
        {text.recentTitle}
      </h2>
      <fieldset className="mt-4 flex flex-wrap gap-2">
        <legend className="sr-only">{text.filtersLabel}</legend>
        {ACTIVITY_FILTERS.map((id) => {
          const active = id === filter;
          return (
            <button
              key={id}
              type="button"
              aria-pressed={active}
              onClick={() => setFilter(id)}
              className={`rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine-700 ${
                active
                  ? 'border-wine-700 bg-wine-700 text-cream-50'
                  : 'border-cream-300 bg-cream-50 text-wine-800 hover:border-wine-600'
              }`}
            >
              {text.filters[id]}
            </button>
          );
        })}
      </fieldset>
      <div className="mt-5" aria-busy={activity.isFetching}>
        {activity.isPending ? (
          <p role="status" className="flex items-center gap-2 py-6 text-ink-muted">
            <LoaderCircle className="size-5 animate-spin text-wine-700 motion-reduce:animate-none" aria-hidden="true" />
            {SHELL_MESSAGES.activityLoading}
          </p>
        ) : activity.isError ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900">
            <p className="font-semibold">{SHELL_MESSAGES.activityLoadFailed}</p>
            <p className="mt-1 text-sm">{text.loadFailedHint}</p>
            <Button className="mt-3" size="sm" variant="secondary" onClick={() => activity.refetch()}>
              {text.tryAgain}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-cream-300 bg-cream-50 px-6 py-10 text-center">
            <p className="font-semibold text-wine-900">
              {filter === 'favorites' ? text.emptyFavorites : SHELL_MESSAGES.activityEmpty}
            </p>
            <p className="mt-1 text-sm text-ink-muted">
              {filter === 'favorites' ? text.emptyFavoritesHint : SHELL_MESSAGES.activityEmptyHint}
            </p>
          </div>
        ) : (
          <ul className="space-y-3" aria-label={text.recentTitle}>
            {items.map((item) => (
              <ActivityRow
                key={`${item.type}-${item.id}`}
                item={item}
                busy={busyId === item.id}
                onAction={(i) => void onAction(i)}
              />
            ))}
          </ul>
        )}
      </div>
      <Modal
        open={viewing !== null}
        title={viewing?.title ?? text.viewImageTitle}
        closeLabel={text.close}
        onClose={() => setViewing(null)}
        size="lg"
      >
        {viewing ? (
          <div className="space-y-4">
            <ProtectedImage
              url={`/api/images/${encodeURIComponent(viewing.target.id)}/file`}
              alt={viewing.description || viewing.title}
              fit="contain"
              ratio="4 / 3"
              className="w-full rounded-xl bg-cream-100"
            />
            <div className="flex justify-end">
              <ButtonLink to={viewing.target.route} variant="secondary">
                {text.openInGenerator}
              </ButtonLink>
            </div>
          </div>
        ) : null}
      </Modal>
    </section>
  );
}
