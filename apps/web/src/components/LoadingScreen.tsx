import { LoaderCircle } from 'lucide-react';

interface LoadingScreenProps {
  text: string;
  /** When the wait is the whole page, its line is the page's heading. */
  heading?: boolean;
}

/** A centred status line for whole-page waits. */
export function LoadingScreen({ text, heading = false }: LoadingScreenProps) {
  const Tag = heading ? 'h1' : 'p';
  return (
    <div role="status" className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 px-6 text-center">
      <LoaderCircle className="size-8 animate-spin text-wine-700 motion-reduce:animate-none" aria-hidden="true" />
      <Tag className="font-serif text-lg text-wine-900">{text}</Tag>
    </div>
  );
}
