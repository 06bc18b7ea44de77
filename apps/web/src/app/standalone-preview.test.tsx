import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from './i18n';
import './i18n-react';
import { forgetPreview, storePreview } from './role-preview';
import { withPreviewBanner } from './standalone-preview';

const Page = withPreviewBanner(() => <p>the board</p>);
const started = {
  user: {
    id: 9,
    token: 'preview-token',
    username: 'schooladmin',
    name: 'Mr Wang',
    avatorurl: '',
    schoolid: 1,
    brandid: 1,
    roletype: 3,
    introduction: '',
  },
  preview: { by: { id: 1, username: 'admin' }, expiresAt: '2030-01-01T00:00:00.000Z' },
};

beforeAll(async () => {
  await initI18n('en');
  // the banner's chunk, loaded once here: the page loads it lazily, only in a preview
  await import('../shell/preview/PreviewBanner');
}, 60_000);
afterEach(() => {
  cleanup();
  forgetPreview();
});

describe('a standalone page in a role preview', { timeout: 30_000 }, () => {
  it('shows the preview banner with its end button above the page', async () => {
    storePreview(started, '/user/teaStu');
    render(<Page />);
    const banner = await screen.findByTestId('preview-banner', {}, { timeout: 10_000 });
    expect(banner).toHaveTextContent('schooladmin');
    expect(screen.getByRole('button', { name: 'End preview' })).toBeInTheDocument();
    expect(screen.getByText('the board')).toBeInTheDocument();
  });

  it('outside a preview: the page alone', () => {
    render(<Page />);
    expect(screen.getByText('the board')).toBeInTheDocument();
    expect(screen.queryByTestId('preview-banner')).toBeNull();
  });
});
