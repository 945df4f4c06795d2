import Box from '@mui/material/Box';
import { memo, Suspense, type ReactNode } from 'react';
import { Layout } from 'react-admin';
import { useCurrentRoute } from './currentRoute';
import { useOperatorState } from '../operator';
import { MENUS } from '../generated/menus';
import { HorizontalMenu } from './HorizontalMenu';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';
import { ConsoleSidebar } from './ConsoleSidebar';
import { showEmailBanner } from '../access';
import { EmailConfirmationBanner } from './slotParts';

/** The super admin in admin mode gets the admin sidebar; everyone else the operator sidebar (§2). */
const ConsoleMenu = memo(function ConsoleMenu() {
  const { role, adminMode } = useOperatorState();
  const menu =
    role === 'ROLE_SUPER_ADMIN' && adminMode ? MENUS.adminSidebar : MENUS.operatorSidebar;
  return <SideMenu menu={menu} />;
});

/**
 * react-admin draws its layout again each time its routes and resources register (right after
 * the first render): the bars depend on neither, so they keep their last render.
 */
const ConsoleTopBar = memo(TopBar);

/**
 * Small screens: the page column may shrink below its content's width (a flex item does not by
 * default), and a wide table scrolls inside its own card instead of widening the whole page.
 */
const SMALL_SCREENS = {
  // react-admin sizes the frame to fit its content; here the content fits the screen instead.
  minWidth: 0,
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
  '& .RaList-main': { minWidth: 0 },
  // Positioned, so the table's own absolute bits (a link's hidden "(opens in a new tab)") scroll
  // with it instead of widening the page.
  '& .RaDataTable-tableWrapper, & .RaDatagrid-tableWrapper': {
    overflowX: 'auto',
    position: 'relative',
  },
  // The menu's box is fixed, so as wide as its words: the drawer's width makes the selected
  // entry's shade span the drawer.
  '& .RaSidebar-fixed': { width: 'inherit' },
  // The page starts one spacing step below the top bar rather than against it.
  '& .RaLayout-content': { pt: 2 },
} as const;

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
    <Layout appBar={ConsoleTopBar} menu={ConsoleMenu} sidebar={ConsoleSidebar} sx={SMALL_SCREENS}>
      {operatorViewId && <HorizontalMenu />}
      {banner && (
        <Suspense fallback={null}>
          {/* A spacing step between the banner and the page, as between the top bar and it. */}
          <Box sx={{ '&:not(:empty)': { mb: 2 } }}>
            <EmailConfirmationBanner />
          </Box>
        </Suspense>
      )}
      {children}
    </Layout>
  );
}
