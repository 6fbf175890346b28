import { SCREENS } from '@sommai/shared';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../lib/title.ts';
import { ChatPanel } from './ChatPanel.tsx';

export function ChatPage() {
  useDocumentTitle(SCREENS.pages.chat.documentTitle);
  const [params] = useSearchParams();
  // The chat fills the screen below the mobile header (or above the desktop footer); its messages scroll.
  return (
    <div className="mx-auto flex h-[calc(100dvh-4.1rem)] min-h-[28rem] max-w-5xl flex-col px-3 pt-4 pb-3 sm:px-6 md:h-[calc(100dvh-3.3rem)] md:pt-8 md:pb-4">
      <ChatPanel className="flex-1" initialChatId={params.get('chat') ?? undefined} />
    </div>
  );
}
