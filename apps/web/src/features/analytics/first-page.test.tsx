import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFirstPageOn } from './parts';

describe('useFirstPageOn', () => {
  it('goes back to the first page when the filters change, and only then', () => {
    const setPage = vi.fn();
    const { rerender, unmount } = renderHook(({ filters }) => useFirstPageOn(filters, setPage), {
      initialProps: { filters: { subject: 'math' } as object },
    });
    expect(setPage).not.toHaveBeenCalled();
    rerender({ filters: { subject: 'math' } });
    expect(setPage).not.toHaveBeenCalled();
    rerender({ filters: { subject: 'math', grade: 8 } });
    expect(setPage).toHaveBeenCalledWith(1);
    expect(setPage).toHaveBeenCalledTimes(1);
    unmount();
  });
});
