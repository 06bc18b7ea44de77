import '../i18n';
import '../org.css';
import { ClassList } from './ClassList';

/** /classList/classList (school admin): the classes of its school. */
export default function SchoolAdminClassListPage() {
  return <ClassList />;
}
