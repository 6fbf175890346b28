import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), sharedIsPure(), keepToastStyleNode()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // The text catalogue (messages.ts and its parts in messages/) is shared by every screen
            // but the landing page (it needs only messages-core.ts): a chunk of its own keeps it out
            // of the chunk the landing page loads.
            { name: 'messages', test: /[\\/]packages[\\/]shared[\\/]src[\\/]messages(?:\.ts$|[\\/])/ },
            // The icons of the app's screens in one request instead of one per icon; the landing
            // page's arrow and the buttons' spinner stay with the landing page.
            {
              name: 'icons',
              test: (id) =>
                /[\\/]lucide-react[\\/].*[\\/]icons[\\/]/.test(id) &&
                !/[\\/](arrow-right|loader-circle|wine|triangle-exclamation-point)\.m?js$/.test(id),
            },
          ],
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
