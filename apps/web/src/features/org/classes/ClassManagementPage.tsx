import '../i18n';
import '../org.css';
import { ClassList } from './ClassList';

/** /classma/classlist (admin, brand admin): every class of the caller's scope. */
export default function ClassManagementPage() {
  return <ClassList />;
}
