import { CaretRightOutlined, PauseOutlined, UndoOutlined } from '@ant-design/icons';
import type { SessionTimeline } from '@edu/shared';
import { Button, Card, Flex, Segmented, Slider, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { advanceReplay, clockText, eventsPlayed, replaySpan, replayStateAt, stuckQuestion } from '../board';
import { SUPERVISION_NS } from '../i18n';
import { BoardGrid } from './BoardGrid';

export const REPLAY_SPEEDS = [1, 2, 4, 8] as const;
type Speed = (typeof REPLAY_SPEEDS)[number];
const TICK_MS = 100;

/** An ended session played back: the board as it stood at each moment, at 1×/2×/4×/8×, with play, pause and seek. */
export function ReplayView({ timeline }: { timeline: SessionTimeline }) {
  const { t } = useTranslation(SUPERVISION_NS);
  const { durationMs } = useMemo(() => replaySpan(timeline), [timeline]);
  const [position, setPosition] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<Speed>(1);
  const last = useRef(0);

  useEffect(() => {
    if (!playing) return;
    last.current = performance.now();
    const id = setInterval(() => {
      const now = performance.now();
      const elapsed = now - last.current;
      last.current = now;
      setPosition((p) => advanceReplay(p, elapsed, speed, durationMs));
    }, TICK_MS);
    return () => clearInterval(id);
  }, [playing, speed, durationMs]);
  // At the end the replay stops by itself (Play then starts it again from the beginning).
  useEffect(() => {
    if (playing && position >= durationMs) setPlaying(false);
  }, [playing, position, durationMs]);

  const state = useMemo(() => replayStateAt(timeline, position), [timeline, position]);
  const order = useMemo(() => timeline.questions.map((q) => q.questionId), [timeline.questions]);
  const stuck = stuckQuestion(state, order);
  const played = eventsPlayed(timeline, position);

  const toggle = () => {
    if (!playing && position >= durationMs) setPosition(0);
    setPlaying((p) => !p);
  };

  return (
    <Card title={t('replay.title')} size="small" data-testid="supervise-replay">
      <Flex vertical gap={12}>
        <Flex wrap gap={12} align="center">
          <Button
            type="primary"
            icon={playing ? <PauseOutlined /> : <CaretRightOutlined />}
            onClick={toggle}
            aria-pressed={playing}
            data-testid="replay-play"
          >
            {t(playing ? 'replay.pause' : 'replay.play')}
          </Button>
          <Button
            icon={<UndoOutlined />}
            onClick={() => setPosition(0)}
            aria-label={t('replay.restart')}
            title={t('replay.restart')}
            data-testid="replay-restart"
          />
          <Segmented<Speed>
            aria-label={t('replay.speed')}
            value={speed}
            onChange={setSpeed}
            options={REPLAY_SPEEDS.map((s) => ({ value: s, label: `${s}×` }))}
            data-testid="replay-speed"
          />
          <Typography.Text className="supervise-clock" data-testid="replay-clock" data-position={Math.round(position)}>
            {t('replay.position', { at: clockText(position), total: clockText(durationMs) })}
          </Typography.Text>
        </Flex>
        <Slider
          min={0}
          max={Math.max(1, durationMs)}
          step={1000}
          value={position}
          onChange={(v) => setPosition(v)}
          tooltip={{ formatter: (v) => clockText(v ?? 0) }}
          ariaLabelForHandle={t('replay.seek')}
          ariaValueTextFormatterForHandle={(v) => clockText(v ?? 0)}
          data-testid="replay-seek"
        />
        <Typography.Text type="secondary" aria-live="polite" data-testid="replay-events" data-played={played}>
          {t('replay.events', { played, total: timeline.events.length })}
        </Typography.Text>
        <BoardGrid
          state={state}
          questions={timeline.questions}
          stuckQuestionId={stuck?.questionId ?? null}
          testId="replay-grid"
        />
      </Flex>
    </Card>
  );
}
