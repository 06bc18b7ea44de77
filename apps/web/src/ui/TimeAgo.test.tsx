import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../app/app-store';
import { CompactNumber } from './CompactNumber';
import { TimeAgo } from './TimeAgo';

afterEach(() => useAppStore.setState({ language: 'en' }));

describe('TimeAgo and CompactNumber', () => {
  it('shows a moment relative to now, in the console language, with the exact time kept', () => {
    useAppStore.setState({ language: 'en' });
    const iso = new Date(Date.now() - 5 * 60_000).toISOString();
    const { container, rerender } = render(<TimeAgo iso={iso} />);
    expect(screen.getByText(/5 minutes ago/)).toBeInTheDocument();
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe(iso);
    rerender(<TimeAgo iso={null} />);
    expect(screen.getByText('—')).toBeInTheDocument();
  });

  it('shortens a large count and gives the exact one to assistive technology', () => {
    const { rerender } = render(<CompactNumber value={12_345} />);
    expect(screen.getByText('12.3k')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('12,345')).toHaveClass('ui-visually-hidden');
    rerender(<CompactNumber value={42} />);
    expect(screen.getByText('42')).toBeInTheDocument();
  });
});
