import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

const SHARED_SOURCE = /[\\/]packages[\\/]shared[\\/]src[\\/]/;

/**
 * The shared package only declares constants, texts, rules and schemas. Saying so lets the bundler
 * drop what a chunk does not use (zod stays out of the landing page).
 */
function sharedIsPure(): Plugin {
  return {
    name: 'sommai:shared-is-pure',
    transform(code, id) {
      if (SHARED_SOURCE.test(id)) return { code, map: null, moduleSideEffects: false };
      return null;
    },
  };
}

/**
 * react-hot-toast reuses `<style id="_goober">` only if it has a text node, and Vite empties inline
 * styles; put the single space back so the CSP nonce element is the one it writes to.
 */
function keepToastStyleNode(): Plugin {
  return {
    name: 'sommai:keep-toast-style-node',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/(<style id="_goober"[^>]*>)\s*(<\/style>)/, '$1 $2'),
    },
  };
}

const ENTRY = path.resolve(import.meta.dirname, 'src/main.tsx');

const WEB_SOURCE = /[\\/]apps[\\/]web[\\/]src[\\/]/;

/**
 * What the landing page loads: every module the entry imports statically, followed through the web
 * app's own sources only (the shared package's and the icon library's indexes name everything). These stay in the landing
 * page's own chunks whatever group below would otherwise take them, so nothing the app's screens
 * share is pulled into the landing page through one of its helpers.
 */
const landingModules = new WeakMap<object, Set<string>>();
function onLandingPage(id: string, ctx: ChunkingContext): boolean {
  const entry = ctx.getModuleInfo(ENTRY);
  if (!entry) return false;
  let seen = landingModules.get(entry);
  if (!seen) {
    seen = new Set<string>();
    const queue = [ENTRY];
    while (queue.length > 0) {
      const next = queue.pop() as string;
      if (seen.has(next)) continue;
      seen.add(next);
      if (!WEB_SOURCE.test(next)) continue;
      queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
    }
    landingModules.set(entry, seen);
  }
  return seen.has(id);
}

/**
 * The signed-in app's common code in one chunk, fetched with the first screen past the landing
 * page: the router, the data layer, the toaster, the text catalogue, the icons, and the web app's
 * own shell, helpers and components (the validation helpers excepted, which bring zod along). A
 * first visit of the dashboard then loads a few files instead of some thirty small ones.
 */
const APP_COMMON = [
  /[\\/]node_modules[\\/](react-router|@tanstack|react-hot-toast|goober)[\\/]/,
  /[\\/]lucide-react[\\/].*[\\/]icons[\\/]/,
  /[\\/]packages[\\/]shared[\\/]src[\\/]messages\.ts$/,
  /[\\/]apps[\\/]web[\\/]src[\\/](app|lib|components)[\\/]/,
];
// The icons the landing page and the loading screen show stay with the landing page (its arrow,
// logo, spinner, error sign and the previews' captions).
const LANDING_ICONS =
  /[\\/]icons[\\/](arrow-right|loader-circle|wine|triangle-exclamation-point|check|file-text|image|list-checks|message-circle)\.m?js$/;
const NOT_APP_COMMON = /[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/]forms\.ts$/;

function appCommon(id: string, ctx: ChunkingContext): string | null {
  if (NOT_APP_COMMON.test(id) || LANDING_ICONS.test(id) || onLandingPage(id, ctx)) return null;
  return APP_COMMON.some((pattern) => pattern.test(id)) ? 'app' : null;
}

export default defineConfig({
  plugins: [react(), tailwindcss(), sharedIsPure(), keepToastStyleNode()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: appCommon, debugName: 'app' }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
    },
  },
});
