import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_BRAND_INFO, useAppStore } from './app-store';
import { brandLabelOf, normaliseBrand, withOrigin } from './brand';

describe('brand helpers', () => {
  it('takes the first label of the host name', () => {
    expect(brandLabelOf('acme.localhost')).toBe('acme');
    expect(brandLabelOf('acme.example.com')).toBe('acme');
    expect(brandLabelOf('localhost')).toBe('localhost');
    expect(brandLabelOf('ACME.Example.com')).toBe('acme');
    expect(brandLabelOf('')).toBe('');
  });

  it('prefixes logo paths with the origin', () => {
    expect(withOrigin('/brand-assets/acme.png', 'http://acme.localhost:8080')).toBe(
      'http://acme.localhost:8080/brand-assets/acme.png',
    );
    expect(withOrigin('brand-assets/a.png', 'http://x')).toBe('http://x/brand-assets/a.png');
    expect(withOrigin('https://cdn.example.com/a.png', 'http://x')).toBe('https://cdn.example.com/a.png');
    expect(withOrigin('data:image/png;base64,AAAA', 'http://x')).toBe('data:image/png;base64,AAAA');
    expect(withOrigin('', 'http://x')).toBe('');
  });

  it('normalises the answer: strings everywhere, empty when missing', () => {
    expect(
      normaliseBrand(
        { brandId: 2, brandName: 'Acme', webAddress: 'acme', webLogoUrl: '/l.png', webLogoUrlSmall: '/s.png' },
        'http://o',
      ),
    ).toEqual({
      brandId: 2,
      brandName: 'Acme',
      webAddress: 'acme',
      webLogoUrl: 'http://o/l.png',
      webLogoUrlSmall: 'http://o/s.png',
      theme: null,
    });
    const theme = {
      themeId: 3,
      primaryColor: '#0F766E',
      sidebarBg: '#ffffff',
      sidebarText: '#1f2937',
      logoPlacement: 'navbar',
      sidebarMode: 'light',
    };
    expect(normaliseBrand({ brandId: 2, brandName: 'Acme', theme }, 'http://o').theme).toEqual({
      ...theme,
      primaryColor: '#0f766e',
    });
    expect(normaliseBrand({ brandId: 2, theme: { ...theme, sidebarBg: 'red' } }, 'http://o').theme).toBeNull();
    expect(normaliseBrand({ brandName: 5, brandId: '2' }, 'http://o')).toEqual(EMPTY_BRAND_INFO);
    expect(normaliseBrand(null, 'http://o')).toEqual(EMPTY_BRAND_INFO);
  });
});

describe('loadBrand', () => {
  const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

  beforeEach(() => {
    vi.resetModules();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    useAppStore.getState().setBrandInfo({ ...EMPTY_BRAND_INFO });
    document.title = 'edu-console';
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks getBrandByWebAddress for this host, stores the brand and sets the title', async () => {
    fetchMock.mockResolvedValue(
      Response.json({
        code: 200,
        msg: 'ok',
        data: {
          brandId: 1,
          brandName: 'Demo School',
          webAddress: 'localhost',
          webLogoUrl: '/b/logo.svg',
          webLogoUrlSmall: '',
        },
      }),
    );
    const { loadBrand } = await import('./brand');
    const { useAppStore: store } = await import('./app-store');
    const brand = await loadBrand();
    const url = new URL(fetchMock.mock.calls[0]![0]);
    expect(url.pathname).toBe('/openapi/brand/getBrandByWebAddress');
    expect(url.searchParams.get('webAddress')).toBe(brandLabelOf(window.location.hostname));
    expect(brand.webLogoUrl).toBe(`${window.location.origin}/b/logo.svg`);
    expect(store.getState().brandInfo.brandName).toBe('Demo School');
    expect(document.title).toBe('Demo School');
    // once per page load
    await loadBrand();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('goes on with the empty brand on failure, quietly', async () => {
    fetchMock.mockResolvedValue(Response.json({ code: 404, msg: 'no such brand', data: null }, { status: 404 }));
    const feedback = await import('./feedback');
    const toast = vi.spyOn(feedback, 'toastError');
    const { loadBrand } = await import('./brand');
    const { useAppStore: store } = await import('./app-store');
    await expect(loadBrand()).resolves.toEqual(EMPTY_BRAND_INFO);
    expect(store.getState().brandInfo).toEqual(EMPTY_BRAND_INFO);
    expect(document.title).toBe('edu-console');
    expect(toast).not.toHaveBeenCalled();
  });

  it('network failure: empty brand too', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    const { loadBrand } = await import('./brand');
    await expect(loadBrand()).resolves.toEqual(EMPTY_BRAND_INFO);
  });
});
