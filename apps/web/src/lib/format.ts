import { formatBytes } from '@sommai/shared';

const numberFormat = new Intl.NumberFormat('en-US');

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

export function firstName(name: string | null | undefined): string {
  return name?.trim().split(/\s+/)[0] ?? '';
}

/** A file size for people: '0 bytes', '820 bytes', '34.5 KB', '1.2 MB' (the same wording everywhere). */
export function formatFileSize(bytes: number): string {
  return formatBytes(bytes);
}

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A date and time for people: 'Nov 23, 2026, 12:02 PM'; an unreadable value stays as it came. */
export function formatDateTime(value: string | number | Date): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : dateTimeFormat.format(date);
}
