import {
  AppstoreOutlined,
  CompassOutlined,
  PlayCircleOutlined,
  SearchOutlined,
  SettingOutlined,
  TagsOutlined,
} from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { startGuide } from '../../shell/guide';
import { GUIDE_NS } from './i18n';
import './GuidePage.css';

const POINTS = [
  { key: 'sidebar', Icon: AppstoreOutlined },
  { key: 'search', Icon: SearchOutlined },
  { key: 'tags', Icon: TagsOutlined },
  { key: 'settings', Icon: SettingOutlined },
] as const;

/** /guide/index: what the tour shows, and the button that starts it. */
export default function GuidePage() {
  const { t } = useTranslation(GUIDE_NS);
  return (
    <Card className="guide-page" variant="borderless">
      <div className="guide-page__head">
        <span className="guide-page__badge" aria-hidden="true">
          <CompassOutlined />
        </span>
        <div>
          <Typography.Title level={3} className="guide-page__title">
            {t('title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" className="guide-page__intro">
            {t('intro')}
          </Typography.Paragraph>
        </div>
      </div>
      <ul className="guide-page__points">
        {POINTS.map(({ key, Icon }) => (
          <li key={key}>
            <Icon className="guide-page__point-icon" />
            <span>{t(`points.${key}`)}</span>
          </li>
        ))}
      </ul>
      <Button
        type="primary"
        size="large"
        icon={<PlayCircleOutlined />}
        data-testid="guide-start"
        onClick={() => void startGuide()}
      >
        {t('start')}
      </Button>
      <Typography.Paragraph type="secondary" className="guide-page__hint">
        {t('hint')}
      </Typography.Paragraph>
    </Card>
  );
}
