import { ErrorPage } from './ErrorPage';

/** /404 (and any path the router does not know). */
export default function NotFoundPage() {
  return <ErrorPage kind="notFound" testId="page-404" />;
}
