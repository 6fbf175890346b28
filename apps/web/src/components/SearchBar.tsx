import { Search } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { controlClasses } from './FormControls.tsx';

interface SearchBarProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Filters shown beside the search field, such as a type select. */
  children?: ReactNode;
}

/** The search field above a list, labelled and with its magnifier, and the list's filters beside it. */
export function SearchBar({ label, placeholder, value, onChange, children }: SearchBarProps) {
  const id = useId();
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="relative flex-1">
        <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
          {label}
        </label>
        <Search className="pointer-events-none absolute bottom-3.5 left-3 size-4 text-ink-muted" aria-hidden="true" />
        <input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          className={`${controlClasses} border-cream-300 pl-9`}
        />
      </div>
      {children}
    </div>
  );
}
