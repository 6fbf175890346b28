import './styles.css';
import { createRoot } from 'react-dom/client';
import { InitialLoad } from './app/InitialLoad.tsx';
import { Shell } from './app/Shell.tsx';
import { LandingPage } from './features/landing/LandingPage.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);

// The landing page is most visitors' first load: it runs without the router and data layer,
// which are fetched only for the rest of the app.
if (window.location.pathname === '/') {
  root.render(
    <Shell toasts={false}>
      <LandingPage />
    </Shell>,
  );
} else {
  root.render(
    <Shell>
      <InitialLoad />
    </Shell>,
  );
  import('./app/App.tsx').then(({ App }) =>
    root.render(
      <Shell>
        <App />
      </Shell>,
    ),
  );
}
