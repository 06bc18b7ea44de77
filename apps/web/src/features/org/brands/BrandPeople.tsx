import { LinkOutlined, PlusOutlined } from '@ant-design/icons';
import type { SchoolRow, UserRow } from '@edu/shared';
import { App, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { settle } from '../../../ui/confirm';
import { FormModal } from '../../../ui/FormModal';
import { ListTable } from '../../../ui/list/ListTable';
import { ListToolbar, SearchBox } from '../../../ui/list/ListToolbar';
import { useListState } from '../../../ui/list/useListState';
import { TimeAgo } from '../../../ui/TimeAgo';
import { useAddBrandUser, useBindBrandSchools, useBrandManagers, useBrandSchools } from '../api/brands';
import { AccountFields } from '../components/AccountFields';
import { SchoolSelect } from '../components/selects';
import { SchoolStatusTag, UserStatusTag } from '../components/tags';
import { UserFormModal } from '../components/UserFormModal';
import { UserRowActions } from '../components/user-actions';
import { checkPhone, LIMITS, ruleOf } from '../components/validation';
import { ORG_NS } from '../i18n';

/**
 * A brand's schools and managers (the admin's brandAdmin page; the brand admin's drawer, read only): the
 * admin binds schools to the brand (bindBrandSchools) and adds brand managers (addBrandUser).
 */

export function BrandSchools({ brandId, platform }: { brandId: number; platform: boolean }) {
  const { t } = useTranslation(ORG_NS);
  const { modal, message } = App.useApp();
  const list = useListState({}, { pageSize: 10 });
  const [binding, setBinding] = useState(false);
  const [toBind, setToBind] = useState<number[]>([]);
  const query = useBrandSchools({ ...list.params, brandId });
  const bind = useBindBrandSchools();
  const { setPage } = list;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new brand starts at page 1
  useEffect(() => setPage(1), [brandId]);

  const confirmBind = () =>
    modal.confirm({
      title: t('brands.bindConfirmTitle', { count: toBind.length }),
      content: t('brands.bindConfirmContent'),
      okText: t('brands.bind'),
      cancelText: t('common:cancel'),
      onOk: settle(async () => {
        const result = await bind.mutateAsync({ brandId, schoolIds: toBind });
        void message.success(t('brands.bound', { count: result.schoolIds.length, users: result.movedUsers }));
        setToBind([]);
        setBinding(false);
      }),
    });

  return (
    <>
      <ListToolbar
        filters={
          <SearchBox value={list.state.keyword} onSearch={list.search} placeholder={t('schools.searchPlaceholder')} />
        }
        actions={
          platform ? (
            <Button icon={<LinkOutlined />} onClick={() => setBinding(true)} data-testid="bind-schools">
              {t('brands.bindSchools')}
            </Button>
          ) : undefined
        }
      />
      <ListTable<SchoolRow>
        query={query}
        // The brand's schools say "none" whatever the search.
        list={{ ...list, filtered: false }}
        emptyText={t('brands.noSchools')}
        errorTestId="org-error"
        compact
        pagination={{ showSizeChanger: false }}
        columns={[
          {
            key: 'name',
            title: t('ui:fields.school'),
            render: (_, s) => <Link to={`/dashboard/schoolAdmin?id=${s.id}`}>{s.name}</Link>,
          },
          { key: 'students', title: t('schools.students'), dataIndex: 'studentCount', align: 'right' },
          { key: 'teachers', title: t('schools.teachers'), dataIndex: 'teacherCount', align: 'right' },
          { key: 'status', title: t('ui:fields.status'), render: (_, s) => <SchoolStatusTag enabled={s.enabled} /> },
        ]}
      />
      <Modal
        open={binding}
        title={t('brands.bindSchools')}
        okText={t('brands.bind')}
        cancelText={t('common:cancel')}
        okButtonProps={{ disabled: toBind.length === 0 }}
        onOk={confirmBind}
        onCancel={() => setBinding(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('brands.bindHint')}</Typography.Paragraph>
        <SchoolSelect
          multiple
          value={toBind}
          onChange={(v) => setToBind(Array.isArray(v) ? v : [])}
          className="org-fill"
          data-testid="bind-schools-select"
        />
      </Modal>
    </>
  );
}

interface ManagerValues {
  username: string;
  name: string;
  password: string;
  phone?: string;
}

export function BrandManagers({ brandId, platform }: { brandId: number; platform: boolean }) {
  const { t } = useTranslation(ORG_NS);
  const { message } = App.useApp();
  const list = useListState({}, { pageSize: 10 });
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [form] = Form.useForm<ManagerValues>();
  const query = useBrandManagers({ ...list.params, brandId });
  const add = useAddBrandUser();
  const { setPage } = list;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new brand starts at page 1
  useEffect(() => setPage(1), [brandId]);

  const submit = async () => {
    const values = await form.validateFields();
    const created = await add.mutateAsync({
      brandId,
      username: values.username.trim(),
      name: values.name.trim(),
      password: values.password,
      phone: values.phone?.trim() || undefined,
    });
    void message.success(t('users.created', { name: created.name }));
    form.resetFields();
    setAdding(false);
  };

  return (
    <>
      {platform && (
        <Flex justify="flex-end" className="list-toolbar">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid="add-brand-manager"
          >
            {t('brands.addManager')}
          </Button>
        </Flex>
      )}
      <ListTable<UserRow>
        query={query}
        list={{ ...list, filtered: false }}
        emptyText={t('brands.noManagers')}
        errorTestId="org-error"
        compact
        pagination={{ showSizeChanger: false }}
        columns={[
          { key: 'name', title: t('ui:fields.fullName'), dataIndex: 'name' },
          { key: 'username', title: t('common:username'), dataIndex: 'username' },
          { key: 'status', title: t('ui:fields.status'), render: (_, u) => <UserStatusTag status={u.status} /> },
          { key: 'lastLogin', title: t('users.lastLogin'), render: (_, u) => <TimeAgo iso={u.lastLoginAt} /> },
          ...(platform
            ? [
                {
                  key: 'actions',
                  title: t('ui:fields.actions'),
                  render: (_: unknown, u: UserRow) => <UserRowActions user={u} onEdit={() => setEditing(u)} />,
                },
              ]
            : []),
        ]}
      />
      <FormModal
        open={adding}
        title={t('brands.addManager')}
        onCancel={() => setAdding(false)}
        saving={add.isPending}
        onSave={submit}
        testId="brand-manager-form"
      >
        <Form form={form} layout="vertical" name="brand-manager-form" autoComplete="off">
          <AccountFields password />
          <Form.Item name="phone" label={t('users.phone')} rules={[ruleOf(t, checkPhone)]}>
            <Input maxLength={LIMITS.phone} />
          </Form.Item>
        </Form>
      </FormModal>
      <UserFormModal open={editing !== null} user={editing ?? undefined} roles={[]} onClose={() => setEditing(null)} />
    </>
  );
}
