import { SCREENS } from '@sommai/shared';
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export function MessagesPage() {
  return <PlaceholderPage documentTitle={SCREENS.pages.messages.documentTitle} title={SCREENS.pages.messages.title} />;
}
