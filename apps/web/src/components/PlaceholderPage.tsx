import { useDocumentTitle } from '../lib/title.ts';
import { NotAvailableYet } from './NotAvailableYet.tsx';
import { PageHeading } from './PageHeading.tsx';

interface PlaceholderPageProps {
  documentTitle: string;
  title: string;
}

/** A signed-in screen whose feature is still to come: its real title and a plain statement. */
export function PlaceholderPage({ documentTitle, title }: PlaceholderPageProps) {
  useDocumentTitle(documentTitle);
  return (
    <div className="mx-auto max-w-5xl px-6 py-10">
      <PageHeading title={title} />
      <NotAvailableYet />
    </div>
  );
}
