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
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
    },
  },
});
