import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { hasClientNavigator, navigateTo } from '../lib/navigation.ts';

interface AppAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/**
 * An in-app link that works with or without the router: a plain link on the standalone landing
 * page, a client-side navigation once the router is running.
 */
export function AppAnchor({ href, onClick, ...rest }: AppAnchorProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (!hasClientNavigator()) return;
    event.preventDefault();
    navigateTo(href);
  };
  return <a href={href} onClick={handleClick} {...rest} />;
}
