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
