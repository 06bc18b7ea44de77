import { DeleteOutlined, DownloadOutlined, EyeOutlined, ShareAltOutlined } from '@ant-design/icons';
import type { MaterialRow } from '@edu/shared';
import { Flex, Space, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatSize } from '../../../ui/format';
import { antdSortOrder, type ListState } from '../../../ui/list/list-params';
import { IconAction } from '../../../ui/IconAction';
import { CONTENT_NS } from '../i18n';
import { MaterialIcon, previewable } from './kinds';
import { type MaterialActions, MaterialLink } from './material-ui';

/**
 * The columns of the materials table: name, kind, size, the classes it is shared with (teachers) or its
 * teacher (students), upload time and the actions.
 */
export function useMaterialColumns({
  sorted,
  teacher,
  wide,
  actions,
}: {
  /** the list's sort */
  sorted: Pick<ListState, 'sort' | 'order'>;
  teacher: boolean;
  /** the actions column stays pinned on the right on wide screens */
  wide: boolean;
  actions: MaterialActions;
}): TableColumnsType<MaterialRow> {
  const { t } = useTranslation(CONTENT_NS);
  return [
    {
      key: 'name',
      title: t('materials.name'),
      sorter: true,
      sortOrder: antdSortOrder(sorted, 'name'),
      render: (_, m) => (
        <Flex gap={8} align="center" className="material-name">
          <MaterialIcon material={m} />
          <MaterialLink material={m} actions={actions} />
        </Flex>
      ),
    },
    { key: 'kind', title: t('materials.kind'), width: 110, render: (_, m) => <Tag>{t(`materialKind.${m.kind}`)}</Tag> },
    {
      key: 'size',
      title: t('materials.size'),
      width: 100,
      align: 'right',
      sorter: true,
      sortOrder: antdSortOrder(sorted, 'size'),
      render: (_, m) => formatSize(m.size),
    },
    teacher
      ? {
          key: 'classes',
          title: t('materials.sharedWith'),
          width: 240,
          render: (_, m) =>
            m.classes.length === 0 ? (
              <Tag data-testid="not-shared">{t('materials.notShared')}</Tag>
            ) : (
              <Space size={[0, 4]} wrap>
                {m.classes.map((c) => (
                  <Tag key={c.id} color="blue">
                    {c.name}
                  </Tag>
                ))}
              </Space>
            ),
        }
      : { key: 'owner', title: t('materials.teacher'), width: 140, render: (_, m) => m.ownerName },
    {
      key: 'createdAt',
      title: t('materials.uploadedAt'),
      width: 150,
      sorter: true,
      sortOrder: antdSortOrder(sorted, 'createdAt'),
      render: (_, m) => formatDateTime(m.createdAt),
    },
    {
      key: 'actions',
      title: t('ui:fields.actions'),
      width: teacher ? 160 : 100,
      fixed: wide ? 'right' : undefined,
      render: (_, m) => (
        <Space size={0}>
          {previewable(m.kind) && (
            <IconAction
              label={t('ui:actions.open')}
              type="link"
              icon={<EyeOutlined />}
              onClick={() => actions.view(m)}
              data-testid="material-action-open"
            />
          )}
          <IconAction
            label={t('materials.download')}
            type="link"
            icon={<DownloadOutlined />}
            onClick={() => actions.download(m)}
          />
          {teacher && m.mine && (
            <>
              <IconAction
                label={t('materials.share')}
                type="link"
                icon={<ShareAltOutlined />}
                onClick={() => actions.share(m)}
                data-testid="material-action-share"
              />
              <IconAction
                label={t('ui:actions.delete')}
                type="link"
                danger
                icon={<DeleteOutlined />}
                onClick={() => actions.remove(m)}
                data-testid="material-action-delete"
              />
            </>
          )}
        </Space>
      ),
    },
  ];
}
