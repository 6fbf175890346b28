import { LEVELS, type LevelId, MESSAGES, SCREENS } from '@sommai/shared';
import { Check, ListChecks, Lock, MessageSquare } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/Button.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import type { ChatPanelComponent } from '../../lib/chatPanel.ts';
import { useCurrentUser } from '../../lib/currentUser.tsx';
import { usePreferences } from '../../lib/preferences.ts';
import { useDocumentTitle } from '../../lib/title.ts';

const page = SCREENS.pages.level;
const text = SCREENS.level;

/** `ChatPanel` is the chat this screen opens in place, handed in by the routes. */
export function LevelPage({ ChatPanel }: { ChatPanel: ChatPanelComponent }) {
  useDocumentTitle(page.documentTitle);
  const me = useCurrentUser();
  const { level: currentLevel } = usePreferences();
  const [chatLevel, setChatLevel] = useState<LevelId | null>(null);
  const startButtons = useRef(new Map<LevelId, HTMLButtonElement>());
  const lastOpened = useRef<LevelId | null>(null);

  useEffect(() => {
    // Closing the chat puts focus back on the Start Chat that opened it.
    if (chatLevel === null && lastOpened.current !== null) startButtons.current.get(lastOpened.current)?.focus();
  }, [chatLevel]);

  if (chatLevel !== null) {
    return (
      <div className="mx-auto flex h-[calc(100dvh-4.1rem)] min-h-[28rem] max-w-5xl flex-col px-3 pt-4 pb-3 sm:px-6 md:h-[calc(100dvh-3.3rem)] md:pt-8 md:pb-4">
        <Suspense fallback={<LoadingScreen text={SCREENS.common.loading} />}>
          <ChatPanel
            initialLevel={chatLevel}
            onClose={() => setChatLevel(null)}
            closeLabel={text.closeChat}
            className="flex-1"
          />
        </Suspense>
      </div>
    );
  }

  const allowed = me.limits.levels;
  const someLocked = LEVELS.some((level) => !allowed.includes(level.id));

  return (
    <div className="mx-auto max-w-5xl px-6 py-10">
      <PageHeading title={page.title} subtitle={text.subtitle} />
      <ul className="grid gap-5 sm:grid-cols-2">
        {LEVELS.map((level) => {
          const locked = !allowed.includes(level.id);
          const current = level.id === currentLevel && !locked;
          return (
            <li
              key={level.id}
              className={`flex flex-col rounded-2xl border p-6 shadow-sm ${
                locked
                  ? 'border-cream-300 bg-cream-200'
                  : current
                    ? 'border-wine-600 bg-cream-50'
                    : 'border-cream-300 bg-cream-50'
              }`}
            >
              <div className="flex min-h-7 items-center justify-between gap-3">
                <span className="text-sm font-semibold tracking-wide text-wine-700 uppercase">
                  {text.levelNumber(level.id)} · {level.chatShort}
                </span>
                {locked ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-cream-100 px-2.5 py-1 text-xs font-semibold text-ink-muted">
                    <Lock className="size-3.5" aria-hidden="true" />
                    {text.locked}
                  </span>
                ) : current ? (
                  <span className="inline-flex items-center gap-1 rounded-full bg-wine-50 px-2.5 py-1 text-xs font-semibold text-wine-800">
                    <Check className="size-3.5" aria-hidden="true" />
                    {text.current}
                  </span>
                ) : null}
              </div>
              <h2 className={`mt-2 font-serif text-2xl font-bold ${locked ? 'text-ink-muted' : 'text-wine-900'}`}>
                {level.name}
              </h2>
              <p className="mt-2 text-ink-muted">{level.description}</p>
              <ul className="mt-4 flex-1 space-y-1.5 text-sm text-ink">
                {level.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-wine-600" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
              <div className="mt-6 flex flex-wrap gap-3">
                <button
                  type="button"
                  ref={(el) => {
                    if (el) startButtons.current.set(level.id, el);
                    else startButtons.current.delete(level.id);
                  }}
                  disabled={locked}
                  onClick={() => {
                    lastOpened.current = level.id;
                    setChatLevel(level.id);
                  }}
                  aria-label={text.startChatLabel(level.id)}
                  className={buttonClasses('primary', 'md')}
                >
                  {locked ? (
                    <Lock className="size-4" aria-hidden="true" />
                  ) : (
                    <MessageSquare className="size-4" aria-hidden="true" />
                  )}
                  {text.startChat}
                </button>
                {locked ? (
                  <button type="button" disabled className={buttonClasses('secondary', 'md')}>
                    <ListChecks className="size-4" aria-hidden="true" />
                    {text.takeQuiz}
                  </button>
                ) : (
                  <ButtonLink
                    to={`/app/quiz?level=${level.id}`}
                    variant="secondary"
                    aria-label={text.takeQuizLabel(level.id)}
                  >
                    <ListChecks className="size-4" aria-hidden="true" />
                    {text.takeQuiz}
                  </ButtonLink>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {someLocked ? (
        <aside className="mt-8 flex flex-col items-start gap-3 rounded-2xl border border-gold-400 bg-gold-200/50 p-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="flex items-center gap-2 font-serif text-lg font-bold text-wine-900">
              <Lock className="size-4" aria-hidden="true" />
              {MESSAGES.subscriptionRequiredTitle}
            </h2>
            <p className="mt-1 text-ink">{MESSAGES.subscriptionRequiredText}</p>
          </div>
          <Link to="/pricing" className={buttonClasses('primary', 'md', 'shrink-0')}>
            {text.viewPlans}
          </Link>
        </aside>
      ) : null}
    </div>
  );
}
