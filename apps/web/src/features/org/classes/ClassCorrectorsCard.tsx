import { EditOutlined, HighlightOutlined } from '@ant-design/icons';
import type { ClassDetail } from '@edu/shared';
import { RoleType } from '@edu/shared/roles';
import { App, Button, Card, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../ui/QueryError';
import { useClassCorrectors, useSetClassCorrectors } from '../api/correctors';
import { UserSelect } from '../components/selects';
import { ORG_NS } from '../i18n';

/**
 * The correction teachers of a class (issue 11): who corrects its homework besides the students' own linked
 * correctors. An organization admin chooses them among the correction teachers of the class's brand.
 */
export function ClassCorrectorsCard({ cls }: { cls: ClassDetail['class'] }) {
  const { t } = useTranslation(ORG_NS);
  const { message } = App.useApp();
  const query = useClassCorrectors(cls.id);
  const save = useSetClassCorrectors();
  const [editing, setEditing] = useState(false);
  const [chosen, setChosen] = useState<number[]>([]);
  const current = query.data ?? [];

  const open = () => {
    setChosen(current.map((c) => c.id));
    setEditing(true);
  };
  const onSave = async () => {
    try {
      const result = await save.mutateAsync({ classId: cls.id, correctorIds: chosen });
      void message.success(t('classes.correctors.saved', { count: result.correctors.length }));
      setEditing(false);
    } catch {
      // shown by the request client
    }
  };

  return (
    <Card
      className="org-card"
      title={
        <Space>
          <HighlightOutlined aria-hidden="true" />
          {t('classes.correctors.title')}
        </Space>
      }
      extra={
        <Button icon={<EditOutlined />} onClick={open} disabled={!query.data} data-testid="class-correctors-edit">
          {t('classes.correctors.edit')}
        </Button>
      }
      data-testid="class-correctors"
    >
      {query.isError ? (
        <QueryError compact error={query.error} onRetry={() => void query.refetch()} testId="org-error" />
      ) : current.length === 0 ? (
        <Typography.Text type="secondary">{query.data ? t('classes.correctors.none') : '…'}</Typography.Text>
      ) : (
        <Space wrap size={[4, 4]}>
          {current.map((c) => (
            <Tag key={c.id} color="purple" data-testid="class-corrector">
              {c.name} ({c.username})
            </Tag>
          ))}
        </Space>
      )}
      <Modal
        open={editing}
        title={t('classes.correctors.dialogTitle', { name: cls.name })}
        okText={t('ui:actions.save')}
        cancelText={t('common:cancel')}
        confirmLoading={save.isPending}
        onOk={() => void onSave()}
        onCancel={() => setEditing(false)}
        destroyOnHidden
        data-testid="class-correctors-dialog"
      >
        <Typography.Paragraph type="secondary">{t('classes.correctors.hint')}</Typography.Paragraph>
        <UserSelect
          multiple
          roleType={RoleType.correctionTeacher}
          brandId={cls.brandId}
          value={chosen}
          onChange={(v) => setChosen(Array.isArray(v) ? v : [])}
          knownOptions={current.map((c) => ({ value: c.id, label: `${c.name} (${c.username})` }))}
          placeholder={t('classes.correctors.placeholder')}
          className="org-fill"
          data-testid="class-correctors-select"
        />
      </Modal>
    </Card>
  );
}
