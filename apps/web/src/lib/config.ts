import type { PublicConfig } from '@sommai/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { api } from './api/index.ts';

// Loaded without TanStack Query on purpose: the landing page needs only this, and must stay small.
interface ConfigState {
  data: PublicConfig | undefined;
  status: 'idle' | 'loading' | 'success' | 'error';
}

let state: ConfigState = { data: undefined, status: 'idle' };
const listeners = new Set<() => void>();

function set(next: ConfigState): void {
  state = next;
  for (const listener of listeners) listener();
}

function load(): void {
  if (state.status === 'loading' || state.status === 'success') return;
  set({ ...state, status: 'loading' });
  api.get<PublicConfig>('/config').then(
    (data) => set({ data, status: 'success' }),
    () => set({ data: undefined, status: 'error' }),
  );
}

/** Configuration known ahead of time (the landing page rendered at build time), instead of loading it. */
export function provideConfig(data: PublicConfig): void {
  set({ data, status: 'success' });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Public configuration (links, support address, sign-in options); it changes only with a restart. */
export function useConfig() {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  useEffect(load, []);
  return { data: current.data, isSuccess: current.status === 'success', isError: current.status === 'error' };
}
