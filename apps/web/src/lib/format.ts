const numberFormat = new Intl.NumberFormat('en-US');

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

export function firstName(name: string | null | undefined): string {
  return name?.trim().split(/\s+/)[0] ?? '';
}

const sizeFormats = {
  byte: new Intl.NumberFormat('en-US', { style: 'unit', unit: 'byte', unitDisplay: 'short' }),
  kilobyte: new Intl.NumberFormat('en-US', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }),
  megabyte: new Intl.NumberFormat('en-US', { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }),
};

/** A file size for people: '820 byte', '34 kB', '2.4 MB' (units from Intl, not spelled here). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return sizeFormats.byte.format(bytes);
  if (bytes < 1024 * 1024) return sizeFormats.kilobyte.format(bytes / 1024);
  return sizeFormats.megabyte.format(bytes / (1024 * 1024));
}

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A date and time for people: 'Nov 23, 2026, 12:02 PM'; an unreadable value stays as it came. */
export function formatDateTime(value: string | number | Date): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : dateTimeFormat.format(date);
}
