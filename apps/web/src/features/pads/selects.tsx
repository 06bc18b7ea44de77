import { PAD_PACKAGE_TYPE, RoleType } from '@edu/shared';
import type { InputOf } from '@edu/shared/api/routes';
import { useMemo } from 'react';
import { call, routes } from '../../app/api';
import type { ListParams } from '../../ui/list/list-params';
import { RemoteSelect, type RemoteSelectProps } from '../../ui/RemoteSelect';
import { fetchApplicationOptions, fetchPackageOptions } from './api';

type Props = Omit<RemoteSelectProps, 'group' | 'kind' | 'params' | 'fetchOptions'>;

const NONE: ListParams = {};
const BY_NAME: ListParams = { sort: 'name', order: 'asc' };
const PACKAGES: ListParams = { sort: 'name', order: 'asc', packageType: PAD_PACKAGE_TYPE };

/** The AI-pad packages, searched by name. */
export function PackageSelect(props: Props) {
  return (
    <RemoteSelect
      allowClear
      popupMatchSelectWidth={false}
      {...props}
      group="pad"
      kind="packages"
      params={PACKAGES}
      fetchOptions={async (p, signal) =>
        (await fetchPackageOptions(p, signal)).list.map((x) => ({ value: x.id, label: x.name }))
      }
    />
  );
}

/** The platform's pad applications, searched by name or package name. */
export function ApplicationSelect(props: Props) {
  return (
    <RemoteSelect
      allowClear
      {...props}
      group="pad"
      kind="apps"
      params={BY_NAME}
      fetchOptions={async (p, signal) =>
        (await fetchApplicationOptions(p, signal)).list.map((x) => ({
          value: x.id,
          label: `${x.name} (${x.packageName})`,
        }))
      }
    />
  );
}

/** Courses the caller can see, searched by title. */
export function CourseSelect(props: Props) {
  return (
    <RemoteSelect
      allowClear
      {...props}
      group="content"
      kind="pad-courses"
      params={NONE}
      fetchOptions={async (p, signal) =>
        (
          await call(routes.content.getCourseList, p as InputOf<typeof routes.content.getCourseList>, {
            signal,
            silent: true,
          })
        ).list.map((c) => ({ value: c.id, label: c.title }))
      }
    />
  );
}

/** Schools in the caller's scope, searched by name. */
export function GranteeSchoolSelect(props: Props) {
  return (
    <RemoteSelect
      allowClear
      {...props}
      group="org"
      kind="pad-schools"
      params={BY_NAME}
      fetchOptions={async (p, signal) =>
        (
          await call(routes.org.getSchoolList, p as InputOf<typeof routes.org.getSchoolList>, { signal, silent: true })
        ).list.map((s) => ({ value: s.id, label: s.name }))
      }
    />
  );
}

/** Active students in the caller's scope (of one school when given), searched by username, name or phone. */
export function GranteeStudentSelect({ schoolId, ...props }: Props & { schoolId?: number }) {
  const params = useMemo<ListParams>(
    () => ({ roleType: RoleType.student, status: 1, ...BY_NAME, ...(schoolId ? { schoolId } : {}) }),
    [schoolId],
  );
  return (
    <RemoteSelect
      allowClear
      {...props}
      group="org"
      kind="pad-students"
      params={params}
      fetchOptions={async (p, signal) =>
        (
          await call(routes.org.getUserList, p as InputOf<typeof routes.org.getUserList>, { signal, silent: true })
        ).list.map((u) => ({
          value: u.id,
          label: `${u.name} (${u.username})${u.schoolName ? ` · ${u.schoolName}` : ''}`,
        }))
      }
    />
  );
}
