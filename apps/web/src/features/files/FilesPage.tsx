import { SCREENS } from '@sommai/shared';
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export function FilesPage() {
  return <PlaceholderPage documentTitle={SCREENS.pages.files.documentTitle} title={SCREENS.pages.files.title} />;
}
