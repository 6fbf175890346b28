import { COMMON_TEXTS, SIDEBAR_ADMIN_ITEM, SIDEBAR_ITEMS } from '@sommai/shared';
import {
  BookOpenCheck,
  Clock,
  FileText,
  FolderOpen,
  GraduationCap,
  ImageIcon,
  ListChecks,
  LogOut,
  type LucideIcon,
  Mail,
  MessageSquare,
  Settings,
  ShieldCheck,
  Sparkles,
  Timer,
  Wine,
} from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '../components/Logo.tsx';
import { useSignOut } from '../lib/auth/index.ts';
import { useCurrentUser } from '../lib/currentUser.tsx';

const ICONS: Record<(typeof SIDEBAR_ITEMS)[number]['to'], LucideIcon> = {
  '/app/chat': MessageSquare,
  '/app/pdf-generator': FileText,
  '/app/image-generator': ImageIcon,
  '/app/custom-training': Sparkles,
  '/app/files': FolderOpen,
  '/app/quiz': ListChecks,
  '/app/review': BookOpenCheck,
  '/app/exams': Timer,
  '/app/tasting': Wine,
  '/app/recent': Clock,
  '/app/level': GraduationCap,
  '/app/messages': Mail,
  '/app/settings': Settings,
};

/** Screens reached from an entry without their own: PDF History belongs to the PDF Generator. */
const ALSO_ACTIVE: Partial<Record<(typeof SIDEBAR_ITEMS)[number]['to'], string>> = {
  '/app/pdf-generator': '/app/pdf-history',
};
/** Screens under an entry's own path (an exam being sat) keep the entry current. */
const PREFIX_ACTIVE: readonly string[] = ['/app/exams'];

const itemClass =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300';

const activeClass = 'bg-cream-50 text-wine-900';
const idleClass = 'text-cream-100 hover:bg-wine-800';

export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const signOut = useSignOut();
  const me = useCurrentUser();
  const { pathname } = useLocation();
  return (
    <div className="flex h-full flex-col bg-wine-900 text-cream-100">
      <div className="px-5 pt-6 pb-5">
        <Link to="/app/dashboard" onClick={onNavigate} className="rounded-lg">
          <Logo tone="light" />
        </Link>
      </div>
      <nav aria-label={COMMON_TEXTS.mainNavigation} className="flex-1 overflow-y-auto px-3">
        <ul className="space-y-1">
          {SIDEBAR_ITEMS.map((item) => {
            const Icon = ICONS[item.to];
            const alsoActive =
              ALSO_ACTIVE[item.to] === pathname ||
              (PREFIX_ACTIVE.includes(item.to) && pathname.startsWith(`${item.to}/`));
            const content = (
              <>
                <Icon className="size-5 shrink-0" aria-hidden="true" />
                {item.label}
              </>
            );
            return (
              <li key={item.to}>
                {alsoActive ? (
                  // The entry a screen belongs to reads as current there too (NavLink only knows its own path).
                  <Link to={item.to} onClick={onNavigate} aria-current="true" className={`${itemClass} ${activeClass}`}>
                    {content}
                  </Link>
                ) : (
                  <NavLink
                    to={item.to}
                    onClick={onNavigate}
                    className={({ isActive }) => `${itemClass} ${isActive ? activeClass : idleClass}`}
                  >
                    {content}
                  </NavLink>
                )}
              </li>
            );
          })}
          {me.isAdmin ? (
            <li>
              <NavLink
                to={SIDEBAR_ADMIN_ITEM.to}
                onClick={onNavigate}
                className={({ isActive }) => `${itemClass} ${isActive ? activeClass : idleClass}`}
              >
                <ShieldCheck className="size-5 shrink-0" aria-hidden="true" />
                {SIDEBAR_ADMIN_ITEM.label}
              </NavLink>
            </li>
          ) : null}
        </ul>
      </nav>
      <div className="border-t border-wine-800 p-3">
        <button type="button" onClick={signOut} className={`${itemClass} text-cream-100 hover:bg-wine-800`}>
          <LogOut className="size-5 shrink-0" aria-hidden="true" />
          {COMMON_TEXTS.signOut}
        </button>
      </div>
    </div>
  );
}
