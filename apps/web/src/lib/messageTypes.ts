import type { MessageType } from '@sommai/shared';
import { LifeBuoy, type LucideIcon, Megaphone, PartyPopper, UserRound } from 'lucide-react';

/** Each message type has its own icon and badge colours (text on tint, contrast above 4.5:1). */
export const MESSAGE_TYPE_STYLES: Record<MessageType, { icon: LucideIcon; badge: string; iconClass: string }> = {
  personal: { icon: UserRound, badge: 'bg-sky-100 text-sky-900 ring-sky-200', iconClass: 'bg-sky-100 text-sky-800' },
  announcement: {
    icon: Megaphone,
    badge: 'bg-amber-100 text-amber-900 ring-amber-200',
    iconClass: 'bg-amber-100 text-amber-800',
  },
  welcome: {
    icon: PartyPopper,
    badge: 'bg-emerald-100 text-emerald-900 ring-emerald-200',
    iconClass: 'bg-emerald-100 text-emerald-800',
  },
  contact_admin: {
    icon: LifeBuoy,
    badge: 'bg-wine-100 text-wine-900 ring-wine-200',
    iconClass: 'bg-wine-100 text-wine-800',
  },
};
