import '../content.css';
import '../i18n';
import { CourseBrowser } from './CourseBrowser';

/** /TeaCourse/TeaCourse: the published courses a teacher can teach, read-only. */
export default function TeaCoursePage() {
  return <CourseBrowser mode="teacher" />;
}
