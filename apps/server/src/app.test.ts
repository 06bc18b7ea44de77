import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DrizzleQueryError } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from './app';
import { md5Hex } from './modules/auth/password';
import { createTestApp, envelopeOf, type TestApp } from './test/harness';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  // A stand-in for the built console: it must exist before the app is built (files are listed at start).
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(webDist, 'assets', 'index-3f9a1c.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ config: { webDist }, captureLogs: true });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('app', () => {
  it('GET /healthz reports the database', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('sends security headers on API, console and asset responses', async () => {
    const urls = [
      '/openapi/brand/getBrandByWebAddress?webAddress=acme',
      '/',
      '/assets/index-3f9a1c.js',
      // refusals too: an unknown path, bad input, no session
      '/openapi/nothing/here',
      '/openapi/brand/getBrandByWebAddress?webAddress=%00',
      '/openapi/user/getInfo',
    ];
    for (const url of urls) {
      const res = await t.app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('answers unknown API paths with a 404 envelope, whatever the method', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({ method, url: '/openapi/nothing/here?x=1' });
      expect(res.statusCode).toBe(404);
      expect(envelopeOf(res)).toEqual({ code: 404, msg: `Not found: ${method} /openapi/nothing/here`, data: null });
    }
    expect(envelopeOf(await t.app.inject({ url: '/openapi' })).code).toBe(404);
  });

  it('documents every route at /openapi/docs/json and serves Swagger UI', async () => {
    const res = await t.app.inject({ url: '/openapi/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/openapi/user/login',
        '/openapi/user/clientLogin',
        '/openapi/user/getInfo',
        '/openapi/user/logout',
        '/openapi/user/modifyPasswordByOldPwd',
        '/openapi/user/modifyPassword',
        '/openapi/manage/resettingPwd',
        '/openapi/brand/getBrandByWebAddress',
        '/openapi/brand/getAllBrand',
      ]),
    );
    expect(Object.keys(doc.paths['/openapi/user/modifyPasswordByOldPwd'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(JSON.stringify(doc.paths['/openapi/user/login'])).toContain('loginvalue');
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/openapi/docs') || p === '/healthz')).toBe(false);

    const ui = await t.app.inject({ url: '/openapi/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/^text\/html/);
    expect(ui.body).toContain('swagger-ui-bundle.js');
    // Its scripts are files of our own origin, so script-src 'self' lets the page run.
    expect(ui.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const bundle = await t.app.inject({ url: '/openapi/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    const init = await t.app.inject({ url: '/openapi/docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
  });

  it('serves the console: immutable hashed assets, history fallback to index.html', async () => {
    const asset = await t.app.inject({ url: '/assets/index-3f9a1c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log(1)');

    for (const url of ['/', '/login?redirect=%2Fdashboard', '/dashboard/dashboard', '/user/teaStu']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
    const icon = await t.app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');

    for (const url of ['/assets/missing-123.js', '/brand-assets/missing.svg']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(envelopeOf(res).code).toBe(404);
    }
    const post = await t.app.inject({ method: 'POST', url: '/dashboard' });
    expect(post.statusCode).toBe(404);
  });

  it('never logs a password, a password hash digest or a token', async () => {
    const secrets: string[] = [];
    const demo = md5Hex('demo123');
    secrets.push(demo, 'demo123');

    const form = await t.app.inject({
      method: 'POST',
      url: '/openapi/user/login',
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `loginvalue=teacher&pwd=${demo}`,
    });
    const teacher = envelopeOf<{ user: { token: string; id: number } }>(form).data.user;
    secrets.push(teacher.token);

    const client = await t.app.inject({
      url: `/openapi/user/clientLogin?loginvalue=student&pwd=${demo}&deviceSerial=PAD-QM-0001`,
      headers: { host: 'localhost' },
    });
    secrets.push(envelopeOf<{ user: { token: string } }>(client).data.user.token);

    const newPwd = md5Hex('logged-nowhere');
    secrets.push(newPwd);
    const change = await t.app.inject({
      url: `/openapi/user/modifyPasswordByOldPwd?userid=${teacher.id}&oldPwd=${demo}&newPwd=${newPwd}&rePwd=${newPwd}&token=${teacher.token}`,
      headers: { authorization: `Bearer ${teacher.token}` },
    });
    expect(envelopeOf(change).code).toBe(200);

    const admin = await t.login('admin');
    secrets.push(admin.token);
    const reset = await t.app.inject({
      url: `/openapi/manage/resettingPwd?userid=${teacher.id}`,
      headers: admin.headers,
    });
    const temp = envelopeOf<{ password: string }>(reset).data.password;
    secrets.push(temp, md5Hex(temp));

    // A failing request logs too.
    await t.app.inject({ url: `/openapi/user/getInfo?pwd=${demo}`, headers: { authorization: 'garbage' } });

    const logs = t.logs();
    expect(logs).toContain('/openapi/user/clientLogin?loginvalue=student&pwd=[REDACTED]');
    expect(logs).toContain('oldPwd=[REDACTED]&newPwd=[REDACTED]&rePwd=[REDACTED]&token=[REDACTED]');
    for (const secret of secrets) expect(logs).not.toContain(secret);
    expect(logs.toLowerCase()).not.toContain('authorization');
  });

  it('logs a failed query without its parameters', () => {
    const lines: string[] = [];
    const options = loggerOptions('info');
    if (typeof options !== 'object' || options === null) throw new Error('logger options expected');
    const logger = pino(options as pino.LoggerOptions, { write: (line: string) => lines.push(line) });
    const secret = 'scrypt$16384$8$1$c2FsdA==$aGFzaA==';
    const err = new DrizzleQueryError('update "users" set "password_hash" = $1', [secret, 7], new Error('boom'));
    logger.error({ err, pwd: 'x1', nested: { token: 'x2' } }, 'unhandled error');
    const out = lines.join('');
    expect(out).toContain('update \\"users\\" set');
    expect(out).not.toContain(secret);
    expect(out).not.toMatch(/"x1"|"x2"/);
  });
});
