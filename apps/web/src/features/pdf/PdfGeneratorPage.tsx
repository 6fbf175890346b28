import { SCREENS } from '@sommai/shared';
import { PlaceholderPage } from '../../components/PlaceholderPage.tsx';

export function PdfGeneratorPage() {
  return <PlaceholderPage documentTitle={SCREENS.pages.pdf.documentTitle} title={SCREENS.pages.pdf.title} />;
}
