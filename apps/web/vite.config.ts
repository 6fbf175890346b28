import { readFileSync } from 'node:fs';
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

const src = (file: string) => path.resolve(import.meta.dirname, 'src', file);
const WEB_SOURCE = /[\\/]apps[\\/]web[\\/]src[\\/]/;

/**
 * The web app's modules that `roots` import statically, followed through the web app's own sources
 * only (the shared package's and the icon library's indexes name everything they hold). Computed
 * once per chunking pass.
 */
const closures = new WeakMap<object, Map<string, Set<string>>>();
function staticImports(roots: string[], ctx: ChunkingContext): Set<string> {
  const pass = ctx.getModuleInfo(roots[0]);
  if (!pass) return new Set();
  const known = closures.get(pass) ?? new Map<string, Set<string>>();
  closures.set(pass, known);
  const key = roots.join('\n');
  const cached = known.get(key);
  if (cached) return cached;
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const next = queue.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    if (WEB_SOURCE.test(next)) queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
  }
  known.set(key, seen);
  return seen;
}

// What the landing page loads. These stay in the landing page's own chunks whatever group below
// would otherwise take them, so nothing the app's screens share is pulled into the landing page.
const LANDING = [src('main.tsx')];
// What a signed-in first visit of the dashboard (the screen signing in leads to) runs beyond that.
const DASHBOARD = [
  src('app/App.tsx'),
  src('app/QueryLayout.tsx'),
  src('app/ProtectedLayout.tsx'),
  src('features/dashboard/DashboardPage.tsx'),
];

const ICON = /[\\/]lucide-react[\\/].*[\\/]icons[\\/]([^\\/]+)\.m?js$/;
const ICON_INDEX = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

/**
 * The icon files `modules` use: the names they import from the icon library, looked up in the
 * library's index (which also holds the aliases, `ImageIcon` for image.mjs and so on).
 */
const iconSets = new WeakMap<Set<string>, Set<string>>();
function iconsOf(modules: Set<string>): Set<string> {
  const cached = iconSets.get(modules);
  if (cached) return cached;
  const index = [...modules].find((id) => ICON_INDEX.test(id));
  const fileOf = new Map<string, string>();
  if (index) {
    for (const [, names, file] of readFileSync(index, 'utf8').matchAll(
      /export \{([^}]*)\} from '\.\/icons\/([^']+)\.mjs'/g,
    ))
      for (const [, name] of names.matchAll(/default as (\w+)/g)) fileOf.set(name, file);
  }
  const icons = new Set<string>();
  for (const id of modules) {
    if (!WEB_SOURCE.test(id) || !/\.tsx?$/.test(id)) continue;
    for (const [, names] of readFileSync(id, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g))
      for (const name of names.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]))
        if (fileOf.has(name)) icons.add(fileOf.get(name) as string);
  }
  iconSets.set(modules, icons);
  return icons;
}

/**
 * The signed-in app's common code in one chunk, fetched with the first screen past the landing
 * page: the router, the data layer, the toaster, the text catalogue, and the web app's shell,
 * helpers, components and icons the dashboard uses. A first visit of the dashboard then loads a
 * few files instead of some thirty small ones; other screens add their own, and the icons only
 * they show come in one more chunk.
 */
const APP_LIBRARIES = [
  /[\\/]node_modules[\\/](react-router|@tanstack|react-hot-toast|goober)[\\/]/,
  // The shared rules and the no-compiled-code switch the shell runs: left to themselves they form
  // a chunk that this one and the router's entry would import from each other, and a module of
  // that cycle can run before the other's values exist.
  /[\\/]packages[\\/]shared[\\/]src[\\/](?:(?:messages|rules|zod-config)\.ts$|messages[\\/])/,
];

function appCommon(id: string, ctx: ChunkingContext): string | null {
  const landing = staticImports(LANDING, ctx);
  const dashboard = staticImports(DASHBOARD, ctx);
  const icon = ICON.exec(id)?.[1];
  if (icon) {
    if (iconsOf(landing).has(icon)) return null;
    return iconsOf(dashboard).has(icon) ? 'app-shell' : 'icons';
  }
  if (landing.has(id)) return null;
  if (APP_LIBRARIES.some((pattern) => pattern.test(id))) return 'app-shell';
  return WEB_SOURCE.test(id) && dashboard.has(id) ? 'app-shell' : null;
}

export default defineConfig({
  plugins: [react(), tailwindcss(), sharedIsPure(), keepToastStyleNode()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the app supports follows <link rel="modulepreload"> itself; without a preload
    // link the module is simply fetched on import, so the polyfill is not shipped.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: appCommon, debugName: 'app-shell' }],
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
