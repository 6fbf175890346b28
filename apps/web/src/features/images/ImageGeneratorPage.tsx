import { SCREENS } from '@sommai/shared';
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export function ImageGeneratorPage() {
  return <PlaceholderPage documentTitle={SCREENS.pages.images.documentTitle} title={SCREENS.pages.images.title} />;
}
