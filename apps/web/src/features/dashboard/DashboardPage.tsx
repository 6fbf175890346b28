import { COMMON_TEXTS, DASHBOARD_TEXTS } from '@sommai/shared';
import { FileText, ImageIcon, ListChecks, type LucideIcon, MessageSquare } from 'lucide-react';
import { type Ref, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { DueForReview } from '../../components/DueForReview.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import type { ChatPanelComponent } from '../../lib/chatPanel.ts';
import { useCurrentUser } from '../../lib/currentUser.tsx';
import { firstName } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/title.ts';
import { AccountPanel } from './AccountPanel.tsx';
import { RecentActivities } from './RecentActivities.tsx';
import { useTrialFromPricing } from './useTrialFromPricing.ts';

const text = DASHBOARD_TEXTS;

const cardClass =
  'group flex h-full w-full flex-col items-start gap-3 rounded-2xl border border-cream-300 bg-cream-50 p-4 text-left sm:p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-wine-600 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine-700 motion-reduce:transition-none motion-reduce:hover:translate-y-0';

function CardBody({ icon: Icon, title, body }: { icon: LucideIcon; title: string; body: string }) {
  return (
    <>
      <span
        className="grid size-11 place-items-center rounded-xl bg-wine-700 text-cream-50 group-hover:bg-wine-800"
        aria-hidden="true"
      >
        <Icon className="size-5" />
      </span>
      <span className="font-serif text-lg font-bold text-wine-900">{title}</span>
      <span className="text-sm text-ink-muted">{body}</span>
    </>
  );
}

function QuickActions({
  onOpenChat,
  chatButtonRef,
}: {
  onOpenChat: () => void;
  chatButtonRef: Ref<HTMLButtonElement>;
}) {
  const actions = text.quickActions;
  return (
    <section aria-labelledby="quick-actions-title" className="mt-10">
      <h2 id="quick-actions-title" className="font-serif text-2xl font-bold text-wine-900">
        {text.quickActionsTitle}
      </h2>
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <li>
          <button type="button" ref={chatButtonRef} onClick={onOpenChat} className={cardClass}>
            <CardBody icon={MessageSquare} title={actions.chat.title} body={actions.chat.text} />
          </button>
        </li>
        <li>
          <Link to="/app/quiz" className={cardClass}>
            <CardBody icon={ListChecks} title={actions.quiz.title} body={actions.quiz.text} />
          </Link>
        </li>
        <li>
          <Link to="/app/pdf-generator" className={cardClass}>
            <CardBody icon={FileText} title={actions.pdf.title} body={actions.pdf.text} />
          </Link>
        </li>
        <li>
          <Link to="/app/image-generator" className={cardClass}>
            <CardBody icon={ImageIcon} title={actions.image.title} body={actions.image.text} />
          </Link>
        </li>
      </ul>
    </section>
  );
}

/** `ChatPanel` is the chat this screen opens in place, handed in by the routes. */
export function DashboardPage({ ChatPanel }: { ChatPanel: ChatPanelComponent }) {
  useDocumentTitle(text.documentTitle);
  const me = useCurrentUser();
  useTrialFromPricing();
  const [chatOpen, setChatOpen] = useState(false);
  // A chat to continue (from Recent Activities); none for a new chat.
  const [chatId, setChatId] = useState<string | undefined>();
  const chatButtonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    // Focus goes back to the Chat card when the chat closes (the chat takes it when it opens).
    if (!chatOpen && wasOpen.current) chatButtonRef.current?.focus();
    wasOpen.current = chatOpen;
  }, [chatOpen]);

  return (
    // Content first, so small screens open on the greeting; wide screens show the panel on the left.
    <div className="flex flex-col lg:flex-row">
      <div className="min-w-0 flex-1 px-6 py-8 sm:px-10 lg:py-12">
        {chatOpen ? (
          <Suspense fallback={<LoadingScreen text={COMMON_TEXTS.loading} />}>
            <ChatPanel
              initialChatId={chatId}
              onClose={() => setChatOpen(false)}
              closeLabel={text.closeChat}
              className="h-[calc(100dvh-4rem)] min-h-[30rem] lg:h-[calc(100dvh-6rem)]"
            />
          </Suspense>
        ) : (
          <>
            <h1 className="font-serif text-3xl font-bold tracking-tight text-wine-900 sm:text-4xl">
              {text.greeting(new Date().getHours(), firstName(me.name))}
            </h1>
            <p className="mt-2 text-lg text-ink-muted">{text.subtitle}</p>
            <DueForReview />
            <QuickActions
              onOpenChat={() => {
                setChatId(undefined);
                setChatOpen(true);
              }}
              chatButtonRef={chatButtonRef}
            />
            <RecentActivities
              onContinueChat={(id) => {
                setChatId(id);
                setChatOpen(true);
              }}
            />
          </>
        )}
      </div>
      <AccountPanel me={me} />
    </div>
  );
}
