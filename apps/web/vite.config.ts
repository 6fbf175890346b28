import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, createServer, defineConfig, type Plugin, type Rolldown } from 'vite';

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

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The landing page's markup, rendered with React on the server side of a throwaway dev server. */
async function renderLandingMarkup(root: string): Promise<{ title: string; body: string }> {
  const renderer = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    plugins: [react(), sharedIsPure()],
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const { renderLanding } = (await renderer.ssrLoadModule('/src/features/landing/prerender.tsx')) as {
      renderLanding(): { title: string; body: string };
    };
    return renderLanding();
  } finally {
    await renderer.close();
  }
}

/** The landing page's own script (src/landing.ts) as one file, built apart so it shares no chunk with the app. */
async function buildLandingScript(root: string): Promise<string> {
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'error',
    plugins: [sharedIsPure()],
    build: {
      write: false,
      modulePreload: false,
      rolldownOptions: { input: path.join(root, 'src/landing.ts') },
    },
  })) as Rolldown.RolldownOutput;
  const chunk = output.output.find((file) => file.type === 'chunk' && file.isEntry);
  if (chunk?.type !== 'chunk') throw new Error('The landing script was not built');
  return chunk.code;
}

/**
 * The page served for `/` (landing.html): the landing page's markup rendered at build time, the
 * app's stylesheet, and a small script of its own instead of React. The React landing page in
 * index.html stays for the development server and for a visit of `/` from inside the app.
 */
function prerenderLanding(): Plugin {
  let root = '';
  return {
    name: 'sommai:prerender-landing',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find(
        (file) => file.type === 'chunk' && file.isEntry && file.facadeModuleId === path.join(root, 'index.html'),
      );
      if (entry?.type !== 'chunk') throw new Error('The app entry (index.html) is not in the bundle');
      const styles = [...(entry.viteMetadata?.importedCss ?? [])];
      const [markup, script] = await Promise.all([renderLandingMarkup(root), buildLandingScript(root)]);
      const scriptFile = `assets/landing-${createHash('sha256').update(script).digest('base64url').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName: scriptFile, source: script });
      const head = [
        `<script type="module" src="/${scriptFile}"></script>`,
        ...styles.map((file) => `<link rel="stylesheet" href="/${file}">`),
      ].join('\n    ');
      const html = readFileSync(path.join(root, 'landing.html'), 'utf8')
        .replace('<!--landing-title-->', escapeHtml(markup.title))
        .replace('<!--landing-head-->', head)
        .replace('<!--landing-body-->', markup.body);
      this.emitFile({ type: 'asset', fileName: 'landing.html', source: html });
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
 * page: the router, the data layer, the toaster, and the web app's shell, helpers, components,
 * icons and texts the dashboard uses. A first visit of the dashboard then loads a few files
 * instead of some thirty small ones; other screens add their own (the rest of the text catalogue
 * among them), and the icons only they show come in one more chunk.
 */
const APP_LIBRARIES = [/[\\/]node_modules[\\/](react-router|@tanstack|react-hot-toast|goober)[\\/]/];

const SHARED_DIR = path.resolve(import.meta.dirname, '../../packages/shared/src');
// The shared package's barrels: they name everything, so following them would take it all.
const SHARED_BARRELS = new Set(['index.ts', 'messages.ts'].map((file) => path.join(SHARED_DIR, file)));

/** The file of the shared package that declares each name it exports. */
let sharedDeclarations: Map<string, string> | undefined;
function sharedFileOf(name: string): string | undefined {
  if (!sharedDeclarations) {
    sharedDeclarations = new Map();
    for (const file of readdirSync(SHARED_DIR, { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.ts')) continue;
      const id = path.join(SHARED_DIR, file);
      for (const [, declared] of readFileSync(id, 'utf8').matchAll(/^export (?:const|function|class) (\w+)/gm))
        sharedDeclarations.set(declared, id);
    }
  }
  return sharedDeclarations.get(name);
}

/**
 * The shared package's modules that `modules` run: the files declaring the names they import from
 * it, with what those files import in turn. The text catalogue is split by screen, so a chunk
 * holds the texts its screens show and not the whole catalogue.
 */
const sharedSets = new WeakMap<Set<string>, Set<string>>();
function sharedModulesOf(modules: Set<string>, ctx: ChunkingContext): Set<string> {
  const cached = sharedSets.get(modules);
  if (cached) return cached;
  const queue: string[] = [];
  for (const id of modules) {
    if (!WEB_SOURCE.test(id) || !/\.tsx?$/.test(id)) continue;
    for (const [, names] of readFileSync(id, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@sommai\/shared'/g))
      for (const name of names.split(',').map((n) => n.trim().split(/\s+as\s+/)[0])) {
        const file = name.startsWith('type ') ? undefined : sharedFileOf(name);
        if (file) queue.push(file);
      }
  }
  const shared = new Set<string>();
  while (queue.length > 0) {
    const next = queue.pop() as string;
    if (shared.has(next) || SHARED_BARRELS.has(next)) continue;
    shared.add(next);
    queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []).filter((id) => SHARED_SOURCE.test(id)));
  }
  sharedSets.set(modules, shared);
  return shared;
}

function appCommon(id: string, ctx: ChunkingContext): string | null {
  const landing = staticImports(LANDING, ctx);
  const dashboard = staticImports(DASHBOARD, ctx);
  const icon = ICON.exec(id)?.[1];
  if (icon) {
    if (iconsOf(landing).has(icon)) return null;
    return iconsOf(dashboard).has(icon) ? 'app-shell' : 'icons';
  }
  if (landing.has(id)) return null;
  if (SHARED_SOURCE.test(id)) {
    // What the landing page runs stays in its chunks; what the shell and the dashboard run joins
    // them here, so this chunk never imports from a chunk that imports from it.
    if (sharedModulesOf(landing, ctx).has(id)) return null;
    return sharedModulesOf(dashboard, ctx).has(id) ? 'app-shell' : null;
  }
  if (APP_LIBRARIES.some((pattern) => pattern.test(id))) return 'app-shell';
  return WEB_SOURCE.test(id) && dashboard.has(id) ? 'app-shell' : null;
}

export default defineConfig({
  plugins: [react(), tailwindcss(), sharedIsPure(), keepToastStyleNode(), prerenderLanding()],
  // The app is written against React's API and runs on Preact's (about 10 KB compressed where React
  // DOM is 60 KB); src/lib/react-on-preact.ts adds what the compatibility layer lacks. The landing
  // page is still rendered with React at build time (renderLandingMarkup has its own configuration).
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: src('lib/react-on-preact.ts') },
    ],
  },
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
