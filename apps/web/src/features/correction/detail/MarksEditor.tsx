import { ClearOutlined, CloseOutlined, EditOutlined, CheckOutlined, UndoOutlined } from '@ant-design/icons';
import { MARK_COLORS, MARK_POINTS_MAX, type MarkStroke } from '@edu/shared';
import { Button, Flex, Radio } from 'antd';
import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  extendLine,
  fractionOf,
  hasRoom,
  MARK_HEX,
  MARK_SPACE,
  type MarkColor,
  type MarkKind,
  type MarkPoint,
  marksReducer,
  type MarksAction,
  movePoint,
  spaceHeight,
} from '../../../ui/marks/geometry';
import { useMarksSummary } from '../../../ui/marks/MarkedPhoto';
import { MarkShape, MarksLayer } from '../../../ui/marks/MarksLayer';
import { usePhotoAspect } from '../../../ui/marks/usePhotoAspect';
import { CORRECTION_NS } from '../i18n';

/** How far an arrow key moves the drawing cursor (a fraction of the photo); with Shift, five times as far. */
export const CURSOR_STEP = 0.02;

export interface MarkTools {
  tool: MarkKind;
  color: MarkColor;
  onTool: (tool: MarkKind) => void;
  onColor: (color: MarkColor) => void;
}

interface Line {
  /** the pointer drawing it, or the keyboard */
  by: number | 'keyboard';
  points: MarkPoint[];
}

/**
 * The marks editor of a short answer's photo: the corrector draws pen lines, stamps ticks and crosses, in
 * red, green or blue; undoes (a clear too) and clears. Marks are vector data (fractions of the photo's size,
 * the markStroke contract) kept beside the photo, never drawn into it.
 *
 * With a pointer (mouse, pen, finger) on the photo; with the keyboard in the drawing area: the arrows move a
 * cursor (Shift: further), Enter or Space stamps the tool there, or with the pen starts a line, follows the
 * arrows and ends it; Escape drops a line being drawn; Ctrl+Z undoes.
 */
export function MarksEditor({
  index,
  url,
  marks,
  onChange,
  tools,
}: {
  /** the question's number, for the names of the controls */
  index: number;
  url: string;
  marks: MarkStroke[];
  onChange: (marks: MarkStroke[]) => void;
  tools: MarkTools;
}) {
  const { t } = useTranslation(CORRECTION_NS);
  const summary = useMarksSummary();
  const { aspect, imgRef, onLoad } = usePhotoAspect();
  const [past, setPast] = useState<MarkStroke[][]>([]);
  const [line, setLine] = useState<Line | null>(null);
  const [cursor, setCursor] = useState<MarkPoint>([0.5, 0.5]);
  const [keyboard, setKeyboard] = useState(false);
  const helpId = useId();
  const frameRef = useRef<HTMLDivElement>(null);
  const ratio = aspect ?? 1;
  const { tool, color } = tools;

  const apply = (action: MarksAction) => {
    const next = marksReducer({ marks, past }, action);
    if (next.marks === marks && next.past === past) return;
    setPast(next.past);
    onChange(next.marks);
  };
  const finishLine = (points: MarkPoint[]) => {
    setLine(null);
    if (points.length > 0) apply({ type: 'add', mark: { kind: 'pen', color, points } });
  };
  const at = (e: PointerEvent) => {
    const img = imgRef.current;
    return img ? fractionOf(e.clientX, e.clientY, img.getBoundingClientRect()) : null;
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0 || aspect === null || !hasRoom(marks)) return;
    const p = at(e);
    if (!p) return;
    e.preventDefault();
    setKeyboard(false);
    frameRef.current?.focus({ preventScroll: true });
    if (tool === 'pen') {
      e.currentTarget.setPointerCapture?.(e.pointerId);
      setLine({ by: e.pointerId, points: [p] });
    } else {
      apply({ type: 'add', mark: { kind: tool, color, points: [p] } });
    }
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!line || line.by !== e.pointerId) return;
    const p = at(e);
    if (p) setLine({ ...line, points: extendLine(line.points, p, ratio) });
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (!line || line.by !== e.pointerId) return;
    finishLine(line.points);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const mod = e.ctrlKey || e.metaKey;
    if (mod && (e.key === 'z' || e.key === 'Z') && !e.shiftKey) {
      e.preventDefault();
      e.stopPropagation();
      apply({ type: 'undo' });
      return;
    }
    if (mod || e.altKey) return;
    const step = e.shiftKey ? CURSOR_STEP * 5 : CURSOR_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step / ratio],
      ArrowDown: [0, step / ratio],
    };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      e.stopPropagation();
      setKeyboard(true);
      const next = movePoint(cursor, move[0], move[1]);
      setCursor(next);
      if (line?.by === 'keyboard') setLine({ ...line, points: [...line.points, next].slice(0, MARK_POINTS_MAX) });
      return;
    }
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      e.stopPropagation();
      setKeyboard(true);
      if (tool !== 'pen') apply({ type: 'add', mark: { kind: tool, color, points: [cursor] } });
      else if (line?.by === 'keyboard') finishLine(line.points);
      else if (hasRoom(marks)) setLine({ by: 'keyboard', points: [cursor] });
      return;
    }
    if (e.key === 'Escape' && line) {
      e.preventDefault();
      e.stopPropagation();
      setLine(null);
    }
  };

  const name = t('marks.area', { n: index });
  return (
    <Flex vertical gap={8} className="marks-editor" data-testid="marks-editor">
      <Flex wrap gap={8} align="center" className="marks-editor__tools">
        <Radio.Group
          optionType="button"
          size="small"
          value={tool}
          onChange={(e) => tools.onTool(e.target.value as MarkKind)}
          aria-label={t('marks.tools', { n: index })}
          options={[
            { value: 'pen', label: <ToolLabel icon={<EditOutlined />} text={t('marks.pen')} /> },
            { value: 'tick', label: <ToolLabel icon={<CheckOutlined />} text={t('marks.tick')} /> },
            { value: 'cross', label: <ToolLabel icon={<CloseOutlined />} text={t('marks.cross')} /> },
          ]}
          data-testid="marks-tool"
        />
        <Radio.Group
          optionType="button"
          size="small"
          value={color}
          onChange={(e) => tools.onColor(e.target.value as MarkColor)}
          aria-label={t('marks.colors', { n: index })}
          options={MARK_COLORS.map((c) => ({
            value: c,
            label: (
              <span className="marks-editor__color">
                <span className="marks-editor__swatch" style={{ background: MARK_HEX[c] }} aria-hidden="true" />
                {t(`marks.color.${c}`)}
              </span>
            ),
          }))}
          data-testid="marks-color"
        />
        <Button
          size="small"
          icon={<UndoOutlined />}
          disabled={past.length === 0}
          onClick={() => apply({ type: 'undo' })}
          aria-label={t('marks.undoFor', { n: index })}
          data-testid="marks-undo"
        >
          {t('marks.undo')}
        </Button>
        <Button
          size="small"
          icon={<ClearOutlined />}
          disabled={marks.length === 0}
          onClick={() => apply({ type: 'clear' })}
          aria-label={t('marks.clearFor', { n: index })}
          data-testid="marks-clear"
        >
          {t('marks.clear')}
        </Button>
      </Flex>
      {/* The drawing area: the photo, the marks over it. A pointer draws; the keyboard has its own keys. */}
      <div
        ref={frameRef}
        role="application"
        aria-label={name}
        aria-describedby={helpId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: an application area takes the keyboard (arrows, Enter)
        tabIndex={0}
        data-own-keys
        className={`marked-photo marks-editor__area marks-editor__area--${tool}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setLine(null)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setKeyboard(false);
          if (line?.by === 'keyboard') finishLine(line.points);
        }}
        data-testid="marks-area"
      >
        <div className="marked-photo__frame">
          <img
            ref={imgRef}
            src={url}
            alt={t('detail.photoAlt', { n: index })}
            className="marked-photo__img"
            onLoad={onLoad}
            draggable={false}
          />
          {aspect !== null && (
            <MarksLayer marks={marks} aspect={ratio}>
              {line && <MarkShape mark={{ kind: 'pen', color, points: line.points }} aspect={ratio} />}
              {keyboard && (
                <g className="marks-editor__cursor" data-testid="marks-cursor">
                  <circle
                    cx={cursor[0] * MARK_SPACE}
                    cy={cursor[1] * spaceHeight(ratio)}
                    r={14}
                    fill="none"
                    stroke="#000"
                    strokeWidth={3}
                  />
                  <circle
                    cx={cursor[0] * MARK_SPACE}
                    cy={cursor[1] * spaceHeight(ratio)}
                    r={14}
                    fill="none"
                    stroke="#fff"
                    strokeWidth={1.5}
                  />
                </g>
              )}
            </MarksLayer>
          )}
        </div>
      </div>
      <div className="marked-photo__caption" aria-live="polite" data-testid="marks-summary">
        {summary(marks)}
      </div>
      <p id={helpId} className="ui-visually-hidden">
        {t('marks.help')}
      </p>
    </Flex>
  );
}

function ToolLabel({ icon, text }: { icon: React.ReactNode; text: string }) {
  return (
    <span className="marks-editor__tool">
      <span aria-hidden="true">{icon}</span> {text}
    </span>
  );
}
