import type { AiPointState } from '@edu/shared';
import { Flex, Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LEARNING_NS } from '../i18n';
import { pKnownText } from './reason';

/** The model's live P(known) of each targeted knowledge point, against the mastery threshold. */
export function PointStates({ points }: { points: AiPointState[] }) {
  const { t } = useTranslation(LEARNING_NS);
  return (
    <Flex vertical gap={8} data-testid="ai-points">
      {points.map((p) => (
        <div key={p.knowledgePointId} data-testid="ai-point" data-p={p.pKnown}>
          <Flex justify="space-between" wrap gap={8}>
            <Typography.Text strong>{p.name}</Typography.Text>
            <Typography.Text>
              {t('aiCourse.pKnown', { p: pKnownText(p.pKnown), count: p.answers })}{' '}
              {p.mastered && <Tag color="green">{t('aiCourse.mastered')}</Tag>}
            </Typography.Text>
          </Flex>
          <Progress
            percent={Math.round(p.pKnown * 100)}
            showInfo={false}
            aria-label={t('aiCourse.pKnownOf', { point: p.name, p: pKnownText(p.pKnown) })}
          />
        </div>
      ))}
    </Flex>
  );
}
