import type { MarkStroke } from '@edu/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../app/i18n';
import '../../../app/i18n-react';
import type { MarkColor, MarkKind } from '../../../ui/marks/geometry';
import { installMatchMedia } from '../../test-utils';
import '../i18n';
import { MarksEditor } from './MarksEditor';

/** jsdom has no PointerEvent: a mouse event with a pointer id stands in. */
class FakePointerEvent extends MouseEvent {
  pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}

/** The photo, 200 × 100, laid out at (0, 0) at its own size; loaded. */
function fakePhoto() {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(200);
  vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(100);
  vi.spyOn(HTMLImageElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: 0, width: 200, height: 100 }),
  );
}

function Harness({ onMarks, initial = [] }: { onMarks: (marks: MarkStroke[]) => void; initial?: MarkStroke[] }) {
  const [marks, setMarks] = useState<MarkStroke[]>(initial);
  const [tool, setTool] = useState<MarkKind>('pen');
  const [color, setColor] = useState<MarkColor>('red');
  return (
    <MarksEditor
      index={3}
      url="/photo.png"
      marks={marks}
      onChange={(next) => {
        setMarks(next);
        onMarks(next);
      }}
      tools={{ tool, color, onTool: setTool, onColor: setColor }}
    />
  );
}

describe('MarksEditor', () => {
  beforeAll(async () => {
    installMatchMedia();
    Object.defineProperty(window, 'PointerEvent', { configurable: true, value: FakePointerEvent });
    await initI18n('en');
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  const setup = (initial?: MarkStroke[]) => {
    fakePhoto();
    const onMarks = vi.fn();
    render(<Harness onMarks={onMarks} initial={initial} />);
    const area = screen.getByRole('application', { name: 'Marks on the photo of answer 3' });
    return { onMarks, area };
  };

  it('names its controls and describes how to mark with the keyboard', () => {
    const { area } = setup();
    expect(screen.getByRole('img', { name: 'Photo of the handwritten work for answer 3' })).toBeInTheDocument();
    expect(area).toHaveAccessibleDescription(/arrows move a cursor/);
    expect(screen.getByRole('radiogroup', { name: 'Marking tool for answer 3' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Mark colour for answer 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo the last mark on the photo of answer 3' })).toBeDisabled();
    expect(screen.getByTestId('marks-summary')).toHaveTextContent('No marks on the photo');
  });

  it('draws a pen line with the pointer, in fractions of the photo', () => {
    const { area, onMarks } = setup();
    fireEvent.pointerDown(area, { button: 0, clientX: 20, clientY: 10, pointerId: 7 });
    fireEvent.pointerMove(area, { clientX: 100, clientY: 50, pointerId: 7 });
    fireEvent.pointerMove(area, { clientX: 300, clientY: 150, pointerId: 7 });
    fireEvent.pointerUp(area, { clientX: 300, clientY: 150, pointerId: 7 });
    expect(onMarks).toHaveBeenLastCalledWith([
      {
        kind: 'pen',
        color: 'red',
        points: [
          [0.1, 0.1],
          [0.5, 0.5],
          [1, 1],
        ],
      },
    ]);
    expect(screen.getAllByTestId('mark')).toHaveLength(1);
  });

  it('stamps a tick in green, then undoes it, then clears and undoes the clear', () => {
    const saved: MarkStroke[] = [{ kind: 'cross', color: 'blue', points: [[0.2, 0.2]] }];
    const { area, onMarks } = setup(saved);
    fireEvent.click(screen.getByRole('radio', { name: 'Tick' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Green' }));
    fireEvent.pointerDown(area, { button: 0, clientX: 150, clientY: 25 });
    expect(onMarks).toHaveBeenLastCalledWith([...saved, { kind: 'tick', color: 'green', points: [[0.75, 0.25]] }]);
    expect(screen.getByTestId('marks-summary')).toHaveTextContent('ticks 1, crosses 1, pen lines 0');

    fireEvent.click(screen.getByRole('button', { name: /^Undo/ }));
    expect(onMarks).toHaveBeenLastCalledWith(saved);
    fireEvent.click(screen.getByRole('button', { name: /^Clear every mark/ }));
    expect(onMarks).toHaveBeenLastCalledWith([]);
    fireEvent.click(screen.getByRole('button', { name: /^Undo/ }));
    expect(onMarks).toHaveBeenLastCalledWith(saved);
  });

  it('marks with the keyboard: the arrows move the cursor, Enter stamps or draws, Ctrl+Z undoes', () => {
    const { area, onMarks } = setup();
    act(() => area.focus());
    // the pen: Enter starts a line at the cursor (the middle), the arrows draw it, Enter ends it
    fireEvent.keyDown(area, { key: 'Enter' });
    fireEvent.keyDown(area, { key: 'ArrowRight' });
    fireEvent.keyDown(area, { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(area, { key: 'Enter' });
    expect(onMarks).toHaveBeenLastCalledWith([
      {
        kind: 'pen',
        color: 'red',
        points: [
          [0.5, 0.5],
          [0.52, 0.5],
          [0.52, 0.7],
        ],
      },
    ]);
    expect(screen.getByTestId('marks-cursor')).toBeInTheDocument();
    // a cross where the cursor is
    fireEvent.click(screen.getByRole('radio', { name: 'Cross' }));
    fireEvent.keyDown(area, { key: ' ' });
    expect(onMarks).toHaveBeenLastCalledWith([
      expect.objectContaining({ kind: 'pen' }),
      { kind: 'cross', color: 'red', points: [[0.52, 0.7]] },
    ]);
    fireEvent.keyDown(area, { key: 'z', ctrlKey: true });
    expect(onMarks).toHaveBeenLastCalledWith([expect.objectContaining({ kind: 'pen' })]);
  });

  it('keeps its keys from the page (Escape drops a line being drawn)', () => {
    const { area, onMarks } = setup();
    const pageKeys = vi.fn();
    window.addEventListener('keydown', pageKeys);
    act(() => area.focus());
    fireEvent.keyDown(area, { key: 'Enter' });
    fireEvent.keyDown(area, { key: 'ArrowLeft' });
    fireEvent.keyDown(area, { key: 'Escape' });
    window.removeEventListener('keydown', pageKeys);
    expect(pageKeys).not.toHaveBeenCalled();
    expect(onMarks).not.toHaveBeenCalled();
    expect(area).toHaveAttribute('data-own-keys');
  });
});
