import { Sidebar, type SidebarProps } from 'react-admin';
import type { Theme } from '@mui/material/styles';
import { SIDEBAR_WIDTH } from '../theme/colors';

/**
 * On a phone the menu is a drawer over the page, and it keeps its width while it slides away:
 * react-admin's narrows it to the closed width the moment it starts to close, its entries wrapping
 * to two lines as it goes.
 */
const PHONE_DRAWER = (theme: Theme) => ({
  [theme.breakpoints.only('xs')]: { '& .MuiPaper-root': { width: SIDEBAR_WIDTH } },
});

/** react-admin's sidebar, with the phone drawer's width kept while it closes. */
export function ConsoleSidebar(props: SidebarProps) {
  return <Sidebar {...props} sx={PHONE_DRAWER} />;
}
