import { routes } from '@edu/shared/api/routes';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call, download, upload } from './call';

const fetchAdapter = vi.hoisted(() => ({ request: vi.fn(async () => ({ ok: true })) }));
vi.mock('./fetch', () => fetchAdapter);
const transfer = vi.hoisted(() => ({
  uploadWithProgress: vi.fn(async () => ({ uploaded: true })),
  fetchFile: vi.fn(async () => ({ blob: new Blob(['x']), fileName: 'x.csv' })),
}));
vi.mock('./transfer', () => transfer);

beforeEach(() => {
  fetchAdapter.request.mockClear();
  transfer.uploadWithProgress.mockClear();
  transfer.fetchFile.mockClear();
});

describe('call: method, path and encoding come from the endpoint table', () => {
  it('sends a read as GET with its input in the query string, leaving unset values out', async () => {
    await call(routes.org.getSchoolList, { page: 2, keyword: 'north', brandId: undefined }, { silent: true });
    expect(fetchAdapter.request).toHaveBeenCalledWith({
      silent: true,
      url: '/openapi/manage/getSchoolList',
      method: 'GET',
      params: { page: 2, keyword: 'north' },
    });
  });

  it('sends a change the spec names as GET as POST, form-encoded', async () => {
    await call(routes.org.updateSchool, { id: 3, name: 'North' });
    expect(fetchAdapter.request).toHaveBeenCalledWith({
      url: '/openapi/manage/updateSchool',
      method: 'POST',
      data: { id: 3, name: 'North' },
      json: false,
    });
  });

  it('sends JSON where the table says JSON', async () => {
    await call(routes.content.saveCourse, { title: 'Algebra', subject: 'math', grade: 8 });
    expect(fetchAdapter.request).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/openapi/course/saveCourse', method: 'POST', json: true }),
    );
  });

  it('sends a POST the table gives query parameters (insertTab) with its input in the query string, no body', async () => {
    await call(routes.brand.insertTab, { brandId: 1, title: 'Home' });
    expect(fetchAdapter.request).toHaveBeenCalledWith({
      url: '/openapi/brand/insertTab',
      method: 'POST',
      params: { brandId: 1, title: 'Home' },
    });
  });

  it('sends moveTab and moveModule form-encoded (the default), updateTab and updateModule as JSON', async () => {
    await call(routes.brand.moveTab, { id: 2, position: 0 });
    expect(fetchAdapter.request).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: '/openapi/brand/moveTab', method: 'POST', json: false }),
    );
    await call(routes.brand.moveModule, { id: 2, position: 1 });
    expect(fetchAdapter.request).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: '/openapi/brand/moveModule', method: 'POST', json: false }),
    );
    await call(routes.brand.updateTab, { id: 2, title: 'Learn' });
    expect(fetchAdapter.request).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: '/openapi/brand/updateTab', method: 'POST', json: true }),
    );
    await call(routes.brand.updateModule, { tabId: 2, kind: 'richText', config: { html: '<p>x</p>' } });
    expect(fetchAdapter.request).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: '/openapi/brand/updateModule', method: 'POST', json: true }),
    );
  });

  it('fills path parameters from the input', async () => {
    await download(routes.content.cover, { file: 'a b.png' }, { fallbackName: 'cover' });
    expect(transfer.fetchFile).toHaveBeenCalledWith({
      fallbackName: 'cover',
      url: '/openapi/course/cover/a%20b.png',
      params: {},
    });
  });
});

describe('upload and download', () => {
  it('puts an upload’s input in the query string (null as empty) and the file in the body', async () => {
    const file = new Blob(['{}'], { type: 'application/json' });
    await upload(routes.content.importQuestions, { dryRun: true, brandId: null }, { file, fileName: 'q.json' });
    const [options] = transfer.uploadWithProgress.mock.calls[0] as unknown as [
      { url: string; params: Record<string, unknown>; data: FormData; onLine?: unknown },
    ];
    expect(options.url).toBe('/openapi/topic/importQuestions');
    expect(options.params).toEqual({ dryRun: true, brandId: '' });
    expect((options.data.get('file') as File).name).toBe('q.json');
    expect(options.onLine).toBeUndefined();
  });

  it('passes progress lines on only for streamed answers', async () => {
    const onLine = vi.fn();
    const file = new Blob(['a,b']);
    await upload(routes.org.importUsers, { roleType: 1 }, { file, onLine });
    const [options] = transfer.uploadWithProgress.mock.calls[0] as unknown as [{ onLine?: unknown }];
    expect(options.onLine).toBe(onLine);
  });

  it('downloads a file answer with its input as the query string', async () => {
    await download(routes.org.exportUsers, { roleType: 1, format: 'csv' }, { fallbackName: 'users.csv' });
    expect(transfer.fetchFile).toHaveBeenCalledWith({
      fallbackName: 'users.csv',
      url: '/openapi/manage/exportUsers',
      params: { roleType: 1, format: 'csv' },
    });
  });
});
