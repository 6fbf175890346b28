// The React API the app and its libraries call, served by Preact's compatibility layer (the build
// points `react` and `react-dom` here; see vite.config.ts). Two differences are closed here.
import { options } from 'preact';

// The compatibility layer's types declare one `export =` object; its module has the named exports.
// @ts-expect-error TS2498: the build resolves this to the module, not to the declaration
export * from 'preact/compat';
export { default } from 'preact/compat';

// React runs the effects of an update caused by a key press or a click before the next event is
// handled; Preact waits for the next frame. A listener an effect re-binds with the new state (the
// Review screen's keys, for one) would miss a quick second key, so effects run right after the
// update is committed, as React's do.
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

/**
 * The router asks for an optimistic copy of its state, and writes to it only when it is told to
 * run navigations as transitions, which this app never does: the state itself is that copy.
 */
export function useOptimistic<S>(state: S): [S, (action: unknown) => void] {
  return [state, () => {}];
}
