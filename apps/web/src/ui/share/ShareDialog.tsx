import { CopyOutlined, ExportOutlined, StopOutlined } from '@ant-design/icons';
import {
  SHARE_EXPIRY_CHOICES,
  type ShareKind,
  type ShareLinkRow,
  type ShareState,
  type ShareTargets,
} from '@edu/shared';
import { Alert, Button, Flex, Input, Modal, Radio, Skeleton, Tag, Typography } from 'antd';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog, toastError, toastSuccess } from '../../app/feedback';
import { formatDateTime } from '../format';
import { QueryError } from '../QueryError';
import { absoluteAddress, copyText, useCreateShareLink, useRevokeShareLink, useTargetLinks } from './api';
import { SHARE_NS } from './i18n';
import '../ui.css';
import './share.css';

const STATE_COLOR: Record<ShareState, string> = { active: 'green', expired: 'default', revoked: 'red' };

export interface ShareDialogProps<K extends ShareKind> {
  kind: K;
  target: ShareTargets[K];
  open: boolean;
  onClose: () => void;
}

/** One link of the target: its state, when, how often opened, its address to copy, and withdrawing it. */
function LinkItem({ link }: { link: ShareLinkRow }) {
  const { t } = useTranslation(SHARE_NS);
  const revoke = useRevokeShareLink();
  const inputRef = useRef<HTMLInputElement>(null);
  const addressId = useId();
  const address = link.address ? absoluteAddress(link.address) : null;
  const made = formatDateTime(link.createdAt);

  const onCopy = async () => {
    if (!address) return;
    if (await copyText(address, inputRef.current)) void toastSuccess(t('copied'));
    else void toastError(t('copyFailed'));
  };
  const onRevoke = async () => {
    const sure = await confirmDialog({
      title: t('revokeTitle'),
      content: t('revokeContent'),
      okText: t('revoke'),
      cancelText: t('common:cancel'),
    });
    if (!sure) return;
    try {
      await revoke.mutateAsync(link.id);
      void toastSuccess(t('revoked'));
    } catch {
      // shown by the request client
    }
  };

  return (
    <li className="share-link" data-testid="share-link" data-state={link.state} data-id={link.id}>
      <Flex wrap gap={8} align="center">
        <Tag color={STATE_COLOR[link.state]} data-testid="share-link-state">
          {t(`state.${link.state}`)}
        </Tag>
        <Typography.Text type="secondary" className="share-link__when">
          {t('createdAt', { time: made })}
          {' · '}
          {link.state === 'revoked' && link.revokedAt
            ? t('revokedAt', { time: formatDateTime(link.revokedAt) })
            : t('expiresAt', { time: formatDateTime(link.expiresAt) })}
        </Typography.Text>
        <Typography.Text type="secondary" className="share-link__when" data-testid="share-link-opened">
          {t('opened', { n: link.openedCount })}
          {link.lastOpenedAt ? ` (${t('lastOpened', { time: formatDateTime(link.lastOpenedAt) })})` : ''}
        </Typography.Text>
      </Flex>
      {address && (
        <Flex wrap gap={8} align="center" className="share-link__address">
          <label htmlFor={addressId} className="ui-visually-hidden">
            {t('address')}
          </label>
          <Input
            id={addressId}
            ref={(el) => {
              inputRef.current = el?.input ?? null;
            }}
            readOnly
            value={address}
            onFocus={(e) => e.target.select()}
            className="share-link__input"
            data-testid="share-link-address"
          />
          <Flex gap={8} wrap>
            <Button icon={<CopyOutlined />} onClick={() => void onCopy()} data-testid="share-link-copy">
              {t('copy')}
            </Button>
            <Button icon={<ExportOutlined />} href={address} target="_blank" rel="noopener noreferrer">
              {t('open')}
            </Button>
            <Button
              danger
              icon={<StopOutlined />}
              loading={revoke.isPending}
              onClick={() => void onRevoke()}
              aria-label={t('revokeLabel', { time: made })}
              data-testid="share-link-revoke"
            >
              {t('revoke')}
            </Button>
          </Flex>
        </Flex>
      )}
    </li>
  );
}

/**
 * The share dialog of a report or an answer (issue 11 item 5): what the public page shows, a new link with
 * its expiry, and the links made for this target with their state, openings and address; withdrawing one
 * asks first. The server decides who may share what.
 */
export function ShareDialog<K extends ShareKind>({ kind, target, open, onClose }: ShareDialogProps<K>) {
  const { t } = useTranslation(SHARE_NS);
  const [days, setDays] = useState<number>(7);
  const links = useTargetLinks(kind, target, open);
  const create = useCreateShareLink(kind, target);
  const expiryId = useId();

  const onCreate = async () => {
    try {
      await create.mutateAsync(days);
      void toastSuccess(t('created'));
    } catch {
      // shown by the request client
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t(`title.${kind}`)}
      footer={null}
      destroyOnHidden
      width={640}
      data-testid="share-dialog"
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph className="share-intro">{t(`intro.${kind}`)}</Typography.Paragraph>
        <Flex wrap gap={12} align="center">
          <span id={expiryId}>{t('expiry')}</span>
          <Radio.Group
            aria-labelledby={expiryId}
            optionType="button"
            value={days}
            onChange={(e) => setDays(Number(e.target.value))}
            options={SHARE_EXPIRY_CHOICES.map((n) => ({ value: n, label: t(`days.d${n}`) }))}
            data-testid="share-expiry"
          />
          <Button type="primary" loading={create.isPending} onClick={() => void onCreate()} data-testid="share-create">
            {t('create')}
          </Button>
        </Flex>
        <section aria-labelledby={`${expiryId}-links`}>
          <Typography.Title level={5} id={`${expiryId}-links`}>
            {t('links')}
          </Typography.Title>
          {links.isError ? (
            <QueryError error={links.error} onRetry={() => links.refetch()} compact testId="share-error" />
          ) : !links.data ? (
            <Skeleton active paragraph={{ rows: 2 }} />
          ) : links.data.list.length === 0 ? (
            <Alert type="info" showIcon title={t('none')} data-testid="share-none" />
          ) : (
            <ul className="share-links" data-testid="share-links">
              {links.data.list.map((link) => (
                <LinkItem key={link.id} link={link} />
              ))}
            </ul>
          )}
        </section>
      </Flex>
    </Modal>
  );
}
