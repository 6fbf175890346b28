import { CORE_MESSAGES } from '@sommai/shared';
import { LoadingScreen } from '../components/LoadingScreen.tsx';

/** Shown while the app's code arrives. */
export function InitialLoad() {
  return (
    <main id="main">
      <LoadingScreen text={CORE_MESSAGES.loadingApp} heading />
    </main>
  );
}
