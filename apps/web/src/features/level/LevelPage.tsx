import { SCREENS } from '@sommai/shared';
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export function LevelPage() {
  return <PlaceholderPage documentTitle={SCREENS.pages.level.documentTitle} title={SCREENS.pages.level.title} />;
}
