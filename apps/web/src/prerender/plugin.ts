import fs from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin, type PluginOption, type ResolvedConfig, type Rollup } from 'vite';
import type { RenderedLogin } from './login';
import {
  type LoginManifest,
  loginTemplate,
  MANIFEST_FILE,
  PRERENDER_DIR,
  type StyleSheet,
  TOKENS,
  templateFile,
} from './template';

const SSR_ENTRY = '/src/prerender/login.tsx';
const LOGIN_PAGE = '/src/features/auth/LoginPage.tsx';

type RenderModule = {
  LANGUAGES: readonly string[];
  renderLogin(language: string, withLogo: boolean): Promise<RenderedLogin>;
};

function cssOf(chunk: Rollup.OutputChunk | undefined, bundle: Rollup.OutputBundle): StyleSheet[] {
  return [...(chunk?.viteMetadata?.importedCss ?? [])].map((fileName) => {
    const asset = bundle[fileName];
    if (asset?.type !== 'asset') throw new Error(`prerender: ${fileName} is not in the bundle`);
    return { href: `/${fileName}`, css: String(asset.source) };
  });
}

/**
 * After the client build: renders the login page with react-dom (./login, through Vite's SSR loader with
 * the app's own plugins) in every language, with and without a logo, and writes dist/prerender/: the
 * templates (./template) and login.json, which the server fills and serves for GET /login.
 */
export function prerenderLogin(ssrPlugins: () => PluginOption[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'edu-prerender-login',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(options, bundle) {
      if (config.build.ssr) return;
      const outDir = options.dir ?? path.resolve(config.root, config.build.outDir);
      const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      const login = chunks.find((c) => c.facadeModuleId === path.join(config.root, LOGIN_PAGE));
      if (!entry || !login) throw new Error('prerender: the entry or the login page chunk is missing');
      const entryCss = cssOf(entry, bundle);
      const loginCss = cssOf(login, bundle);
      const indexHtml = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');

      const server = await createServer({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        plugins: ssrPlugins(),
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      const manifest: LoginManifest = { tokens: TOKENS, languages: {} };
      const dir = path.join(outDir, PRERENDER_DIR);
      fs.mkdirSync(dir, { recursive: true });
      try {
        const { LANGUAGES, renderLogin } = (await server.ssrLoadModule(SSR_ENTRY)) as RenderModule;
        for (const language of LANGUAGES) {
          const files = { plain: templateFile(language, false), logo: templateFile(language, true) };
          let productName = '';
          for (const withLogo of [false, true]) {
            const page = await renderLogin(language, withLogo);
            productName = page.productName;
            const html = loginTemplate(indexHtml, { ...page, language, entryCss, loginCss });
            fs.writeFileSync(path.join(dir, withLogo ? files.logo : files.plain), html);
          }
          manifest.languages[language] = { productName, ...files };
        }
      } finally {
        await server.close();
      }
      fs.writeFileSync(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
      config.logger.info(
        `prerendered /login in ${Object.keys(manifest.languages).length} languages → ${path.relative(config.root, dir)}/`,
      );
    },
  };
}
