import { SCREENS } from '@sommai/shared';
import { FileText, History } from 'lucide-react';
import { NavLink } from 'react-router';

const text = SCREENS.pdf;

const linkClass =
  'inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-wine-700';

/** The two sides of the sidebar's PDF Generator entry: make a study guide, find every PDF made. */
export function PdfNav() {
  const className = ({ isActive }: { isActive: boolean }) =>
    `${linkClass} ${isActive ? 'bg-wine-700 text-cream-50' : 'text-wine-800 hover:bg-wine-50'}`;
  return (
    <nav aria-label={text.sectionsLabel} className="mb-6">
      <ul className="inline-flex flex-wrap gap-1 rounded-full border border-cream-300 bg-cream-50 p-1 shadow-sm">
        <li>
          <NavLink to="/app/pdf-generator" end className={className}>
            <FileText className="size-4" aria-hidden="true" />
            {text.generatorTab}
          </NavLink>
        </li>
        <li>
          <NavLink to="/app/pdf-history" end className={className}>
            <History className="size-4" aria-hidden="true" />
            {text.historyTab}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
