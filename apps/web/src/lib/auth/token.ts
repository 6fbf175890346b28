import { STORAGE_KEYS } from '@sommai/shared';

// The token lives in localStorage (spec section 3); this module lets React and the API client
// react to changes made here or in another tab.
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === STORAGE_KEYS.token) emit();
}

export function getToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    // Storage can be blocked (private mode, sandboxed frames): behave as signed out.
    return null;
  }
}

export function setToken(token: string): void {
  try {
    localStorage.setItem(STORAGE_KEYS.token, token);
  } finally {
    emit();
  }
}

export function clearToken(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.token);
  } catch {
    // Nothing stored means nothing to clear.
  }
  emit();
}

export function subscribeToken(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}
