import type { ActivityItemType } from '@sommai/shared';
import {
  BookOpenCheck,
  FileText,
  ImageIcon,
  ListChecks,
  type LucideIcon,
  MessageSquare,
  Timer,
  Wine,
} from 'lucide-react';

export const ACTIVITY_ICONS: Record<ActivityItemType, LucideIcon> = {
  chat: MessageSquare,
  quiz: ListChecks,
  pdf: FileText,
  image: ImageIcon,
  exam: Timer,
  tasting: Wine,
  review: BookOpenCheck,
};

const TONES: Record<ActivityItemType, string> = {
  chat: 'bg-wine-100 text-wine-800',
  quiz: 'bg-amber-100 text-amber-900',
  pdf: 'bg-sky-100 text-sky-900',
  image: 'bg-emerald-100 text-emerald-900',
  exam: 'bg-amber-100 text-amber-900',
  tasting: 'bg-wine-100 text-wine-800',
  review: 'bg-sky-100 text-sky-900',
};

export function ActivityIcon({ type }: { type: ActivityItemType }) {
  const Icon = ACTIVITY_ICONS[type] ?? MessageSquare;
  return (
    <span
      className={`grid size-10 shrink-0 place-items-center rounded-xl ${TONES[type] ?? TONES.chat}`}
      aria-hidden="true"
    >
      <Icon className="size-5" />
    </span>
  );
}
