import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { setAnswerReporter, setUnauthorizedHandler } from '../data/http';
import { reportCaughtError } from '../monitoring/report';
import { Gate } from './Gate';

/**
 * Browser-history routing. Every path goes through the Gate (the navigation guard); the super
 * admin's operator views are a second mount point whose `operatorId` is the operator in view.
 */
const router = createBrowserRouter([
  { path: '/operators/:operatorId/*', element: <Gate /> },
  { path: '*', element: <Gate /> },
]);

// §8: a 401 has cleared the session; Login, keeping where the user was.
setUnauthorizedHandler(() => {
  const { pathname, search } = router.state.location;
  const toRoute = pathname === '/login' ? '' : `?toRoute=${encodeURIComponent(pathname + search)}`;
  void router.navigate(`/login${toRoute}`, { replace: true });
});

// §8: an answer that left the contract is the API's error, reported like any caught one.
setAnswerReporter((error) => reportCaughtError(error));

export function App() {
  return <RouterProvider router={router} />;
}
