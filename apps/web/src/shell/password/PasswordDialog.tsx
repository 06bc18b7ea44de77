import { LockOutlined } from '@ant-design/icons';
import { MIN_PASSWORD_LENGTH, SUCCESS_NOTIFICATION_MS } from '@edu/shared/constants';
import { App, Form, Input, Modal } from 'antd';
import { md5 } from 'js-md5';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, routes } from '../../app/api';
import { useAuthStore } from '../../app/auth-store';
import { logout } from '../../app/session';
import { SHELL_NS } from '../i18n';
import { usePasswordDialog } from './store';
import { type PasswordField, type PasswordValues, validatePasswordField } from './validation';
import './password-dialog.css';

const FIELDS: readonly PasswordField[] = ['oldPwd', 'newPwd', 'rePwd'];

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Change-password dialog (spec sections 2, 4, 5). It cannot be closed by clicking outside. On success a
 * notification shows for SUCCESS_NOTIFICATION_MS, then the user is logged out (the server has ended
 * every session of the account anyway).
 */
export default function PasswordDialog() {
  const { t } = useTranslation(SHELL_NS);
  const open = usePasswordDialog((s) => s.open);
  const hide = usePasswordDialog((s) => s.hide);
  const userId = useAuthStore((s) => s.user?.id ?? s.id);
  const { notification } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  const [submitting, setSubmitting] = useState(false);

  const rule = (field: PasswordField) => ({
    validator: (_: unknown, value: string | undefined) => {
      const values = { ...form.getFieldsValue(), [field]: value ?? '' };
      const error = validatePasswordField(field, values);
      return error
        ? Promise.reject(new Error(t(`password.${error}`, { min: MIN_PASSWORD_LENGTH })))
        : Promise.resolve();
    },
  });

  const submit = async () => {
    let values: PasswordValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // a rule failed: the messages are on the fields, nothing is sent
    }
    if (userId == null) return;
    setSubmitting(true);
    try {
      // DESIGN.md section 2: the server accepts GET as the spec writes it and POST; the console sends
      // POST so that password hashes stay out of URLs and access logs.
      await call(routes.session.modifyPasswordByOldPwd, {
        userid: userId,
        oldPwd: md5(values.oldPwd),
        newPwd: md5(values.newPwd),
        rePwd: md5(values.rePwd),
      });
      notification.success({
        title: t('password.success'),
        description: t('password.successDescription'),
        duration: SUCCESS_NOTIFICATION_MS / 1000,
      });
      await wait(SUCCESS_NOTIFICATION_MS);
      hide();
      form.resetFields();
      await logout();
    } catch {
      // the call has already shown the error
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open={open}
      title={
        <span className="password-dialog__title">
          <LockOutlined /> {t('password.title')}
        </span>
      }
      mask={{ closable: false }}
      keyboard={!submitting}
      closable={!submitting}
      onCancel={() => {
        hide();
        form.resetFields();
      }}
      onOk={submit}
      okText={t('password.submit')}
      cancelText={t('common:cancel')}
      okButtonProps={{ loading: submitting, ...{ 'data-testid': 'password-submit' } }}
      cancelButtonProps={{ disabled: submitting }}
      destroyOnHidden
      width={440}
      modalRender={(node) => <div data-testid="password-dialog">{node}</div>}
    >
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} autoComplete="off">
        {FIELDS.map((field) => (
          <Form.Item
            key={field}
            name={field}
            label={t(`password.${field}`)}
            rules={[rule(field)]}
            dependencies={field === 'rePwd' ? ['newPwd'] : undefined}
            validateFirst
          >
            <Input.Password
              placeholder={t(`password.${field}Placeholder`, { min: MIN_PASSWORD_LENGTH })}
              autoComplete={field === 'oldPwd' ? 'current-password' : 'new-password'}
              onPressEnter={submit}
            />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
