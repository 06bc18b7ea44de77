import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/api';
import { uploadCover, uploadImage, useCourseList, useSetLessonExercises } from './courses';
import { fetchMaterialUrl, uploadMaterial, useShareMaterial } from './materials';
import { exportQuestions, importQuestions, useKnowledgeTree } from './questions';

/** The content API on the endpoint table: what each call hands the transport (app/api/fetch, app/api/transfer). */
const transport = vi.hoisted(() => ({
  request: vi.fn(async (_options: Record<string, unknown>): Promise<unknown> => null),
  uploadWithProgress: vi.fn(async (_options: Record<string, unknown>): Promise<unknown> => null),
  fetchFile: vi.fn(async (_options: Record<string, unknown>) => ({ blob: new Blob(['x']), fileName: 'q.json' })),
}));
vi.mock('../../../app/api/fetch', () => ({ request: transport.request }));
vi.mock('../../../app/api/transfer', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../app/api/transfer')>()),
  uploadWithProgress: transport.uploadWithProgress,
  fetchFile: transport.fetchFile,
}));

const content = routes.content;

function lastOptions(mock: { mock: { calls: unknown[][] } }): Record<string, unknown> {
  return mock.mock.calls.at(-1)?.[0] as Record<string, unknown>;
}

function withClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidated = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, invalidated, wrapper };
}

beforeEach(() => {
  transport.request.mockClear();
  transport.uploadWithProgress.mockClear();
  transport.fetchFile.mockClear();
});

describe('content API: uploads', () => {
  it('a cover goes to uploadCover as the multipart part `file`, without time-out, errors as toasts', async () => {
    transport.uploadWithProgress.mockResolvedValueOnce({ cover: '/c.png' });
    const file = new File(['x'], 'cover.png', { type: 'image/png' });
    await expect(uploadCover(file)).resolves.toEqual({ cover: '/c.png' });
    const options = lastOptions(transport.uploadWithProgress);
    expect(options).toMatchObject({ url: content.uploadCover.path, params: {}, timeout: 0 });
    expect(options.silent).toBeUndefined();
    expect((options.data as FormData).get('file')).toBeInstanceOf(File);
  });

  it('a rich-text picture reports progress, can be cancelled and is silent (the editor explains failures)', async () => {
    const onProgress = vi.fn();
    const controller = new AbortController();
    await uploadImage(new File(['x'], '', { type: 'image/png' }), onProgress, controller.signal);
    const options = lastOptions(transport.uploadWithProgress);
    expect(options).toMatchObject({ url: content.uploadImage.path, silent: true, signal: controller.signal });
    expect(options.onProgress).toBe(onProgress);
    // a pasted picture without a name is sent as 'image'
    expect(((options.data as FormData).get('file') as File).name).toBe('image');
  });

  it('a material is named after its file in the query string, with progress, silent', async () => {
    const onProgress = vi.fn();
    await uploadMaterial(new File(['x'], 'Notes 1.pdf', { type: 'application/pdf' }), onProgress);
    const options = lastOptions(transport.uploadWithProgress);
    expect(options).toMatchObject({ url: content.uploadMaterial.path, params: { name: 'Notes 1.pdf' }, silent: true });
    expect(options.onProgress).toBe(onProgress);
    expect(((options.data as FormData).get('file') as File).name).toBe('Notes 1.pdf');
  });

  it('a question import sends dryRun and the owner brand in the query string (null as ""), 120 s, silent', async () => {
    const file = new File(['{}'], 'q.json', { type: 'application/json' });
    await importQuestions(file, { dryRun: true, brandId: null });
    expect(lastOptions(transport.uploadWithProgress)).toMatchObject({
      url: content.importQuestions.path,
      params: { dryRun: true, brandId: '' },
      timeout: 120_000,
      silent: true,
    });
    await importQuestions(file, { dryRun: false });
    expect(lastOptions(transport.uploadWithProgress).params).toEqual({ dryRun: false });
  });
});

describe('content API: calls', () => {
  it('the question export downloads the filters and the format, named by the server or questions.<format>', async () => {
    await expect(exportQuestions({ subject: 'math', grade: 8 }, 'xlsx')).resolves.toMatchObject({ fileName: 'q.json' });
    expect(lastOptions(transport.fetchFile)).toMatchObject({
      url: content.exportQuestions.path,
      params: { subject: 'math', grade: 8, format: 'xlsx' },
      fallbackName: 'questions.xlsx',
    });
  });

  it('a material address is a GET with its id', async () => {
    await fetchMaterialUrl(7, true);
    expect(lastOptions(transport.request)).toMatchObject({
      url: content.getMaterialUrl.path,
      method: 'GET',
      params: { id: 7, download: true },
    });
  });

  it('lists are silent queries of their parameters', async () => {
    transport.request.mockResolvedValueOnce({ list: [], total: 0, page: 1, pageSize: 20 });
    const { wrapper } = withClient();
    const { result } = renderHook(() => useCourseList({ page: 1, pageSize: 20, kind: 'book' }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(lastOptions(transport.request)).toMatchObject({
      url: content.getCourseList.path,
      method: 'GET',
      params: { page: 1, pageSize: 20, kind: 'book' },
      silent: true,
    });
  });

  it('the knowledge tree waits for a subject', async () => {
    const { wrapper } = withClient();
    const { result, rerender } = renderHook(({ subject }) => useKnowledgeTree(subject), {
      wrapper,
      initialProps: { subject: undefined as 'math' | undefined },
    });
    expect(result.current.fetchStatus).toBe('idle');
    expect(transport.request).not.toHaveBeenCalled();
    transport.request.mockResolvedValueOnce({ subject: 'math', points: [] });
    rerender({ subject: 'math' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(lastOptions(transport.request)).toMatchObject({
      url: content.getKnowledgeTree.path,
      params: { subject: 'math' },
    });
  });

  it('a change is a JSON POST and refreshes the content and the audit log (org)', async () => {
    const { wrapper, invalidated } = withClient();
    const { result } = renderHook(() => useSetLessonExercises(), { wrapper });
    await result.current.mutateAsync({ lessonId: 3, questionIds: [5, 4] });
    expect(lastOptions(transport.request)).toMatchObject({
      url: content.setLessonExercises.path,
      method: 'POST',
      json: true,
      data: { lessonId: 3, questionIds: [5, 4] },
    });
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['content'] });
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['org'] });
  });

  it('sharing a material is a form POST; no classes at all is the empty list ""', async () => {
    const { wrapper } = withClient();
    const { result } = renderHook(() => useShareMaterial(), { wrapper });
    await result.current.mutateAsync({ id: 9, classIds: [] });
    expect(lastOptions(transport.request)).toMatchObject({
      url: content.shareMaterial.path,
      method: 'POST',
      json: false,
      data: { id: 9, classIds: '' },
    });
    await result.current.mutateAsync({ id: 9, classIds: [1, 2] });
    expect(lastOptions(transport.request).data).toEqual({ id: 9, classIds: '1,2' });
  });
});
