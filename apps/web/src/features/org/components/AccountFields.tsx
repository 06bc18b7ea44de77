import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ORG_NS } from '../i18n';
import { checkPassword, checkRequiredText, checkUsername, LIMITS, ruleOf } from './validation';

/** The username and full name fields of an account form, and its first password when it is a new account. */
export function AccountFields({ password }: { password: boolean }) {
  const { t } = useTranslation(ORG_NS);
  return (
    <>
      <Form.Item name="username" label={t('common:username')} required rules={[ruleOf(t, checkUsername)]}>
        <Input maxLength={LIMITS.usernameMax} autoComplete="off" placeholder={t('users.usernameHint')} />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('ui:fields.fullName')}
        required
        rules={[ruleOf(t, (v) => checkRequiredText(v, LIMITS.name))]}
      >
        <Input maxLength={LIMITS.name} />
      </Form.Item>
      {password && (
        <Form.Item name="password" label={t('users.password')} required rules={[ruleOf(t, checkPassword)]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      )}
    </>
  );
}
