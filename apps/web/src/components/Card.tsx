import type { HTMLAttributes, ReactNode } from 'react';

interface CardProps extends HTMLAttributes<HTMLDivElement> {
  children: ReactNode;
}

export function Card({ className = '', ...rest }: CardProps) {
  return <div className={`rounded-2xl border border-cream-300 bg-cream-50 p-6 shadow-sm ${className}`} {...rest} />;
}
