import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../app/i18n';
import '../../../app/i18n-react';
import { installEditorLayout, installMatchMedia } from '../../test-utils';
import '../i18n';
import { RichTextEditor } from './RichTextEditor';

// The visual formula field (MathLive) needs a real browser; here it "fails to load", so the dialog
// falls back to the LaTeX source box, which is what these tests type into.
vi.mock('mathlive', () => {
  throw new Error('no MathLive in jsdom');
});

// antd and TipTap are heavy in jsdom: generous waits when the machine is busy.
configure({ asyncUtilTimeout: 8000 });

beforeAll(async () => {
  installMatchMedia();
  installEditorLayout();
  await initI18n('en');
});

afterEach(() => cleanup());

const content = () => document.querySelector('.ProseMirror') as HTMLElement;

describe('RichTextEditor', { timeout: 30_000 }, () => {
  it('shows stored formulas rendered by KaTeX and reports no change on opening', async () => {
    const onChange = vi.fn();
    render(
      <RichTextEditor
        value={'<p>Area $\\pi r^2$ and</p><p>$$\\frac{a}{b}$$</p>'}
        onChange={onChange}
        data-testid="ed"
      />,
    );
    await waitFor(() => expect(content().querySelectorAll('.rte-math')).toHaveLength(2));
    const [inline, display] = Array.from(content().querySelectorAll('.rte-math'));
    expect(inline?.querySelector('.katex')).not.toBeNull();
    expect(inline?.getAttribute('data-latex')).toBe('\\pi r^2');
    expect(display?.classList.contains('rte-math--display')).toBe(true);
    expect(display?.querySelector('.katex-display')).not.toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('inserts a formula typed in the formula dialog, previewed as students see it', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor value="<p>x</p>" onChange={onChange} />);
    await waitFor(() => expect(content()).not.toBeNull());
    fireEvent.click(screen.getByTestId('rte-formula'));
    const dialog = await screen.findByTestId('formula-dialog');
    await within(dialog).findByText(/visual formula editor could not load/i);
    const source = within(dialog).getByTestId('formula-source');
    fireEvent.change(source, { target: { value: '\\frac{-b}{2a}' } });
    await waitFor(() => expect(within(dialog).getByTestId('formula-preview').querySelector('.katex')).not.toBeNull());
    fireEvent.click(within(dialog).getByTestId('formula-ok'));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const stored = onChange.mock.calls.at(-1)?.[0] as string;
    expect(stored).toContain('$\\frac{-b}{2a}$');
    expect(content().querySelector('.rte-math .katex')).not.toBeNull();
  });

  it('a formula that does not parse shows its source as an error, never breaks the editor', async () => {
    render(<RichTextEditor value={'<p>bad $\\frac{1}{$ ok</p>'} />);
    await waitFor(() => expect(content()).not.toBeNull());
    const math = content().querySelector('.rte-math');
    expect(math?.querySelector('.math-error')).not.toBeNull();
  });

  it('a new value from outside replaces the document; typing dollars stays text', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<RichTextEditor value="<p>one</p>" onChange={onChange} />);
    await waitFor(() => expect(content().textContent).toBe('one'));
    rerender(<RichTextEditor value="<p>two $y$</p>" onChange={onChange} />);
    await waitFor(() => expect(content().querySelector('.rte-math')).not.toBeNull());
    expect(content().textContent).toContain('two');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('the live preview renders and sanitizes what readers will see', async () => {
    render(
      <RichTextEditor
        variant="full"
        preview
        value={'<p>$\\sqrt{2}$<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">l</a></p>'}
      />,
    );
    const preview = await screen.findByTestId('rte-preview');
    await waitFor(() => expect(preview.querySelector('.katex')).not.toBeNull());
    expect(preview.innerHTML).not.toMatch(/onerror|javascript:/i);
    expect(preview.querySelector('img')?.getAttribute('src')).toBe('x');
    act(() => {
      fireEvent.click(screen.getByTestId('rte-preview-toggle'));
    });
    expect(screen.queryByTestId('rte-preview')).toBeNull();
  });

  it('the blank button inserts the next numbered marker', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor value="<p>x = ___1 and y = </p>" onChange={onChange} blanks />);
    await waitFor(() => expect(content()).not.toBeNull());
    fireEvent.click(screen.getByTestId('rte-blank'));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls.at(-1)?.[0]).toContain('___2');
  });
});
