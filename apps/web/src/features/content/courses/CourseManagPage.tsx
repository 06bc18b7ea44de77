import '../content.css';
import '../i18n';
import { CourseBrowser } from './CourseBrowser';

/** /CourseManag/CourseManag: the admin's view of every course, its state and its lessons as readers see them. */
export default function CourseManagPage() {
  return <CourseBrowser mode="manage" />;
}
