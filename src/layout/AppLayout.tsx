import { Suspense, type ReactNode } from 'react';
import { Layout } from 'react-admin';
import { useCurrentRoute } from './currentRoute';
import { useOperatorState } from '../operator';
import { MENUS } from '../generated/menus';
import { HorizontalMenu } from './HorizontalMenu';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { showEmailBanner } from '../access';
import { EmailConfirmationBanner } from './widgets';


/** The super admin in admin mode gets the admin sidebar; everyone else the operator sidebar (§2). */
function ConsoleMenu() {
  const { role, adminMode } = useOperatorState();
  const menu =
    role === 'ROLE_SUPER_ADMIN' && adminMode ? MENUS.adminSidebar : MENUS.operatorSidebar;
  return <SideMenu menu={menu} />;
}

/** APP layout (§2): top bar, 236 px sidebar, and on the super admin's operator pages the horizontal menu. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { operatorViewId } = useCurrentRoute();
  const { role, flags, operatorInfo } = useOperatorState();
  const banner = showEmailBanner({
    role,
    operatorViewId,
    flags,
    emailVerified: operatorInfo?.emailVerified,
  });
  return (
    <Layout appBar={TopBar} menu={ConsoleMenu}>
      {operatorViewId && <HorizontalMenu />}
      {banner && (
        <Suspense fallback={null}>
          <EmailConfirmationBanner />
        </Suspense>
      )}
      {children}
    </Layout>
  );
}
