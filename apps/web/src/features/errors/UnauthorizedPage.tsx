import { ErrorPage } from './ErrorPage';

/** /401: a page the user's roles cannot open. */
export default function UnauthorizedPage() {
  return <ErrorPage kind="unauthorized" testId="page-401" />;
}
