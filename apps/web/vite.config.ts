import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';
import { EMOJI_FONT_PREFIX, serviceWorker } from './build/service-worker.ts';

export default defineConfig({
  plugins: [react(), serviceWorker(), precompress()],
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/socket.io': { target: 'ws://127.0.0.1:3000', ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // The emoji font's files are named for what they are: the service worker leaves them
        // out of a release (they load only where emoji are shown with no system font for them).
        assetFileNames: (asset) =>
          asset.originalFileNames.some((name) => name.includes('/noto-color-emoji/'))
            ? `assets/${EMOJI_FONT_PREFIX}[name]-[hash][extname]`
            : 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            {
              // What every screen runs, in one file instead of eight small shared chunks the
              // entry waited for (a second round of requests before anything could run); it also
              // stays cached across releases of the app's own code.
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
