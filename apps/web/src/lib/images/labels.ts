import {
  IMAGE_CATEGORIES,
  IMAGE_QUALITIES,
  IMAGE_STYLE_LABELS,
  type ImageStyle,
  SCREENS,
  SIZE_PRESETS,
} from '@sommai/shared';
import type { ImageStyleOption } from './types.ts';

export function sizePreset(id: string) {
  return SIZE_PRESETS.find((preset) => preset.id === id);
}

/** A quality's name; a picture the built-in designer drew is named for what it is (editorial card, illustration). */
export function qualityLabel(id: string, source?: string): string | undefined {
  const quality = IMAGE_QUALITIES.find((q) => q.id === id);
  if (!quality) return undefined;
  return source === 'builtin' ? SCREENS.images.builtinQualityKinds[quality.id] : quality.label;
}

export function categoryLabel(id: string): string | undefined {
  return IMAGE_CATEGORIES.find((category) => category.id === id)?.label;
}

function isBuiltinStyle(id: string): id is ImageStyle {
  return Object.hasOwn(IMAGE_STYLE_LABELS, id);
}

/** A style's name: a built-in one from the shared list, a trained one from the server's list. */
export function styleLabel(id: string, styles: readonly ImageStyleOption[] | undefined): string | undefined {
  return styles?.find((style) => style.id === id)?.label ?? (isBuiltinStyle(id) ? IMAGE_STYLE_LABELS[id] : undefined);
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Nov 23, 2026, 12:02 PM'; an unreadable value stays as it came. */
export function formatCreated(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}
