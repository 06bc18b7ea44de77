import {
  ArrowLeftOutlined,
  LeftOutlined,
  LockOutlined,
  QuestionCircleOutlined,
  RightOutlined,
  SaveOutlined,
} from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CORRECTION_NS } from '../i18n';
import { CORRECTION_QUEUE_PATH } from '../paths';

export interface CorrectionBarProps {
  previousId: number | null;
  nextId: number | null;
  /** goes to another submission of the queue (asks first when there are changes) */
  onGoTo: (submissionId: number | null) => void;
  onHelp: () => void;
  /** how many answers have unsaved changes */
  unsaved: number;
  readOnly: boolean;
  saving: boolean;
  onSave: () => void;
}

/**
 * The grading page's action bar (sticky over the answers): back to the queue, the previous and the next
 * submission, the keyboard help, what is unsaved, and the save.
 */
export function CorrectionBar({
  previousId,
  nextId,
  onGoTo,
  onHelp,
  unsaved,
  readOnly,
  saving,
  onSave,
}: CorrectionBarProps) {
  const { t } = useTranslation(CORRECTION_NS);
  const navigate = useNavigate();
  const dirty = unsaved > 0;
  return (
    <div className="correction-detail__bar" data-testid="correction-bar">
      <Flex wrap gap={8} align="center">
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(CORRECTION_QUEUE_PATH)}>
          {t('detail.back')}
        </Button>
        <Button
          icon={<LeftOutlined />}
          disabled={previousId === null}
          onClick={() => onGoTo(previousId)}
          data-testid="correction-previous"
        >
          {t('detail.previous')}
        </Button>
        <Button
          icon={<RightOutlined />}
          disabled={nextId === null}
          onClick={() => onGoTo(nextId)}
          data-testid="correction-next"
        >
          {t('detail.next')}
        </Button>
        <Button icon={<QuestionCircleOutlined />} onClick={onHelp} data-testid="correction-help">
          {t('shortcuts.open')}
        </Button>
        <span className="correction-detail__spacer" />
        {dirty && (
          <Typography.Text type="warning" data-testid="correction-dirty">
            {t('detail.unsaved', { count: unsaved })}
          </Typography.Text>
        )}
        <Button
          type="primary"
          icon={readOnly ? <LockOutlined /> : <SaveOutlined />}
          disabled={readOnly || !dirty}
          loading={saving}
          onClick={onSave}
          data-testid="correction-save"
        >
          {t('detail.save')}
        </Button>
      </Flex>
    </div>
  );
}
