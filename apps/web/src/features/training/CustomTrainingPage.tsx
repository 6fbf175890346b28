import { SCREENS } from '@sommai/shared';
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export function CustomTrainingPage() {
  return <PlaceholderPage documentTitle={SCREENS.pages.training.documentTitle} title={SCREENS.pages.training.title} />;
}
