import { Select, type SelectProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GRADES, useGradeLabel } from '../../../ui/grades';
import { placeholderName } from '../../../ui/field-name';
import type { ListParams } from '../../../ui/list/list-params';
import { RemoteSelect, type RemoteSelectProps } from '../../../ui/RemoteSelect';
import { useAllBrands } from '../api/brands';
import { fetchClassList } from '../api/classes';
import { fetchSchoolList } from '../api/schools';
import { fetchUserList } from '../api/users';
import { ORG_NS } from '../i18n';

/** Schools in the caller's scope, searched by name. */
export function SchoolSelect(
  props: Omit<RemoteSelectProps, 'group' | 'kind' | 'params' | 'fetchOptions'> & {
    brandId?: number;
    onlyEnabled?: boolean;
  },
) {
  const { t } = useTranslation(ORG_NS);
  const { brandId, onlyEnabled, ...rest } = props;
  const params = useMemo<ListParams>(
    () => ({ sort: 'name', order: 'asc', ...(brandId ? { brandId } : {}), ...(onlyEnabled ? { enabled: true } : {}) }),
    [brandId, onlyEnabled],
  );
  return (
    <RemoteSelect
      placeholder={t('ui:fields.school')}
      allowClear
      popupMatchSelectWidth={false}
      {...rest}
      group="org"
      kind="schools"
      params={params}
      fetchOptions={async (p, signal) =>
        (await fetchSchoolList(p, signal)).list.map((s) => ({ value: s.id, label: s.name }))
      }
    />
  );
}

/** Users of one role (optionally of one school), searched by the start of username, name or phone. */
export function UserSelect(
  props: Omit<RemoteSelectProps, 'group' | 'kind' | 'params' | 'fetchOptions'> & {
    roleType: number;
    schoolId?: number;
    brandId?: number;
  },
) {
  const { roleType, schoolId, brandId, ...rest } = props;
  const params = useMemo<ListParams>(
    () => ({
      roleType,
      status: 1,
      sort: 'name',
      order: 'asc',
      ...(schoolId ? { schoolId } : {}),
      ...(brandId ? { brandId } : {}),
    }),
    [roleType, schoolId, brandId],
  );
  return (
    <RemoteSelect
      allowClear
      {...rest}
      group="org"
      kind="users"
      params={params}
      fetchOptions={async (p, signal) =>
        (await fetchUserList(p, signal)).list.map((u) => ({
          value: u.id,
          label: `${u.name} (${u.username})${u.className ? ` · ${u.className}` : ''}`,
        }))
      }
    />
  );
}

/** Classes of a school (active ones by default), searched by name. */
export function ClassSelect(
  props: Omit<RemoteSelectProps, 'group' | 'kind' | 'params' | 'fetchOptions'> & {
    schoolId?: number;
    excludeId?: number;
    activeOnly?: boolean;
  },
) {
  const { t } = useTranslation(ORG_NS);
  const gradeLabel = useGradeLabel();
  const { schoolId, excludeId, activeOnly = true, ...rest } = props;
  const params = useMemo<ListParams>(
    () => ({ sort: 'grade', order: 'asc', ...(schoolId ? { schoolId } : {}), ...(activeOnly ? { status: 1 } : {}) }),
    [schoolId, activeOnly],
  );
  return (
    <RemoteSelect
      placeholder={t('ui:fields.class')}
      allowClear
      popupMatchSelectWidth={false}
      {...rest}
      group="org"
      kind={`classes-${excludeId ?? 0}`}
      params={params}
      fetchOptions={async (p, signal) =>
        (await fetchClassList(p, signal)).list
          .filter((c) => c.id !== excludeId)
          .map((c) => ({ value: c.id, label: `${gradeLabel(c.grade)} · ${c.name}` }))
      }
    />
  );
}

/** Every brand the caller reaches (a short list: all brands for the admin). */
export function BrandSelect(props: Omit<SelectProps<number>, 'options'>) {
  const { t } = useTranslation(ORG_NS);
  const brands = useAllBrands();
  return (
    <Select<number>
      placeholder={t('ui:fields.brand')}
      allowClear
      popupMatchSelectWidth={false}
      loading={brands.isLoading}
      showSearch={{ optionFilterProp: 'label' }}
      {...props}
      aria-label={placeholderName({ placeholder: t('ui:fields.brand'), ...props })}
      options={(brands.data ?? []).map((b) => ({ value: b.brandId, label: b.brandName || b.webAddress }))}
    />
  );
}

export function GradeSelect(props: Omit<SelectProps<number>, 'options'>) {
  const { t } = useTranslation(ORG_NS);
  const gradeLabel = useGradeLabel();
  return (
    <Select<number>
      placeholder={t('ui:fields.grade')}
      allowClear
      popupMatchSelectWidth={false}
      {...props}
      aria-label={placeholderName({ placeholder: t('ui:fields.grade'), ...props })}
      options={GRADES.map((g) => ({ value: g, label: gradeLabel(g) }))}
    />
  );
}

/** A list's status filter: 1 (`on`: active, enabled…) or 0 (`off`: archived, disabled…); cleared, both. */
export function StatusFilter({
  value,
  onChange,
  on,
  off,
}: {
  value: 0 | 1 | undefined;
  onChange: (value: 0 | 1 | undefined) => void;
  on: string;
  off: string;
}) {
  const { t } = useTranslation(ORG_NS);
  return (
    <Select<0 | 1>
      allowClear
      placeholder={t('ui:fields.status')}
      aria-label={t('ui:fields.status')}
      value={value}
      onChange={onChange}
      options={[
        { value: 1, label: on },
        { value: 0, label: off },
      ]}
      className="list-toolbar__select"
      data-testid="filter-status"
    />
  );
}
