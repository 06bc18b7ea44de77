import { staffRoles } from '@edu/shared/access';
import { RoleType } from '@edu/shared/roles';
import { Tabs } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaller } from '../../../ui/access';
import '../i18n';
import '../org.css';
import { ORG_NS } from '../i18n';
import { ImportExportToolbar } from '../import-export/ImportExportToolbar';
import { type PeopleFilters, PeopleList, type PeopleListProps, type PeopleSort } from './PeopleList';

/** Bulk import and export of the list as filtered and sorted now (features/org/import-export). */
const ioToolbar = (filters: PeopleFilters, sort: PeopleSort): ReactNode => (
  <ImportExportToolbar filters={filters} sort={sort} />
);

/** Teachers or students of every school, with bulk import and export. */
function SchoolPeople(props: Omit<PeopleListProps, 'showSchool' | 'ioToolbar'>) {
  return <PeopleList {...props} showSchool ioToolbar={ioToolbar} />;
}

/** /user/teaStu (admin, brand admin): teachers, students and the other staff of the caller's scope. */
export default function TeaStuPage() {
  const { t } = useTranslation(ORG_NS);
  const caller = useCaller();
  const staff = useMemo(() => staffRoles(caller.orgScope), [caller.orgScope]);
  return (
    <Tabs
      className="org-tabs"
      data-testid="teastu-tabs"
      items={[
        {
          key: 'teachers',
          label: t('users.tabs.teachers'),
          children: <SchoolPeople roles={[RoleType.teacher]} noun={t('nouns.teacher')} testId="teacher-list" />,
        },
        {
          key: 'students',
          label: t('users.tabs.students'),
          children: (
            <SchoolPeople roles={[RoleType.student]} noun={t('nouns.student')} students testId="student-list" />
          ),
        },
        {
          key: 'staff',
          label: t('users.tabs.staff'),
          children: <PeopleList roles={staff} noun={t('nouns.staff')} showSchool testId="staff-list" />,
        },
      ]}
    />
  );
}
