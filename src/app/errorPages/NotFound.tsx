import { ErrorPage } from '../../ui/ErrorPage';

/** /404 (§2 "Page Not Found"): every unknown path ends here. */
export default function NotFound() {
  return <ErrorPage code="404" title="errors.notFoundTitle" text="errors.notFoundText" />;
}
