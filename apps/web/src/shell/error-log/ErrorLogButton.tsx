import { BugOutlined } from '@ant-design/icons';
import { Badge, Button, Modal, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n';
import { NavButton } from '../navbar/NavButton';
import { type ErrorLogEntry, useErrorLogStore } from './store';
import './error-log.css';

/** Navbar button with a badge and a dialog listing the error log; rendered only when there are entries. */
export default function ErrorLogButton() {
  const { t } = useTranslation(SHELL_NS);
  const logs = useErrorLogStore((s) => s.logs);
  const clear = useErrorLogStore((s) => s.clearErrorLog);
  const [open, setOpen] = useState(false);
  if (logs.length === 0) return null;

  return (
    <>
      {/* The name ends with the badge's count, the text a sighted user sees there (WCAG 2.5.3; axe ignores a
          count in parentheses). */}
      <NavButton
        data-testid="error-log"
        label={`${t('errorLog.tooltip')} ${logs.length}`}
        onClick={() => setOpen(true)}
      >
        <Badge count={logs.length} size="small" offset={[4, -2]}>
          {/* Decoration: as an image named "bug" it would be text of the button that its name lacks. */}
          <BugOutlined className="error-log__icon" role="presentation" aria-label={undefined} />
        </Badge>
      </NavButton>
      <Modal
        open={open}
        title={t('errorLog.title')}
        width={960}
        onCancel={() => setOpen(false)}
        footer={[
          <Button
            key="clear"
            danger
            onClick={() => {
              clear();
              setOpen(false);
            }}
          >
            {t('errorLog.clear')}
          </Button>,
          <Button key="close" type="primary" onClick={() => setOpen(false)}>
            {t('ui:actions.close')}
          </Button>,
        ]}
        modalRender={(node) => <div data-testid="error-log-dialog">{node}</div>}
      >
        <Table<ErrorLogEntry>
          size="small"
          rowKey={(entry) => `${entry.time}-${entry.error.message}-${entry.component}`}
          dataSource={[...logs].reverse()}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: 800 }}
          columns={[
            {
              title: t('errorLog.message'),
              key: 'message',
              render: (_, entry) => (
                <div>
                  <Typography.Text type="danger" strong>
                    {entry.error.name}
                  </Typography.Text>
                  <div className="error-log__message">{entry.error.message}</div>
                  {entry.error.stack ? (
                    <details className="error-log__stack">
                      <summary>stack</summary>
                      <pre>{entry.error.stack}</pre>
                    </details>
                  ) : null}
                </div>
              ),
            },
            {
              title: t('errorLog.where'),
              key: 'where',
              width: 200,
              render: (_, entry) => (
                <div>
                  <Typography.Text code>{entry.component}</Typography.Text>
                  {entry.info ? <div className="error-log__info">{entry.info}</div> : null}
                </div>
              ),
            },
            {
              title: t('errorLog.url'),
              dataIndex: 'url',
              width: 220,
              ellipsis: true,
            },
            {
              title: t('errorLog.time'),
              dataIndex: 'time',
              width: 170,
              render: (time: number) => dayjs(time).format('YYYY-MM-DD HH:mm:ss'),
            },
          ]}
        />
      </Modal>
    </>
  );
}
