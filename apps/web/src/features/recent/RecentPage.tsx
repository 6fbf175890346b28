import { SCREENS } from '@sommai/shared';
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export function RecentPage() {
  return <PlaceholderPage documentTitle={SCREENS.pages.recent.documentTitle} title={SCREENS.pages.recent.title} />;
}
