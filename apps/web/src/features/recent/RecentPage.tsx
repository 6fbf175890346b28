import { type ActivityItem, MESSAGES, RECENT_ACTIVITY_TYPES, relativeTime, SCREENS } from '@sommai/shared';
import { RefreshCw } from 'lucide-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ActivityIcon } from '../../components/ActivityIcon.tsx';
import { Button } from '../../components/Button.tsx';
import { SelectField } from '../../components/FormControls.tsx';
import { ListEmpty } from '../../components/ListStates.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { SearchBar } from '../../components/SearchBar.tsx';
import { downloadActivityPdf, useActivity } from '../../lib/api/activity.ts';
import { useDocumentTitle } from '../../lib/title.ts';
import { toast } from '../../lib/toasts.tsx';

const text = SCREENS.recent;
type RecentType = (typeof RECENT_ACTIVITY_TYPES)[number];
const TYPE_OPTIONS = RECENT_ACTIVITY_TYPES.map((value) => ({ value, label: text.types[value] }));

export function RecentPage() {
  useDocumentTitle(SCREENS.pages.recent.documentTitle);
  const navigate = useNavigate();
  const [type, setType] = useState<RecentType>('all');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const activity = useActivity({ type, search: deferred });

  useEffect(() => {
    if (activity.isError) {
      console.error(MESSAGES.activityLoadFailed, activity.error);
      toast.error(MESSAGES.activityLoadFailed, { id: 'activity-load-failed' });
    }
  }, [activity.isError, activity.error]);

  const open = (item: ActivityItem) => {
    if (item.type === 'chat') void navigate(`/app/chat?chat=${encodeURIComponent(item.target.id)}`);
    else if (item.type === 'pdf') void downloadActivityPdf(item);
    else void navigate(item.target.route);
  };

  const items = activity.data ?? [];

  return (
    <div className="mx-auto max-w-4xl px-6 py-10">
      <PageHeading
        title={SCREENS.pages.recent.title}
        subtitle={text.subtitle}
        actions={
          <Button variant="secondary" onClick={() => activity.refetch()} disabled={activity.isFetching}>
            <RefreshCw
              className={`size-4 ${activity.isFetching ? 'animate-spin motion-reduce:animate-none' : ''}`}
              aria-hidden="true"
            />
            {text.refresh}
          </Button>
        }
      />
      <SearchBar label={text.searchLabel} placeholder={text.searchPlaceholder} value={search} onChange={setSearch}>
        <SelectField
          label={text.typeLabel}
          value={type}
          options={TYPE_OPTIONS}
          onChange={setType}
          className="sm:w-48"
        />
      </SearchBar>

      {activity.isPending ? (
        <LoadingScreen text={MESSAGES.activityLoading} />
      ) : items.length === 0 ? (
        <ListEmpty title={MESSAGES.activityEmpty} hint={MESSAGES.activityEmptyHint} />
      ) : (
        <ul className="space-y-3" aria-label={text.listLabel} aria-busy={activity.isFetching}>
          {items.map((item) => (
            <li
              key={`${item.type}-${item.id}`}
              className="flex gap-4 rounded-2xl border border-cream-300 bg-cream-50 p-4 shadow-sm"
            >
              <ActivityIcon type={item.type} />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <h2 className="font-semibold text-wine-900">{item.title}</h2>
                  <time dateTime={item.timestamp} className="text-sm text-ink-muted">
                    {relativeTime(item.timestamp)}
                  </time>
                </div>
                {item.description ? <p className="mt-1 text-sm text-ink">{item.description}</p> : null}
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  {typeof item.score === 'number' ? (
                    <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold text-amber-900">
                      {text.score(item.score)}
                    </span>
                  ) : null}
                  <Button
                    variant="ghost"
                    size="sm"
                    className="ml-auto"
                    onClick={() => open(item)}
                    aria-label={SCREENS.dashboard.actionLabel(item.action, item.title)}
                  >
                    {item.action}
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
