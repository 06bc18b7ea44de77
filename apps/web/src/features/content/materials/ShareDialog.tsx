import type { MaterialRow } from '@edu/shared';
import { Checkbox, Empty, Flex, Modal, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import { useGradeLabel } from '../../../ui/grades';
import { QueryError } from '../../../ui/QueryError';
import { useShareClasses, useShareMaterial } from '../api/materials';
import { CONTENT_NS } from '../i18n';

/** The teacher's classes to share a material with (replaces the set). */
export function ShareDialog({ material, onClose }: { material: MaterialRow | null; onClose: () => void }) {
  const { t } = useTranslation(CONTENT_NS);
  const gradeLabel = useGradeLabel();
  const classes = useShareClasses(material !== null);
  const share = useShareMaterial();
  const [picked, setPicked] = useState<number[]>([]);
  useEffect(() => {
    if (material) setPicked(material.classes.map((c) => c.id));
  }, [material]);
  const submit = async () => {
    if (!material) return;
    try {
      await share.mutateAsync({ id: material.id, classIds: picked });
      void toastSuccess(
        picked.length === 0 ? t('materials.unshared') : t('materials.shared', { count: picked.length }),
      );
      onClose();
    } catch {
      // shown by the request client
    }
  };
  return (
    <Modal
      open={material !== null}
      title={t('materials.shareTitle', { name: material?.name ?? '' })}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('ui:actions.save')}
      cancelText={t('common:cancel')}
      confirmLoading={share.isPending}
      okButtonProps={{ disabled: classes.isLoading, 'data-testid': 'share-ok' }}
      destroyOnHidden
      data-testid="share-dialog"
    >
      {classes.isError ? (
        <QueryError testId="content-error" error={classes.error} onRetry={() => void classes.refetch()} />
      ) : classes.isLoading ? (
        <Skeleton active />
      ) : (classes.data ?? []).length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('materials.noClasses')} />
      ) : (
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">{t('materials.shareHelp')}</Typography.Text>
          <Checkbox.Group value={picked} onChange={(v) => setPicked(v as number[])} className="share-classes">
            {(classes.data ?? []).map((c) => (
              <Checkbox key={c.id} value={c.id} data-testid="share-class">
                <span className="share-classes__name">{c.name}</span>
                <Typography.Text type="secondary" className="share-classes__meta">
                  {gradeLabel(c.grade)} · {c.schoolName}
                </Typography.Text>
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Flex>
      )}
    </Modal>
  );
}
