import { describe, expect, it } from 'vitest';
import {
  canAccessLevel,
  DEFAULT_SIGNED_IN_LIMITS,
  formatBytes,
  limitsFor,
  MESSAGES,
  PLANS,
  relativeTime,
  remaining,
  SCREENS,
  SIZE_PRESETS,
  usagePercent,
} from '../src/index.ts';

describe('usage percent', () => {
  it('is the rounded share of the limit', () => {
    expect(usagePercent(1250, 10000)).toBe(13);
    expect(usagePercent(1, 3)).toBe(33);
    expect(usagePercent(2, 3)).toBe(67);
  });
  it('is 0 when the limit is 0 or less', () => {
    expect(usagePercent(50, 0)).toBe(0);
    expect(usagePercent(50, -5)).toBe(0);
  });
  it('never goes above 100', () => {
    expect(usagePercent(12000, 10000)).toBe(100);
  });
});

describe('remaining', () => {
  it('is the limit minus usage, floored at 0', () => {
    expect(remaining(10000, 1250)).toBe(8750);
    expect(remaining(5, 9)).toBe(0);
  });
  it('is 0 for a signed-out visitor', () => {
    expect(remaining(10000, 0, false)).toBe(0);
  });
});

describe('level access', () => {
  it('gives signed-in users without a plan and Classic levels 1 and 2', () => {
    for (const plan of [null, 'classic'] as const) {
      const access = { signedIn: true, plan };
      expect([1, 2, 3, 4].map((l) => canAccessLevel(l, access))).toEqual([true, true, false, false]);
    }
  });
  it('gives Cru all four levels, and developer mode everything', () => {
    expect([1, 2, 3, 4].every((l) => canAccessLevel(l, { signedIn: true, plan: 'cru' }))).toBe(true);
    expect([1, 2, 3, 4].every((l) => canAccessLevel(l, { signedIn: false, plan: null, devMode: true }))).toBe(true);
  });
  it('gives signed-out visitors no level and zero limits', () => {
    expect(canAccessLevel(1, { signedIn: false, plan: null })).toBe(false);
    expect(limitsFor({ signedIn: false, plan: null })).toMatchObject({ tokenLimit: 0, imageLimit: 0 });
  });
  it('uses the spec limits per plan', () => {
    expect(DEFAULT_SIGNED_IN_LIMITS).toMatchObject({ tokenLimit: 10000, imageLimit: 5 });
    expect(limitsFor({ signedIn: true, plan: 'classic' })).toMatchObject({ tokenLimit: 100000, imageLimit: 50 });
    expect(limitsFor({ signedIn: true, plan: 'cru' })).toMatchObject({ tokenLimit: 500000, imageLimit: 200 });
    expect(limitsFor({ signedIn: true, plan: null, devMode: true })).toMatchObject({
      tokenLimit: 999999,
      imageLimit: 999999,
    });
    expect(
      [null, 'classic', 'cru'].map(
        (plan) => limitsFor({ signedIn: true, plan: plan as 'classic' | null }).storageBytes,
      ),
    ).toEqual([100 * 1024 ** 2, 1024 ** 3, 5 * 1024 ** 3]);
    expect(PLANS.map((p) => [p.name, p.price, p.popular])).toEqual([
      ['Classic', '$9.99', false],
      ['Cru', '$19.99', true],
    ]);
  });
});

describe('relative time', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('says Just now under an hour', () => {
    expect(relativeTime(new Date('2026-11-23T11:01:00Z'), now)).toBe('Just now');
  });
  it('counts hours under a day', () => {
    expect(relativeTime(new Date('2026-11-23T09:00:00Z'), now)).toBe('3 hours ago');
    expect(relativeTime(new Date('2026-11-23T11:00:00Z'), now)).toBe('1 hour ago');
  });
  it('counts days after that', () => {
    expect(relativeTime('2026-11-20T12:00:00Z', now)).toBe('3 days ago');
    expect(relativeTime('2026-11-22T11:00:00Z', now)).toBe('1 day ago');
  });
});

describe('catalogue', () => {
  it('has the spec texts word for word', () => {
    expect(MESSAGES.levelLocked(3)).toBe('Level 3 requires a higher subscription plan');
    expect(MESSAGES.voiceModeSet('Sharp', 2)).toBe('Mode set to Sharp — Level 2');
    expect(MESSAGES.requestTimeout).toBe('Request timeout - please try again');
    expect(MESSAGES.networkError).toBe('Network error - please check your connection');
  });
  it('has the eight size presets with their pixel sizes', () => {
    expect(SIZE_PRESETS.map((p) => `${p.id} ${p.width}x${p.height}`)).toEqual([
      'instagram-post 1080x1080',
      'instagram-story 1080x1920',
      'pinterest 1000x1500',
      'wine-label 1080x1350',
      'square 1024x1024',
      'landscape 1024x768',
      'youtube-thumbnail 1280x720',
      'tasting-card 1080x1080',
    ]);
  });
});

describe('sizes for people', () => {
  it('says bytes, KB, MB and GB the way people write them', () => {
    expect(
      [
        0,
        1,
        820,
        1023,
        1024,
        34 * 1024 + 512,
        1.24 * 1024 ** 2,
        10 * 1024 ** 2,
        1024 ** 2 - 1,
        100 * 1024 ** 2,
        5 * 1024 ** 3,
      ].map(formatBytes),
    ).toEqual([
      '0 bytes',
      '1 byte',
      '820 bytes',
      '1023 bytes',
      '1 KB',
      '34.5 KB',
      '1.2 MB',
      '10 MB',
      '1 MB',
      '100 MB',
      '5 GB',
    ]);
    expect(formatBytes(-5)).toBe('0 bytes');
  });
  it('words the storage line and the full-storage message with those sizes', () => {
    expect(SCREENS.files.used(0, 100 * 1024 ** 2)).toBe('0 bytes of 100 MB used');
    expect(MESSAGES.storageFull(99.5 * 1024 ** 2, 100 * 1024 ** 2)).toContain('99.5 MB of 100 MB used');
  });
});
