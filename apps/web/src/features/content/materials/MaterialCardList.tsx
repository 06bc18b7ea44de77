import { DeleteOutlined, DownloadOutlined, EyeOutlined, ShareAltOutlined } from '@ant-design/icons';
import type { MaterialRow } from '@edu/shared';
import { Button, Flex, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatSize } from '../../../ui/format';
import { ListEmpty } from '../../../ui/list/ListEmpty';
import { type ListControls, type ListQuery, listFailed } from '../../../ui/list/list-query';
import { QueryError } from '../../../ui/QueryError';
import { CONTENT_NS } from '../i18n';
import { MaterialIcon, previewable } from './kinds';
import { type MaterialActions, MaterialLink } from './material-ui';

/** The materials as cards, on a phone (the table is too wide there): name, kind, size, sharing, actions. */
export function MaterialCardList({
  query,
  list,
  teacher,
  emptyText,
  actions,
}: {
  query: ListQuery<MaterialRow>;
  list: ListControls & { setPage: (page: number, pageSize?: number) => void };
  teacher: boolean;
  emptyText: string;
  actions: MaterialActions;
}) {
  const { t } = useTranslation(CONTENT_NS);
  if (listFailed(query)) {
    return <QueryError testId="content-error" error={query.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <List<MaterialRow>
      className="material-cards"
      loading={query.isFetching}
      dataSource={query.data?.list ?? []}
      data-testid="material-table"
      locale={{
        emptyText: query.isLoading ? ' ' : <ListEmpty filtered={list.filtered} onClear={list.clear} text={emptyText} />,
      }}
      pagination={{
        current: list.state.page,
        pageSize: list.state.pageSize,
        total: query.data?.total ?? 0,
        size: 'small',
        align: 'center',
        onChange: (page, size) => list.setPage(page, size),
      }}
      renderItem={(m) => (
        <List.Item className="material-card">
          <Flex gap={10} align="flex-start" className="material-card__body">
            <MaterialIcon material={m} />
            <Flex vertical gap={4} className="material-card__text">
              <MaterialLink material={m} actions={actions} />
              <Typography.Text type="secondary" className="material-card__meta">
                {t(`materialKind.${m.kind}`)} · {formatSize(m.size)} · {formatDateTime(m.createdAt)}
                {!teacher && ` · ${m.ownerName}`}
              </Typography.Text>
              {teacher && (
                <Space size={[0, 4]} wrap>
                  {m.classes.length === 0 ? (
                    <Tag data-testid="not-shared">{t('materials.notShared')}</Tag>
                  ) : (
                    m.classes.map((c) => (
                      <Tag key={c.id} color="blue">
                        {c.name}
                      </Tag>
                    ))
                  )}
                </Space>
              )}
              <Space size={4} wrap>
                {previewable(m.kind) && (
                  <Button
                    size="small"
                    icon={<EyeOutlined />}
                    onClick={() => actions.view(m)}
                    data-testid="material-action-open"
                  >
                    {t('ui:actions.open')}
                  </Button>
                )}
                <Button size="small" icon={<DownloadOutlined />} onClick={() => actions.download(m)}>
                  {t('materials.download')}
                </Button>
                {teacher && m.mine && (
                  <>
                    <Button
                      size="small"
                      icon={<ShareAltOutlined />}
                      onClick={() => actions.share(m)}
                      data-testid="material-action-share"
                    >
                      {t('materials.share')}
                    </Button>
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      onClick={() => actions.remove(m)}
                      aria-label={t('ui:actions.delete')}
                      data-testid="material-action-delete"
                    />
                  </>
                )}
              </Space>
            </Flex>
          </Flex>
        </List.Item>
      )}
    />
  );
}
