// Pure rules from the spec's section 5 and 6, shared by the browser and the server.
import {
  DEFAULT_SIGNED_IN_LIMITS,
  DEV_MODE_LIMITS,
  type LevelId,
  PLANS,
  type PlanId,
  type PlanLimits,
  SIGNED_OUT_LIMITS,
} from './constants.ts';

/** Usage as a whole percent of the limit: 0 when the limit is 0 or less, never above 100. */
export function usagePercent(used: number, limit: number): number {
  if (!(limit > 0)) return 0;
  const pct = Math.round((Math.max(0, used) / limit) * 100);
  return Math.min(100, pct);
}

/** What is left of a limit, floored at 0; 0 for a signed-out visitor. */
export function remaining(limit: number, used: number, signedIn = true): number {
  if (!signedIn) return 0;
  return Math.max(0, limit - used);
}

export interface Access {
  signedIn: boolean;
  plan: PlanId | null;
  devMode?: boolean;
}

/** The limits that apply to a visitor, a signed-in user without a plan, a plan holder or developer mode. */
export function limitsFor(access: Access): PlanLimits {
  if (access.devMode) return DEV_MODE_LIMITS;
  if (!access.signedIn) return SIGNED_OUT_LIMITS;
  const plan = access.plan ? PLANS.find((p) => p.id === access.plan) : undefined;
  return plan ? plan.limits : DEFAULT_SIGNED_IN_LIMITS;
}

export function canAccessLevel(level: number, access: Access): boolean {
  return (limitsFor(access).levels as readonly number[]).includes(level);
}

export function isLevelId(value: unknown): value is LevelId {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** 'Just now' under an hour, 'N hours ago' under a day, otherwise 'N days ago'. */
export function relativeTime(date: Date | string | number, now: Date | number = Date.now()): string {
  const then = new Date(date).getTime();
  const diff = Math.max(0, new Date(now).getTime() - then);
  if (diff < HOUR_MS) return 'Just now';
  if (diff < DAY_MS) {
    const h = Math.floor(diff / HOUR_MS);
    return `${h} ${h === 1 ? 'hour' : 'hours'} ago`;
  }
  const d = Math.floor(diff / DAY_MS);
  return `${d} ${d === 1 ? 'day' : 'days'} ago`;
}

const KB = 1024;
const sizeUnits = ['KB', 'MB', 'GB', 'TB'] as const;

/** A size for people: '0 bytes', '1 byte', '820 bytes', '34.5 KB', '1.2 MB', '5 GB' (1 KB = 1024 bytes). */
export function formatBytes(bytes: number): string {
  const n = Math.max(0, Math.round(Number.isFinite(bytes) ? bytes : 0));
  if (n < KB) return `${n} ${n === 1 ? 'byte' : 'bytes'}`;
  let value = n / KB;
  let unit = 0;
  while (value >= KB && unit < sizeUnits.length - 1) {
    value /= KB;
    unit++;
  }
  // One decimal under 100 (1.2 MB, 99.5 MB), whole numbers above (340 KB); never "1.0".
  const shown = value < 100 ? Math.round(value * 10) / 10 : Math.round(value);
  if (shown >= KB && unit < sizeUnits.length - 1) return `1 ${sizeUnits[unit + 1]}`;
  return `${shown} ${sizeUnits[unit]}`;
}

/** Case-insensitive e-mail comparison for the configured admin address. */
export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
