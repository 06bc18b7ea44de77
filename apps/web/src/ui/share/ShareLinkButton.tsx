import { ShareAltOutlined } from '@ant-design/icons';
import type { ShareKind, ShareTargets } from '@edu/shared';
import { Button, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHARE_NS } from './i18n';
import { ShareDialog } from './ShareDialog';

/** What is shared: a kind and the ids of its target. */
export type ShareLinkTarget = { [K in ShareKind]: { kind: K; target: ShareTargets[K] } }[ShareKind];

export type ShareLinkButtonProps = ShareLinkTarget & {
  /** 'default' (the default) beside a report's title; 'link' or 'text' in a row or a card's header */
  type?: ButtonProps['type'];
  size?: ButtonProps['size'];
};

/**
 * "Share": opens the share dialog of a student's report, a class's report or one answer (ShareDialog): a link
 * that opens it without a login until it expires or is withdrawn. Only for teachers and correction teachers:
 * the pages that show it are theirs.
 */
export function ShareLinkButton({ kind, target, type, size }: ShareLinkButtonProps) {
  const { t } = useTranslation(SHARE_NS);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type={type}
        size={size}
        icon={<ShareAltOutlined />}
        onClick={() => setOpen(true)}
        aria-label={t(`buttonLabel.${kind}`)}
        aria-haspopup="dialog"
        data-testid="share-button"
        data-kind={kind}
      >
        {t('button')}
      </Button>
      {open && <ShareDialog kind={kind} target={target} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
