import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ResultCode, SHARE_PAGE_PATH_LIST } from '@edu/shared';
import { sendError } from '../../http/error-handler';
import { brandAssetsDir } from '../../paths';
import {
  brandWebAddressOf,
  escapeHtml,
  fillLoginPage,
  hasSessionCookie,
  jsonForScript,
  LoginPageCache,
  languageOf,
  loadLoginPages,
  PRERENDER_DIR,
  withBrandThemeStyle,
} from './login-page';

/** Brand logos (`/brand-assets/<file>`, referenced by brands.logo_url) and the built console. */
export async function webPlugin(app: FastifyInstance) {
  await app.register(fastifyStatic, {
    root: brandAssetsDir,
    prefix: '/brand-assets/',
    decorateReply: false,
    index: false,
    // Logo file names are not content-hashed, so a day rather than forever.
    cacheControl: false,
    setHeaders(reply) {
      reply.header('Cache-Control', 'public, max-age=86400');
    },
  });

  await registerWeb(app, app.config.webDist);
}
Object.defineProperty(webPlugin, Symbol.for('skip-override'), { value: true });

/**
 * Serves the built console: hashed assets cached for a year, /login prerendered (registerLoginPage),
 * everything else falls back to index.html.
 */
async function registerWeb(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: false,
      // The login page's templates are served filled in, never as files.
      allowedPath: (pathname) => !pathname.startsWith(`/${PRERENDER_DIR}/`),
      setHeaders(reply, filePath) {
        // Only the console's own hashed bundle folder is immutable.
        const inAssets = filePath.startsWith(path.join(webDist, 'assets') + path.sep);
        reply.header('Cache-Control', inAssets ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = hasWeb ? fs.readFileSync(indexFile, 'utf8') : '';
  if (hasWeb) registerLoginPage(app, webDist, indexHtml);
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isApi = url.startsWith('/openapi/') || url === '/openapi';
    // A missing file must answer 404, not the console's HTML.
    const isAsset = url.startsWith('/assets/') || url.startsWith('/brand-assets/');
    if (!isApi && !isAsset && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      reply.header('Cache-Control', 'no-cache');
      // The public report pages open a shared report: never indexed (modules/reports/share).
      if (SHARE_PAGE_PATH_LIST.includes(url.split('?')[0] ?? '')) reply.header('X-Robots-Tag', 'noindex, nofollow');
      return reply.type('text/html; charset=utf-8').send(await consolePage(app, indexHtml, request.hostname));
    }
    return sendError(
      request,
      reply,
      404,
      ResultCode.notFound,
      `Not found: ${request.method} ${url.split('?')[0]}`,
      null,
    );
  });
}

/**
 * index.html with the host's brand in it (a JSON block the console reads before its first render, and the
 * title): the brand's theme paints the very first frame, with no request to wait for (issue 13). From the
 * brand directory's cache, so as fresh as getBrandByWebAddress; without a brand (or when the lookup fails)
 * the file as built.
 */
async function consolePage(app: FastifyInstance, html: string, hostname: string): Promise<string> {
  const webAddress = brandWebAddressOf(hostname);
  if (!webAddress) return html;
  let info: Awaited<ReturnType<typeof app.brandDirectory.resolve>>['info'];
  try {
    info = (await app.brandDirectory.resolve(webAddress)).info;
  } catch (err) {
    app.log.warn({ err }, 'console page: brand lookup failed, serving index.html as built');
    return html;
  }
  if (!info) return html;
  const block = `<script type="application/json" id="brand-info">${jsonForScript(info)}</script>`;
  const page = html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(info.brandName)}</title>`)
    .replace('</head>', `${block}</head>`);
  // The login page, rendered here after a client-side redirect, paints in the brand's colour at once too.
  return withBrandThemeStyle(page, info.theme);
}

/**
 * GET /login: the page prerendered at build time (apps/web/src/prerender) in the request's language, with
 * the host's brand filled in, so that it paints from its HTML before any script runs; the client then
 * hydrates it. Without templates (an older build), or with a session cookie (the console sends a logged-in
 * user on), index.html as for every other path.
 */
function registerLoginPage(app: FastifyInstance, webDist: string, indexHtml: string) {
  const pages = loadLoginPages(webDist);
  if (!pages) return;
  const cache = new LoginPageCache();
  // A saved brand shows on its login page at once, in every process (db/event-bus.ts BRAND_CHANNEL).
  const unsubscribe = app.eventBus.subscribeBrands(() => cache.clear());
  app.addHook('onClose', async () => unsubscribe());
  app.get('/login', { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    reply.header('Vary', 'Accept-Language, Cookie');
    const { cookie } = request.headers;
    if (hasSessionCookie(cookie)) {
      return reply.type('text/html; charset=utf-8').send(await consolePage(app, indexHtml, request.hostname));
    }
    const language = languageOf(cookie, request.headers['accept-language']);
    const origin = `${request.protocol}://${request.host}`;
    let html: string;
    try {
      const webAddress = brandWebAddressOf(request.hostname);
      const resolved = webAddress ? await app.brandDirectory.resolve(webAddress) : null;
      // Keyed by the brand's ETag too: the saving process drops its brand directory at once, so its next
      // login page is the saved brand's even before the change's signal has cleared this cache.
      html = await cache.get(`${origin} ${language} ${resolved?.etag ?? ''}`, async () =>
        fillLoginPage(pages, {
          language,
          brand: resolved?.info ?? null,
          origin,
          year: new Date().getFullYear(),
        }),
      );
    } catch (err) {
      // The brand cannot be read (database down): the page as without a prerender, it asks for it itself.
      request.log.warn({ err }, 'login page: brand lookup failed, serving index.html');
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.type('text/html; charset=utf-8').send(html);
  });
  // The form posts here only when it is submitted before any script ran: back to the form (the
  // password never goes into a URL).
  app.post('/login', { schema: { hide: true } }, async (request, reply) => reply.redirect(request.url, 303));
}
