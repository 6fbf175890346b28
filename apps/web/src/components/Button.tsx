import type { ButtonHTMLAttributes, ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'gold' | 'onDark';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-wine-700 text-cream-50 shadow-sm hover:bg-wine-800 focus-visible:outline-wine-700',
  secondary:
    'border border-wine-700 bg-cream-50 text-wine-700 hover:bg-wine-50 focus-visible:outline-wine-700 disabled:hover:bg-cream-50',
  ghost: 'text-wine-700 hover:bg-wine-50 focus-visible:outline-wine-700 disabled:hover:bg-transparent',
  gold: 'bg-gold-300 text-wine-950 shadow-sm hover:bg-gold-200 focus-visible:outline-gold-300',
  onDark: 'border border-cream-50/60 text-cream-50 hover:bg-cream-50/10 focus-visible:outline-gold-300',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'px-3.5 py-1.5 text-sm',
  md: 'px-5 py-2.5 text-sm',
  lg: 'px-7 py-3 text-base',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: ReactNode;
}

export function Button({ variant, size, className = '', type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...rest} />;
}
