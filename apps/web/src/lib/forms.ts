import { isApiError } from './api/index.ts';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

interface IssueList {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** The first message per field, from a failed schema parse. */
export function issuesToFieldErrors<K extends string>(error: IssueList): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in out)) out[key as K] = issue.message;
  }
  return out;
}

/** Field messages the server attached to a 400/409, if any. */
export function serverFieldErrors<K extends string>(error: unknown): FieldErrors<K> {
  if (!isApiError(error) || !error.fields) return {};
  return error.fields as FieldErrors<K>;
}

export function errorMessage(error: unknown): string | null {
  if (!error) return null;
  return error instanceof Error ? error.message : String(error);
}

/** The message to show above a form: none when the server already pinned it to a field shown there. */
export function formErrorMessage(error: unknown, shownFields: readonly string[]): string | null {
  if (!error) return null;
  if (isApiError(error) && error.fields && Object.keys(error.fields).some((key) => shownFields.includes(key))) {
    return null;
  }
  return errorMessage(error);
}

/** Moves focus to the first field marked invalid once React has rendered the messages. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

interface FormSchema<T> {
  safeParse(values: unknown): { success: true; data: T } | { success: false; error: IssueList };
}

/**
 * Checks a form's values with its shared schema: the parsed values when they are valid; otherwise
 * the field messages are set, focus moves to the first invalid field, and the result is null.
 */
export function validateForm<T, K extends string>(
  schema: FormSchema<T>,
  values: unknown,
  form: HTMLFormElement | null,
  setErrors: (errors: FieldErrors<K>) => void,
): T | null {
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    setErrors(issuesToFieldErrors<K>(parsed.error));
    focusFirstInvalid(form);
    return null;
  }
  setErrors({});
  return parsed.data;
}
