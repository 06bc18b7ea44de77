import { RoleType } from '@edu/shared/roles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n';
import '../org.css';
import { ORG_NS } from '../i18n';
import { ImportExportToolbar } from '../import-export/ImportExportToolbar';
import { type PeopleFilters, PeopleList, type PeopleSort } from './PeopleList';

/** Bulk import and export of the list as filtered and sorted now (features/org/import-export). */
const ioToolbar = (filters: PeopleFilters, sort: PeopleSort): ReactNode => (
  <ImportExportToolbar filters={filters} sort={sort} />
);

/** /dashboard/dashboard for a school admin: the teachers of its school. */
export default function TeacherListPage() {
  const { t } = useTranslation(ORG_NS);
  return (
    <PeopleList
      roles={[RoleType.teacher]}
      noun={t('nouns.teacher')}
      showSchool={false}
      ioToolbar={ioToolbar}
      testId="teacher-list"
    />
  );
}
