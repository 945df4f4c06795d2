import CssBaseline from '@mui/material/CssBaseline';
import { isValidElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import {
  AccessDenied as DefaultAccessDenied,
  AuthenticationError,
  CustomRoutes,
  DefaultTitleContextProvider,
  HasDashboardContextProvider,
  LoadingPage,
  NavigateToFirstResource,
  NotFound,
  Notification,
  Resource,
  useScrollToTop,
  type CustomRoutesProps,
  type ResourceProps,
} from 'react-admin';
import { Route, Routes } from 'react-router-dom';

interface Props {
  readonly layout: ComponentType<{ children: ReactNode }>;
  readonly accessDenied?: ComponentType;
  /** The schema's `<Resource>`s and custom routes (./resources.tsx). */
  readonly resources: readonly ReactElement[];
}

/**
 * react-admin's `<AdminUI>` for a console whose resources and routes are fixed at build time.
 * react-admin reads its routes from its children in an effect and puts them in state,
 * which draws the whole console a second time right after the first; here they are read once,
 * at render. The routes are react-admin's own: a resource at `/${name}/*`, the custom routes in
 * the layout, its access-denied, authentication-error and not-found pages; the resource
 * definitions come from StaticResourceDefinitions, above.
 */
export function ConsoleUI({
  layout: Layout,
  accessDenied: AccessDenied = DefaultAccessDenied,
  resources,
}: Props) {
  useScrollToTop();
  return (
    <CssBaseline enableColorScheme>
      <DefaultTitleContextProvider value="React Admin">
        <Routes>
          <Route
            path="/*"
            element={
              <HasDashboardContextProvider value={false}>
                <Layout>
                  <Routes>
                    {resources.map((element) => routesOf(element))}
                    <Route path="/" element={<NavigateToFirstResource loading={LoadingPage} />} />
                    <Route path="/authentication-error" element={<AuthenticationError />} />
                    <Route path="/access-denied" element={<AccessDenied />} />
                    <Route path="*" element={<NotFound />} />
                  </Routes>
                </Layout>
              </HasDashboardContextProvider>
            }
          />
        </Routes>
      </DefaultTitleContextProvider>
      <Notification />
    </CssBaseline>
  );
}

/** What react-admin's router makes of one of `<Admin>`'s children. */
function routesOf(element: ReactElement): ReactNode {
  if (isValidElement<ResourceProps>(element) && element.type === Resource)
    return <Route key={element.props.name} path={`${element.props.name}/*`} element={element} />;
  if (isValidElement<CustomRoutesProps>(element) && element.type === CustomRoutes)
    return element.props.children;
  throw new Error('The console’s routes are <Resource> and <CustomRoutes> elements');
}
