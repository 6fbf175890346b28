import { SCREENS } from '@sommai/shared';
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export function ChatPage() {
  return <PlaceholderPage documentTitle={SCREENS.pages.chat.documentTitle} title={SCREENS.pages.chat.title} />;
}
