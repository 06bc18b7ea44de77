import {
  ClockCircleOutlined,
  DisconnectOutlined,
  HourglassOutlined,
  StopOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Button, Flex, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProblem } from './api';
import { SHARED_REPORT_NS } from './i18n';

const ICONS: Record<PageProblem, ReactNode> = {
  invalid: <DisconnectOutlined />,
  expired: <ClockCircleOutlined />,
  revoked: <StopOutlined />,
  busy: <HourglassOutlined />,
  failed: <WarningOutlined />,
};

/**
 * Why a link opens nothing (not valid, expired, withdrawn; too many requests; a failure), in words a family
 * understands, with the way to the console's login; no data of the report.
 */
export function LinkProblem({ problem, onRetry }: { problem: PageProblem; onRetry?: () => void }) {
  const { t } = useTranslation(SHARED_REPORT_NS);
  const canRetry = (problem === 'busy' || problem === 'failed') && onRetry;
  return (
    <Result
      className="shared-report__problem"
      icon={<span aria-hidden="true">{ICONS[problem]}</span>}
      status={problem === 'failed' ? 'warning' : 'info'}
      title={<h1 className="shared-report__problem-title">{t(`problem.${problem}.title`)}</h1>}
      subTitle={t(`problem.${problem}.text`)}
      data-testid="shared-problem"
      data-problem={problem}
      extra={
        <Flex wrap gap={8} justify="center">
          {canRetry && (
            <Button type="primary" onClick={onRetry}>
              {t('problem.retry')}
            </Button>
          )}
          <Button href="/login" data-testid="shared-to-login">
            {t('toLogin')}
          </Button>
        </Flex>
      }
    />
  );
}
