import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandInfo, BrandSummary } from '@edu/shared';
import { createTestApp, envelopeOf, type TestApp } from '../../test/harness';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /openapi/brand/getBrandByWebAddress', () => {
  const get = (q: string) => t.app.inject({ url: `/openapi/brand/getBrandByWebAddress${q}` });

  it('is public and returns the brand with origin-relative logo paths', async () => {
    const res = await get('?webAddress=acme');
    expect(res.statusCode).toBe(200);
    expect(envelopeOf<BrandInfo>(res)).toEqual({
      code: 200,
      msg: 'success',
      data: {
        brandId: expect.any(Number),
        brandName: 'Acme Academy',
        webAddress: 'acme',
        webLogoUrl: '/brand-assets/acme-logo.svg',
        webLogoUrlSmall: '/brand-assets/acme-mark.svg',
        theme: null,
      },
    });
    // Revalidated on every load (a saved change shows at once), 304 while unchanged.
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const etag = String(res.headers.etag);
    const again = await t.app.inject({
      url: '/openapi/brand/getBrandByWebAddress?webAddress=acme',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const local = envelopeOf<BrandInfo>(await get('?webAddress=LocalHost')).data;
    expect(local).toMatchObject({ webAddress: 'localhost', brandName: '启明教育 Qiming Education' });
  });

  it('answers 404 for an unknown brand and 400 naming the field for bad input', async () => {
    const unknown = await get('?webAddress=nobody');
    expect(unknown.statusCode).toBe(404);
    expect(envelopeOf(unknown)).toEqual({ code: 404, msg: 'Brand not found', data: null });
    const missing = await get('');
    expect(missing.statusCode).toBe(400);
    expect(envelopeOf(missing).msg).toBe('webAddress: is required');
    const bad = await get('?webAddress=a.b');
    expect(envelopeOf(bad)).toMatchObject({ code: 400, msg: 'webAddress: webAddress must be a host label' });
  });

  it('serves the logos it names', async () => {
    const info = envelopeOf<BrandInfo>(await get('?webAddress=localhost')).data;
    for (const url of [
      info.webLogoUrl,
      info.webLogoUrlSmall,
      '/brand-assets/acme-logo.svg',
      '/brand-assets/acme-mark.svg',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.body).toContain('<svg');
    }
    const missing = await t.app.inject({ url: '/brand-assets/nope.svg' });
    expect(missing.statusCode).toBe(404);
    expect(envelopeOf(missing).code).toBe(404);
  });
});

describe('GET /openapi/brand/getAllBrand', () => {
  const all = (authorization?: string) =>
    t.app.inject({ url: '/openapi/brand/getAllBrand', headers: authorization ? { authorization } : {} });

  it('lists every brand for the admin', async () => {
    const admin = await t.login('admin');
    const res = await all(admin.token);
    expect(res.statusCode).toBe(200);
    const list = envelopeOf<BrandSummary[]>(res).data;
    expect(list.map((b) => b.webAddress)).toEqual(['localhost', 'acme']);
    expect(list[1]).toMatchObject({ brandName: 'Acme Academy', themeColor: expect.stringMatching(/^#[0-9a-f]{6}$/i) });
  });

  it('lists only its own brand for a brand admin', async () => {
    const brandadmin = await t.login('brandadmin');
    const list = envelopeOf<BrandSummary[]>(await all(brandadmin.token)).data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ webAddress: 'localhost', brandId: brandadmin.user.brandid });
  });

  it('refuses other roles (403) and anonymous callers (401)', async () => {
    for (const username of ['teacher', 'schooladmin', 'student', 'acme-teacher']) {
      const me = await t.login(username);
      const res = await all(me.token);
      expect(res.statusCode).toBe(403);
      expect(envelopeOf(res)).toMatchObject({ code: 403, data: null });
    }
    const anon = await all();
    expect(anon.statusCode).toBe(401);
  });
});
