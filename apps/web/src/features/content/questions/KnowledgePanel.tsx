import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { KnowledgePointRow, Subject } from '@edu/shared';
import { mayCall } from '@edu/shared/api/endpoint';
import { Button, Empty, Form, Input, Modal, Skeleton, Tree, type TreeProps, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../app/api';
import { toastSuccess } from '../../../app/feedback';
import { callerManagesContent, useCaller } from '../../../ui/access';
import { settle } from '../../../ui/confirm';
import { QueryError } from '../../../ui/QueryError';
import { IconAction } from '../../../ui/IconAction';
import {
  useDeleteKnowledgePoint,
  useKnowledgeTree,
  useMoveKnowledgePoint,
  useSaveKnowledgePoint,
} from '../api/questions';
import { buildTree, SubjectSelect, type TreeNode } from '../components/selects';
import { dropIndex, dropPositionOf } from '../components/tree-drop';
import { CONTENT_NS } from '../i18n';
import { useSubjectLabel } from '../../../ui/subjects';

type Editing = { mode: 'create'; parentId: number | null } | { mode: 'rename'; point: KnowledgePointRow } | null;

/**
 * The knowledge points of a subject as a tree: pick one to filter the question bank (its descendants
 * count too). Content managers add, rename, delete and drag points to reorder or move them.
 */
export function KnowledgePanel({
  subject,
  onSubjectChange,
  selected,
  onSelect,
  brandId,
}: {
  subject: Subject;
  onSubjectChange: (subject: Subject) => void;
  selected: number | undefined;
  onSelect: (id: number | undefined) => void;
  /** admin: that brand's points too */
  brandId?: number;
}) {
  const { t } = useTranslation(CONTENT_NS);
  const subjectLabel = useSubjectLabel();
  const caller = useCaller();
  const manager = mayCall(routes.content.saveKnowledgePoint, caller.roles);
  const platformManager = callerManagesContent(caller, null);
  const tree = useKnowledgeTree(subject, brandId);
  const save = useSaveKnowledgePoint();
  const move = useMoveKnowledgePoint();
  const remove = useDeleteKnowledgePoint();
  const [editing, setEditing] = useState<Editing>(null);
  const [form] = Form.useForm<{ name: string }>();
  const [modal, modalContext] = Modal.useModal();
  const points = tree.data?.points ?? [];
  const byId = useMemo(() => new Map(points.map((p) => [p.id, p])), [points]);

  const confirmDelete = (p: KnowledgePointRow) => {
    void modal.confirm({
      title: t('knowledge.deleteTitle', { name: p.name }),
      content: t('knowledge.deleteBody'),
      okText: t('ui:actions.delete'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      cancelText: t('common:cancel'),
      onOk: settle(async () => {
        const r = await remove.mutateAsync(p.id);
        if (selected !== undefined && (selected === p.id || !byId.has(selected))) onSelect(undefined);
        void toastSuccess(t('knowledge.deleted', { points: r.points, links: r.links }));
      }),
    });
  };

  const data = useMemo(() => buildTree<KnowledgePointRow>(points, (p) => p.name), [points]);

  const titleOf = (node: TreeNode<KnowledgePointRow>) => {
    const p = node.row;
    return (
      <span className="kp-node" data-testid="kp-node">
        <span className="kp-node__name">{p.name}</span>
        {p.questionCount > 0 && <span className="kp-node__count">{p.questionCount}</span>}
        {manager && p.editable && (
          <span className="kp-node__actions" onClick={(e) => e.stopPropagation()}>
            <IconAction
              label={t('knowledge.addChild')}
              icon={<PlusOutlined />}
              onClick={() => setEditing({ mode: 'create', parentId: p.id })}
            />
            <IconAction
              label={t('common.rename')}
              icon={<EditOutlined />}
              onClick={() => {
                form.setFieldsValue({ name: p.name });
                setEditing({ mode: 'rename', point: p });
              }}
            />
            <IconAction
              label={t('ui:actions.delete')}
              danger
              icon={<DeleteOutlined />}
              onClick={() => confirmDelete(p)}
            />
          </span>
        )}
      </span>
    );
  };

  const onDrop: TreeProps['onDrop'] = (info) => {
    const dragged = byId.get(Number(info.dragNode.key));
    const target = byId.get(Number(info.node.key));
    if (!dragged || !target) return;
    const position = dropPositionOf(info);
    const parentId = position === 'inside' ? target.id : target.parentId;
    const siblings = points.filter((p) => p.parentId === parentId).map((p) => String(p.id));
    const index = dropIndex(siblings, String(dragged.id), String(target.id), position);
    move.mutate({ id: dragged.id, parentId, index });
  };

  const submit = async (values: { name: string }) => {
    if (!editing) return;
    try {
      if (editing.mode === 'create') {
        await save.mutateAsync({
          subject,
          parentId: editing.parentId,
          name: values.name.trim(),
          ...(platformManager && brandId ? { brandId } : {}),
        });
        void toastSuccess(t('knowledge.created'));
      } else {
        await save.mutateAsync({ id: editing.point.id, name: values.name.trim() });
        void toastSuccess(t('common.saved'));
      }
      setEditing(null);
    } catch {
      // shown by the request client
    }
  };

  return (
    <div className="kp-panel" data-testid="knowledge-panel">
      {modalContext}
      <div className="kp-panel__head">
        <Typography.Text strong>{t('knowledge.title')}</Typography.Text>
        {manager && (
          <Button
            size="small"
            icon={<PlusOutlined />}
            onClick={() => {
              form.resetFields();
              setEditing({ mode: 'create', parentId: null });
            }}
            data-testid="kp-add-root"
          >
            {t('ui:actions.add')}
          </Button>
        )}
      </div>
      <SubjectSelect
        value={subject}
        onChange={(v) => v && onSubjectChange(v as Subject)}
        className="ct-fill"
        data-testid="kp-subject"
      />
      {tree.isError ? (
        <QueryError testId="content-error" error={tree.error} onRetry={() => void tree.refetch()} />
      ) : tree.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} title={false} />
      ) : points.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('knowledge.empty')} />
      ) : (
        <>
          <Button
            type="link"
            size="small"
            className="kp-panel__all"
            disabled={selected === undefined}
            onClick={() => onSelect(undefined)}
          >
            {t('knowledge.all')}
          </Button>
          <Tree<TreeNode<KnowledgePointRow>>
            className="kp-tree"
            blockNode
            defaultExpandAll
            showLine={{ showLeafIcon: false }}
            treeData={data}
            titleRender={titleOf}
            selectedKeys={selected !== undefined ? [selected] : []}
            onSelect={(keys) => onSelect(keys.length > 0 ? Number(keys[0]) : undefined)}
            draggable={
              manager ? { icon: false, nodeDraggable: (n) => (n as TreeNode<KnowledgePointRow>).row.editable } : false
            }
            onDrop={onDrop}
          />
        </>
      )}
      <Modal
        open={editing !== null}
        title={
          editing?.mode === 'rename'
            ? t('knowledge.renameTitle')
            : editing?.parentId
              ? t('knowledge.addChildTitle', { name: byId.get(editing.parentId)?.name ?? '' })
              : t('knowledge.addRootTitle', { subject: subjectLabel(subject) })
        }
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText={t('ui:actions.save')}
        cancelText={t('common:cancel')}
        confirmLoading={save.isPending}
        destroyOnHidden
        forceRender
        data-testid="kp-dialog"
      >
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false}>
          <Form.Item
            name="name"
            label={t('knowledge.name')}
            rules={[
              { required: true, whitespace: true, message: t('ui:validation.required') },
              { max: 100, message: t('ui:validation.maxLength', { max: 100 }) },
            ]}
          >
            <Input autoFocus maxLength={100} data-testid="kp-name" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
