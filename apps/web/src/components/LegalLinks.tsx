import { COMMON_TEXTS } from '@sommai/shared';
import { useConfig } from '../lib/config.ts';
import { ExternalLink } from './ExternalLink.tsx';

const linkClass = 'underline decoration-1 underline-offset-4 hover:decoration-2';

/** Privacy and Terms live on external pages named by the server's configuration. */
export function LegalLinks({ className = '' }: { className?: string }) {
  const { data: config } = useConfig();
  return (
    <ul className={`flex items-center gap-5 ${className}`}>
      {config?.privacyUrl ? (
        <li>
          <ExternalLink href={config.privacyUrl} className={linkClass}>
            {COMMON_TEXTS.privacy}
          </ExternalLink>
        </li>
      ) : null}
      {config?.termsUrl ? (
        <li>
          <ExternalLink href={config.termsUrl} className={linkClass}>
            {COMMON_TEXTS.terms}
          </ExternalLink>
        </li>
      ) : null}
    </ul>
  );
}
