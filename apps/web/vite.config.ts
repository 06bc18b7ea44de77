import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/openapi': apiTarget, '/brand-assets': apiTarget },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // No modulepreload hints for lazy chunks: the preload helper's dependency lists and the polyfill
    // cost the login page's first load ~1 KB gzip (DESIGN.md section 7: ≤ 120 KB). The login page
    // prefetches the console's chunks once it has painted, and a lazy chunk's own static imports are
    // fetched in parallel by the browser. CSS of lazy chunks is still loaded with them.
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry needs statically (React, the router, i18next, the app core) in one
            // file: one request and better compression for the login page's first load
            // (DESIGN.md section 7: ≤ 120 KB gzip). Lazy chunks stay split by route.
            { name: 'app', tags: ['$initial'], priority: 2 },
          ],
        },
      },
    },
  },
});
