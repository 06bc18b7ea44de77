import { EyeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreviewStore } from '../../app/role-preview';
import { leavePreview } from '../../app/role-preview-exit';
import { SHELL_NS } from '../i18n';
import { endPreview } from './flow';
import { usePreviewRoleLabel } from './PreviewDialog';
import './preview.css';

/** Longest wait of one timer (setTimeout's limit is about 24.8 days; a preview lasts 30 minutes). */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * On every page of a role preview, above the navbar: who is previewed, read-only, and one button that
 * ends it. When the preview's time is up the console goes back to the admin by itself.
 */
export default function PreviewBanner() {
  const { t } = useTranslation(SHELL_NS);
  const preview = usePreviewStore((s) => s.preview);
  const roleLabel = usePreviewRoleLabel();
  const [ending, setEnding] = useState(false);

  useEffect(() => {
    if (!preview) return;
    const left = Date.parse(preview.expiresAt) - Date.now();
    const timer = setTimeout(leavePreview, Math.min(Math.max(left, 0), MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [preview]);

  if (!preview) return null;
  return (
    <section className="preview-banner" aria-label={t('rolePreview.region')} data-testid="preview-banner">
      <EyeOutlined aria-hidden className="preview-banner__icon" />
      <span role="status" className="preview-banner__text">
        {t('rolePreview.banner', { username: preview.username, role: roleLabel(preview.roleType) })}
      </span>
      <Button
        size="small"
        className="preview-banner__end"
        data-testid="preview-end"
        loading={ending}
        onClick={() => {
          setEnding(true);
          void endPreview();
        }}
      >
        {t('rolePreview.end')}
      </Button>
    </section>
  );
}
