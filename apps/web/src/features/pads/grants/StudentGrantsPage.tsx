import { GrantList } from './GrantList';

/** /AIPadPackageMGT/studentList: the packages granted to students (a school admin's: its own students). */
export default function StudentGrantsPage() {
  return <GrantList target="student" />;
}
