import { GrantList } from './GrantList';

/** /AIPadPackageMGT/schoolList: the packages granted to schools. */
export default function SchoolGrantsPage() {
  return <GrantList target="school" />;
}
