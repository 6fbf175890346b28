import { SCREENS } from '@sommai/shared';
import { NotAvailableYet } from '../../components/NotAvailableYet.tsx';

/** The chat as it opens in place (dashboard, level cards). */
export function ChatPanel() {
  return (
    <section aria-labelledby="chat-panel-title">
      <h1 id="chat-panel-title" className="font-serif text-3xl font-bold tracking-tight text-wine-900">
        {SCREENS.pages.chat.title}
      </h1>
      <div className="mt-6">
        <NotAvailableYet />
      </div>
    </section>
  );
}
