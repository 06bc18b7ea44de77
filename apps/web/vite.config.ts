import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { api } from '../../packages/shared/src/api/index';
import { toRoutes } from '../../packages/shared/src/api/routes';
import { prerenderLogin } from './src/prerender/plugin';

/**
 * The endpoint table without its schemas, computed here at build time and served as
 * `@edu/shared/api/routes`: the browser gets paths, methods, encodings and roles as plain data, never the
 * zod schemas behind them (packages/shared/src/api/routes.ts). The brand group is also a module of its own
 * (`@edu/shared/api/brand-routes`), so that the brand loader in the login page's first load takes only it.
 */
function apiRoutes(): Plugin {
  const all = '\0edu-api-routes';
  const brandOnly = '\0edu-api-brand-routes';
  const modules: Record<string, string> = {
    '@edu/shared/api/routes': all,
    '@edu/shared/api/brand-routes': brandOnly,
  };
  return {
    name: 'edu-api-routes',
    enforce: 'pre',
    resolveId(source) {
      return modules[source];
    },
    load(loaded) {
      const table = toRoutes(api);
      // The brand group in a module of its own, so the first load takes that group and nothing else.
      if (loaded === brandOnly) return `export const brandRoutes = ${JSON.stringify(table.brand)};\n`;
      if (loaded !== all) return undefined;
      const groups = Object.entries(table).filter(([group]) => group !== 'brand');
      const lines = groups.map(([group, routes]) => `export const ${group} = ${JSON.stringify(routes)};`);
      lines.push(`import { brandRoutes as brand } from '@edu/shared/api/brand-routes';`, 'export { brand };');
      return `${lines.join('\n')}\nexport const routes = { ${Object.keys(table).join(', ')} };\n`;
    },
  };
}

/**
 * pdf.js's data files, served from /pdfjs/ (dev) and copied into dist/pdfjs/ (build): the Adobe CMaps
 * (PDFs whose CJK fonts are not embedded) and the standard fonts. The PDF viewer (features/content/
 * materials/PdfViewer.tsx) asks for them only when a document needs them.
 */
function pdfjsData(): Plugin {
  const root = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const dirs = ['cmaps', 'standard_fonts'];
  return {
    name: 'pdfjs-data',
    configureServer(server) {
      server.middlewares.use('/pdfjs', (req, res, next) => {
        const file = path.join(root, decodeURIComponent((req.url ?? '').split('?')[0] ?? ''));
        const allowed = dirs.some((d) => file.startsWith(path.join(root, d) + path.sep));
        if (!allowed || !fs.existsSync(file)) return next();
        res.setHeader('Content-Type', 'application/octet-stream');
        fs.createReadStream(file).pipe(res);
      });
    },
    generateBundle() {
      for (const dir of dirs) {
        for (const name of fs.readdirSync(path.join(root, dir))) {
          if (name.startsWith('LICENSE')) continue;
          this.emitFile({
            type: 'asset',
            fileName: `pdfjs/${dir}/${name}`,
            source: fs.readFileSync(path.join(root, dir, name)),
          });
        }
      }
    },
  };
}

const apiTarget = process.env.API_TARGET ?? 'http://localhost:8080';

export default defineConfig({
  // prerenderLogin renders the login page to HTML after the client build, with the app's own plugins
  // (src/prerender/plugin.ts): the page paints from its HTML before any script runs.
  plugins: [apiRoutes(), react(), pdfjsData(), prerenderLogin(() => [apiRoutes(), react()])],
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
