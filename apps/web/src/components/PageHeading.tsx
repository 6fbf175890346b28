import type { ReactNode } from 'react';

interface PageHeadingProps {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}

export function PageHeading({ title, subtitle, actions }: PageHeadingProps) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="font-serif text-3xl font-bold tracking-tight text-wine-900 sm:text-4xl">{title}</h1>
        {subtitle ? <p className="mt-2 text-base text-ink-muted">{subtitle}</p> : null}
      </div>
      {actions}
    </div>
  );
}
