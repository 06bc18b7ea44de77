import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, translate } from '../../../app/i18n';
import '../../../app/i18n-react';
import { CLIENT_ERROR_CODE, RequestError, routes, type UploadProgress } from '../../../app/api';
import { installEditorLayout, installMatchMedia } from '../../test-utils';
import '../i18n';

const api = vi.hoisted(() => ({ uploadImage: vi.fn() }));
vi.mock('../api/courses', () => api);
vi.mock('mathlive', () => {
  throw new Error('no MathLive in jsdom');
});

const { RichTextEditor } = await import('./RichTextEditor');
const { dataImagesOf, dataUrlToFile, imageFilesOf, imageUploadErrorText, precheckImage } = await import(
  './image-upload'
);

// antd and TipTap are heavy in jsdom: generous waits when the machine is busy.
configure({ asyncUtilTimeout: 8000 });

beforeAll(async () => {
  installMatchMedia();
  installEditorLayout();
  await initI18n('en');
});
beforeEach(() => {
  api.uploadImage.mockReset();
});
afterEach(() => cleanup());

const t = (key: string, options?: Record<string, unknown>) => translate(`content:${key}`, options);
const PNG_B64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const png = (name = 'photo.png', size = 68) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const content = () => document.querySelector('.ProseMirror') as HTMLElement;
/** A picture's address as the server makes it (uploadImage answers it; routes.content.image serves it). */
const imageAt = (file: string) => routes.content.image.path.replace(':file', file);

/** An upload the test finishes itself; reports progress through the editor's callback. */
function deferredUpload() {
  let resolve!: (v: { url: string }) => void;
  let reject!: (e: unknown) => void;
  let progress: ((p: UploadProgress) => void) | undefined;
  let signal: AbortSignal | undefined;
  api.uploadImage.mockImplementation(
    (_file: File, onProgress?: (p: UploadProgress) => void, s?: AbortSignal) =>
      new Promise((res, rej) => {
        resolve = res;
        reject = rej;
        progress = onProgress;
        signal = s;
      }),
  );
  return {
    resolve: (url: string) => resolve({ url }),
    reject: (e: unknown) => reject(e),
    progress: (percent: number) => progress?.({ loaded: percent, total: 100, percent }),
    signal: () => signal,
  };
}

function paste(target: HTMLElement, data: { files?: File[]; html?: string; text?: string }) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  const values: Record<string, string> = { 'text/html': data.html ?? '', 'text/plain': data.text ?? '' };
  Object.defineProperty(event, 'clipboardData', {
    value: {
      files: data.files ?? [],
      types: Object.keys(values).filter((k) => values[k]),
      getData: (type: string) => values[type] ?? '',
    },
  });
  fireEvent(target, event);
  return event;
}

describe('image upload helpers', () => {
  it('refuses other types and pictures over 5 MB before sending', () => {
    expect(precheckImage(png(), t)).toBeNull();
    expect(precheckImage(new File(['x'], 'a.bmp', { type: 'image/bmp' }), t)).toBe(
      'a.bmp: only PNG, JPEG, WebP or GIF pictures can be uploaded.',
    );
    expect(precheckImage(png('big.png', 5 * 1024 * 1024 + 1), t)).toBe(
      'big.png: the picture is larger than 5 MB. Choose a smaller one or reduce it.',
    );
    // An unknown type (no MIME from the system) is left to the server, which reads the bytes.
    expect(precheckImage(new File(['x'], 'noext', { type: '' }), t)).toBeNull();
    expect(imageFilesOf([png(), new File(['x'], 'a.txt', { type: 'text/plain' })]).map((f) => f.name)).toEqual([
      'photo.png',
    ]);
  });

  it('explains 413 and 415 with the server’s words, and is silent when cancelled', () => {
    const f = png('p.png');
    expect(imageUploadErrorText(new RequestError(413, 'The file is larger than the upload limit of 2 MB'), f, t)).toBe(
      'p.png: The file is larger than the upload limit of 2 MB',
    );
    expect(imageUploadErrorText(new RequestError(413, 'HTTP 413', 'http'), f, t)).toBe(
      'p.png: the picture is larger than 5 MB. Choose a smaller one or reduce it.',
    );
    expect(imageUploadErrorText(new RequestError(415, 'This type of file is not accepted'), f, t)).toBe(
      'p.png: This type of file is not accepted',
    );
    expect(imageUploadErrorText(new RequestError(415, 'HTTP 415', 'http'), f, t)).toBe(
      'p.png: only PNG, JPEG, WebP or GIF pictures can be uploaded.',
    );
    expect(imageUploadErrorText(new RequestError(CLIENT_ERROR_CODE.abort, 'Aborted', 'abort'), f, t)).toBeNull();
    expect(imageUploadErrorText(new RequestError(-1, 'Network error', 'network'), f, t)).toBe(
      'p.png: the picture could not be uploaded. Network error',
    );
  });

  it('turns data: pictures of pasted HTML into files', async () => {
    const files = dataImagesOf(`<p>a<img alt="x" src="data:image/png;base64,${PNG_B64}"> <img src="/ok.png"></p>`);
    expect(files.map((f) => [f.name, f.type, f.size])).toEqual([['pasted-1.png', 'image/png', 70]]);
    expect(new Uint8Array(await files[0]!.arrayBuffer()).slice(1, 4)).toEqual(new Uint8Array([80, 78, 71]));
    expect(dataUrlToFile('data:image/jpeg;base64,AAAA', 'x')?.name).toBe('x.jpg');
    expect(dataUrlToFile('data:text/html;base64,AAAA', 'x')).toBeNull();
    expect(dataUrlToFile('data:image/png;base64,%%%', 'x')).toBeNull();
  });
});

describe('RichTextEditor: uploading pictures', { timeout: 30_000 }, () => {
  it('uploads from the image dialog with progress, then inserts the picture by its address', async () => {
    const upload = deferredUpload();
    const onChange = vi.fn();
    render(<RichTextEditor value="<p>x</p>" onChange={onChange} imageUpload variant="full" />);
    await waitFor(() => expect(content()).not.toBeNull());
    fireEvent.click(screen.getByTestId('rte-image'));
    const dialog = await screen.findByTestId('image-dialog');
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('image/png,image/jpeg,image/webp,image/gif');
    const file = png();
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(api.uploadImage).toHaveBeenCalledTimes(1));
    expect(api.uploadImage.mock.calls[0]?.[0]).toBe(file);
    upload.progress(40);
    const progress = await within(dialog).findByTestId('image-upload-progress');
    expect(progress).toHaveTextContent('Uploading photo.png…');
    await waitFor(() => expect(progress).toHaveTextContent('40%'));
    // OK waits for the upload
    expect(screen.getByTestId('image-ok')).toBeDisabled();
    upload.resolve(imageAt('0b7c.png'));
    await waitFor(() => expect(within(dialog).getByTestId('image-url')).toHaveValue(imageAt('0b7c.png')));
    expect(within(dialog).getByTestId('image-uploaded')).toHaveTextContent('Uploaded: press OK to insert it.');
    expect(within(dialog).getByTestId('image-preview').getAttribute('src')).toBe(imageAt('0b7c.png'));
    fireEvent.change(within(dialog).getByTestId('image-alt'), { target: { value: 'A parabola' } });
    fireEvent.click(screen.getByTestId('image-ok'));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const stored = onChange.mock.calls.at(-1)?.[0] as string;
    expect(stored).toContain(`<img src="${imageAt('0b7c.png')}" alt="A parabola">`);
    const shown = content().querySelector('img:not(.ProseMirror-separator)');
    expect(shown?.getAttribute('src')).toBe(imageAt('0b7c.png'));
  });

  it('the dialog says why a picture was refused (415 from the server, too large before sending)', async () => {
    api.uploadImage.mockRejectedValue(
      new RequestError(415, 'This type of file is not accepted: upload a PNG, JPEG, WebP or GIF image'),
    );
    render(<RichTextEditor value="<p>x</p>" imageUpload />);
    await waitFor(() => expect(content()).not.toBeNull());
    fireEvent.click(screen.getByTestId('rte-image'));
    const dialog = await screen.findByTestId('image-dialog');
    const input = () => dialog.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input(), { target: { files: [png('fake.png')] } });
    expect(await within(dialog).findByTestId('image-upload-error')).toHaveTextContent(
      'fake.png: This type of file is not accepted: upload a PNG, JPEG, WebP or GIF image',
    );
    expect(within(dialog).getByTestId('image-url')).toHaveValue('');
    // (the picker's input is a new element after each choice)
    fireEvent.change(input(), { target: { files: [png('huge.png', 6 * 1024 * 1024)] } });
    await waitFor(() =>
      expect(within(dialog).getByTestId('image-upload-error')).toHaveTextContent(
        'huge.png: the picture is larger than 5 MB',
      ),
    );
    expect(api.uploadImage).toHaveBeenCalledTimes(1);
  });

  it('a pasted picture is uploaded (progress under the toolbar) and inserted where it was pasted', async () => {
    const upload = deferredUpload();
    const onChange = vi.fn();
    render(<RichTextEditor value="<p>before</p>" onChange={onChange} imageUpload />);
    await waitFor(() => expect(content()).not.toBeNull());
    const event = paste(content(), { files: [png('screenshot.png')] });
    expect(event.defaultPrevented).toBe(true);
    await waitFor(() => expect(api.uploadImage).toHaveBeenCalledTimes(1));
    upload.progress(70);
    const row = await screen.findByTestId('rte-upload');
    await waitFor(() => expect(row).toHaveTextContent('70%'));
    expect(row).toHaveTextContent('Uploading screenshot.png…');
    expect(onChange).not.toHaveBeenCalled();
    upload.resolve(imageAt('aa.png'));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const stored = onChange.mock.calls.at(-1)?.[0] as string;
    expect(stored).toContain(`<img src="${imageAt('aa.png')}">`);
    expect(stored).toContain('before');
    expect(stored).not.toContain('data:');
    await waitFor(() => expect(screen.queryByTestId('rte-upload')).toBeNull());
  });

  it('text copied from Word or Excel (which adds a picture of it) is pasted as text, not uploaded', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor value="<p>x</p>" onChange={onChange} imageUpload />);
    await waitFor(() => expect(content()).not.toBeNull());
    paste(content(), {
      files: [png('image.png')],
      html: '<p class="MsoNormal">Solve for <b>x</b></p>',
      text: 'Solve for x',
    });
    await waitFor(() => expect(onChange.mock.calls.at(-1)?.[0]).toContain('Solve for <strong>x</strong>'));
    expect(onChange.mock.calls.at(-1)?.[0]).not.toContain('<img');
    expect(api.uploadImage).not.toHaveBeenCalled();
    expect(screen.queryByTestId('rte-upload')).toBeNull();
  });

  it('tells the form while pictures are uploading, so it can hold its save', async () => {
    const upload = deferredUpload();
    const onUploadingChange = vi.fn();
    render(<RichTextEditor value="<p>x</p>" imageUpload onUploadingChange={onUploadingChange} />);
    await waitFor(() => expect(content()).not.toBeNull());
    paste(content(), { files: [png()] });
    await waitFor(() => expect(onUploadingChange).toHaveBeenLastCalledWith(true));
    upload.resolve(imageAt('cc.png'));
    await waitFor(() => expect(onUploadingChange).toHaveBeenLastCalledWith(false));
    expect(onUploadingChange).toHaveBeenCalledTimes(2);
  });

  it('data: pictures in pasted HTML are uploaded, never kept as data: URLs', async () => {
    api.uploadImage.mockResolvedValue({ url: imageAt('bb.png') });
    const onChange = vi.fn();
    render(<RichTextEditor value="<p>x</p>" onChange={onChange} imageUpload />);
    await waitFor(() => expect(content()).not.toBeNull());
    paste(content(), {
      html: `<p>copied <img src="data:image/png;base64,${PNG_B64}"></p>`,
      text: 'copied',
    });
    await waitFor(() => expect(api.uploadImage).toHaveBeenCalledTimes(1));
    expect(api.uploadImage.mock.calls[0]?.[0]).toMatchObject({ name: 'pasted-1.png' });
    await waitFor(() => expect(onChange.mock.calls.at(-1)?.[0]).toContain(imageAt('bb.png')));
    const stored = onChange.mock.calls.at(-1)?.[0] as string;
    expect(stored).toContain('copied');
    expect(stored).not.toContain('data:');
  });

  it('a refused paste says why (413 from the server), and the message can be dismissed', async () => {
    api.uploadImage.mockRejectedValue(new RequestError(413, 'The file is larger than the upload limit of 5 MB'));
    const onChange = vi.fn();
    render(<RichTextEditor value="<p>x</p>" onChange={onChange} imageUpload />);
    await waitFor(() => expect(content()).not.toBeNull());
    paste(content(), { files: [png('scan.png')] });
    const alert = await screen.findByTestId('rte-upload-error');
    expect(alert).toHaveTextContent('scan.png: The file is larger than the upload limit of 5 MB');
    paste(content(), { files: [new File(['x'], 'p.tiff', { type: 'image/tiff' })] });
    await waitFor(() => expect(screen.getAllByTestId('rte-upload-error')).toHaveLength(2));
    expect(screen.getAllByTestId('rte-upload-error')[1]).toHaveTextContent(
      'p.tiff: only PNG, JPEG, WebP or GIF pictures can be uploaded.',
    );
    expect(api.uploadImage).toHaveBeenCalledTimes(1);
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.getAllByTestId('rte-upload-error')).toHaveLength(1));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('cancelling a pasted picture’s upload inserts nothing', async () => {
    const upload = deferredUpload();
    const onChange = vi.fn();
    render(<RichTextEditor value="<p>x</p>" onChange={onChange} imageUpload />);
    await waitFor(() => expect(content()).not.toBeNull());
    paste(content(), { files: [png()] });
    const row = await screen.findByTestId('rte-upload');
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel the upload' }));
    expect(upload.signal()?.aborted).toBe(true);
    upload.reject(new RequestError(CLIENT_ERROR_CODE.abort, 'Aborted', 'abort'));
    await waitFor(() => expect(screen.queryByTestId('rte-upload')).toBeNull());
    expect(screen.queryByTestId('rte-upload-error')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('without imageUpload: no upload button, and pasted pictures are left alone', async () => {
    render(<RichTextEditor value="<p>x</p>" />);
    await waitFor(() => expect(content()).not.toBeNull());
    paste(content(), { files: [png()] });
    fireEvent.click(screen.getByTestId('rte-image'));
    const dialog = await screen.findByTestId('image-dialog');
    expect(within(dialog).queryByTestId('image-upload')).toBeNull();
    expect(api.uploadImage).not.toHaveBeenCalled();
  });
});
