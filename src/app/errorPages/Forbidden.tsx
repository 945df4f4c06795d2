import { ErrorPage } from '../../ui/ErrorPage';

/** /403 (§2 "Access Forbidden"): shown as it is, logged in or not (spec-readings §1). */
export default function Forbidden() {
  return <ErrorPage code="403" title="errors.forbiddenTitle" text="errors.forbiddenText" />;
}
