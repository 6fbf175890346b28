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

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
/** A date as "Mar 4, 2026"; a dash when there is none. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : dateFormat.format(d);
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export function formatMoney(cents: number): string {
  return money.format(cents / 100);
}

const monthFormat = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** 'YYYY-MM' → 'Mar 2026'. */
export function formatMonth(month: string): string {
  const d = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? month : monthFormat.format(d);
}
