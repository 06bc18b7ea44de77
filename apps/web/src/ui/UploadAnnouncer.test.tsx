import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../app/i18n';
import '../app/i18n-react';
import './i18n';
import { type AnnouncedUpload, UploadAnnouncer, uploadAnnouncements } from './UploadAnnouncer';

const upload = (percent: number, status: AnnouncedUpload['status'] = 'uploading'): AnnouncedUpload => ({
  uid: 'a',
  name: 'worksheet.pdf',
  percent,
  status,
});

describe('uploadAnnouncements', () => {
  it('says the start, then each quarter once, however many progress events come', () => {
    let said: ReadonlyMap<string, number> = new Map();
    const told: string[] = [];
    for (let percent = 0; percent <= 100; percent += 1) {
      const next = uploadAnnouncements(said, [upload(percent)]);
      said = next.said;
      for (const m of next.messages) told.push(m.kind === 'started' ? 'started' : String(m.percent));
    }
    // 100 % is the end: the success toast or the error says it.
    expect(told).toEqual(['started', '25', '50', '75']);
    expect(uploadAnnouncements(said, [upload(100, 'done')]).messages).toEqual([]);
  });

  it('says nothing more about an upload that ended, and forgets the ones dismissed', () => {
    const first = uploadAnnouncements(new Map(), [upload(10)]);
    const ended = uploadAnnouncements(first.said, [upload(40, 'error')]);
    expect(ended.messages).toEqual([]);
    expect(uploadAnnouncements(ended.said, []).said.size).toBe(0);
  });

  it('tells about several uploads at once', () => {
    const b = { ...upload(0), uid: 'b', name: 'b.png' };
    const first = uploadAnnouncements(new Map(), [upload(0), b]);
    expect(first.messages).toEqual([
      { kind: 'started', name: 'worksheet.pdf' },
      { kind: 'started', name: 'b.png' },
    ]);
    const next = uploadAnnouncements(first.said, [upload(30), { ...b, percent: 60 }]);
    expect(next.messages).toEqual([
      { kind: 'progress', name: 'worksheet.pdf', percent: 25 },
      { kind: 'progress', name: 'b.png', percent: 50 },
    ]);
  });
});

describe('UploadAnnouncer', () => {
  beforeAll(async () => {
    await initI18n('en');
    await changeLanguage('en');
  });
  afterEach(cleanup);

  it('is a polite live region, there before the first upload, that changes only at the steps', () => {
    const { rerender } = render(<UploadAnnouncer uploads={[]} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('');
    rerender(<UploadAnnouncer uploads={[upload(3)]} />);
    expect(region).toHaveTextContent('Uploading “worksheet.pdf”');
    act(() => rerender(<UploadAnnouncer uploads={[upload(12)]} />));
    expect(region).toHaveTextContent('Uploading “worksheet.pdf”');
    act(() => rerender(<UploadAnnouncer uploads={[upload(51)]} />));
    expect(region).toHaveTextContent('“worksheet.pdf”: 50% uploaded');
  });
});
