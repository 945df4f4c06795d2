import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Gate } from './Gate';

/**
 * Browser-history routing. Every path goes through the Gate (the navigation guard); the super
 * admin's operator views are a second mount point whose `operatorId` is the operator in view.
 */
const router = createBrowserRouter([
  { path: '/operators/:operatorId/*', element: <Gate /> },
  { path: '*', element: <Gate /> },
]);

export function App() {
  return <RouterProvider router={router} />;
}
