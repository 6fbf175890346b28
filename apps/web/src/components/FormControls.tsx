import { type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

export const controlClasses =
  'block w-full rounded-xl border bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-ink-muted focus:border-wine-600 focus:outline-2 focus:outline-offset-0 focus:outline-wine-600/40';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
}

/** A labelled text area with its error tied to it for screen readers. */
export function TextAreaField({ label, error, className = '', rows = 5, ...rest }: TextAreaFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className={`${controlClasses} resize-y ${error ? 'border-red-700' : 'border-cream-300'}`}
        {...rest}
      />
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface SelectFieldProps<V extends string> extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange'> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  hint?: string;
}

/** A labelled select over a fixed list of values. */
export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
  hint,
  className = '',
  ...rest
}: SelectFieldProps<V>) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        value={value}
        aria-describedby={hintId}
        onChange={(event) => {
          const next = options.find((o) => o.value === event.target.value);
          if (next) onChange(next.value);
        }}
        className={`${controlClasses} border-cream-300`}
        {...rest}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-ink-muted" aria-live="polite">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
