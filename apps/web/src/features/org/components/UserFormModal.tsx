import type { RoleCode, UserRow } from '@edu/shared';
import { placementOf } from '@edu/shared/access';
import { RoleType } from '@edu/shared/roles';
import { App, Form, Input, Select } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaller } from '../../../ui/access';
import { type UserChange, useSaveUser } from '../api/users';
import { FormModal } from '../../../ui/FormModal';
import { ORG_NS } from '../i18n';
import { roleKey } from '../roles';
import { AccountFields } from './AccountFields';
import { BrandSelect, SchoolSelect } from './selects';
import { checkOptionalText, checkPhone, LIMITS, ruleOf } from './validation';

interface FormValues {
  roleType: number;
  username: string;
  name: string;
  password?: string;
  confirm?: string;
  phone?: string;
  schoolId?: number | null;
  brandId?: number | null;
  introduction?: string;
}

export interface UserFormModalProps {
  open: boolean;
  onClose: () => void;
  /** the user to edit (with its introduction when the page has it); absent to create one */
  user?: UserRow & { introduction?: string };
  /** roles offered when creating (the first is the default) */
  roles: readonly RoleCode[];
  /** a school the new user belongs to, fixed (e.g. a school's page adding a school admin) */
  fixedSchool?: { id: number; name: string };
  /** a default school for the form when the list is filtered by one */
  defaultSchool?: { id: number; name: string };
  onSaved?: (user: UserRow) => void;
}

/** The saveUser fields that differ from the user as it is (an edit sends only what changed). */
export function userChanges(user: (UserRow & { introduction?: string }) | undefined, values: FormValues): UserChange {
  const trim = (v: string | undefined) => (v ?? '').trim();
  if (!user) {
    return {
      roleType: values.roleType,
      username: trim(values.username),
      name: trim(values.name),
      password: values.password,
      phone: trim(values.phone) || undefined,
      introduction: trim(values.introduction) || undefined,
      schoolId: values.schoolId ?? undefined,
      brandId: values.brandId ?? undefined,
    };
  }
  const change: UserChange = { id: user.id };
  if (trim(values.username) !== user.username) change.username = trim(values.username);
  if (trim(values.name) !== user.name) change.name = trim(values.name);
  if (trim(values.phone) !== user.phone) change.phone = trim(values.phone);
  if (values.introduction !== undefined && trim(values.introduction) !== (user.introduction ?? '')) {
    change.introduction = trim(values.introduction);
  }
  if (values.schoolId !== undefined && (values.schoolId ?? null) !== user.schoolId) change.schoolId = values.schoolId;
  if (values.brandId != null && values.brandId !== user.brandId) change.brandId = values.brandId;
  return change;
}

/** Creates or edits a user of a role the caller may manage, with the right school or brand. */
export function UserFormModal({ open, onClose, user, roles, fixedSchool, defaultSchool, onSaved }: UserFormModalProps) {
  const { t } = useTranslation(ORG_NS);
  const { message } = App.useApp();
  const caller = useCaller();
  const [form] = Form.useForm<FormValues>();
  const save = useSaveUser();
  const editing = user !== undefined;
  const roleType = Form.useWatch('roleType', form) ?? user?.roleType ?? roles[0] ?? RoleType.teacher;
  const schoolId = Form.useWatch('schoolId', form);
  const placement = placementOf(roleType);
  const platform = caller.orgScope === 'platform';
  const showSchool =
    caller.orgScope !== 'school' && !fixedSchool && (placement === 'school' || placement === 'brandOptionalSchool');
  const showBrand =
    platform && (placement === 'brand' || (placement === 'brandOptionalSchool' && (schoolId ?? null) === null));

  // Filled each time the dialog opens (not when the parent re-renders with new prop objects).
  // biome-ignore lint/correctness/useExhaustiveDependencies: on open and on another user only
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      user
        ? {
            roleType: user.roleType,
            username: user.username,
            name: user.name,
            phone: user.phone,
            introduction: user.introduction,
            schoolId: user.schoolId,
            brandId: user.brandId,
          }
        : {
            roleType: roles[0],
            schoolId: fixedSchool?.id ?? defaultSchool?.id,
          },
    );
  }, [open, user]);

  const knownSchools = useMemo(() => {
    const known = [fixedSchool, defaultSchool].filter((s): s is { id: number; name: string } => !!s);
    if (user?.schoolId && user.schoolName) known.push({ id: user.schoolId, name: user.schoolName });
    return known.map((s) => ({ value: s.id, label: s.name }));
  }, [fixedSchool, defaultSchool, user]);

  const submit = async () => {
    const values = await form.validateFields();
    const change = userChanges(user, {
      ...values,
      schoolId: fixedSchool ? fixedSchool.id : showSchool ? (values.schoolId ?? null) : undefined,
      brandId: showBrand ? values.brandId : undefined,
    });
    const saved = await save.mutateAsync(change);
    void message.success(editing ? t('users.saved') : t('users.created', { name: saved.name }));
    onSaved?.(saved);
    onClose();
  };

  return (
    <FormModal
      open={open}
      title={
        editing
          ? t('users.editTitle', { name: user.name })
          : t('users.createTitle', { role: t(`roles.${roleKey(roleType)}`) })
      }
      onCancel={onClose}
      saving={save.isPending}
      onSave={submit}
      testId="user-form"
    >
      <Form form={form} layout="vertical" requiredMark name="user-form" autoComplete="off">
        {!editing && roles.length > 1 ? (
          <Form.Item name="roleType" label={t('ui:fields.role')} required>
            <Select
              data-testid="user-form-role"
              options={roles.map((r) => ({ value: r, label: t(`roles.${roleKey(r)}`) }))}
            />
          </Form.Item>
        ) : (
          <Form.Item name="roleType" hidden>
            <Input />
          </Form.Item>
        )}
        <AccountFields password={!editing} />
        {!editing && (
          <Form.Item
            name="confirm"
            label={t('users.confirmPassword')}
            required
            dependencies={['password']}
            rules={[
              ({ getFieldValue }) => ({
                validator: async (_rule, value) => {
                  if (!value) throw new Error(t('ui:validation.required'));
                  if (value !== getFieldValue('password')) throw new Error(t('validation.passwordMismatch'));
                },
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        )}
        {fixedSchool && (
          <Form.Item label={t('ui:fields.school')}>
            <Input value={fixedSchool.name} disabled />
          </Form.Item>
        )}
        {showSchool && (
          <Form.Item
            name="schoolId"
            label={t('ui:fields.school')}
            required={placement === 'school'}
            extra={
              placement === 'brandOptionalSchool'
                ? t('users.helperSchoolHint')
                : editing && user?.schoolId
                  ? t('users.moveSchoolHint')
                  : undefined
            }
            rules={[
              {
                validator: async (_rule, value) => {
                  if (placement === 'school' && !value) throw new Error(t('ui:validation.required'));
                },
              },
            ]}
          >
            <SchoolSelect onlyEnabled knownOptions={knownSchools} data-testid="user-form-school" />
          </Form.Item>
        )}
        {showBrand && (
          <Form.Item
            name="brandId"
            label={t('ui:fields.brand')}
            required
            rules={[
              {
                validator: async (_rule, value) => {
                  if (!value) throw new Error(t('ui:validation.required'));
                },
              },
            ]}
          >
            <BrandSelect data-testid="user-form-brand" />
          </Form.Item>
        )}
        <Form.Item name="phone" label={t('users.phone')} rules={[ruleOf(t, checkPhone)]}>
          <Input maxLength={LIMITS.phone} inputMode="tel" />
        </Form.Item>
        {(!editing || user.introduction !== undefined) && (
          <Form.Item
            name="introduction"
            label={t('ui:fields.introduction')}
            rules={[ruleOf(t, (v) => checkOptionalText(v, LIMITS.introduction))]}
          >
            <Input.TextArea maxLength={LIMITS.introduction} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
          </Form.Item>
        )}
      </Form>
    </FormModal>
  );
}
