import type { Theme } from '@mui/material/styles';
import { Sidebar, type SidebarProps } from 'react-admin';
import { SIDEBAR_WIDTH } from '../theme/colors';

/**
 * On a phone the menu is a drawer over the page. react-admin narrows it to the collapsed
 * sidebar's width the moment it starts to close: its entries wrapped to two lines and moved while
 * it slid away (a layout shift on every tap of an entry, issue 30). It keeps its width instead.
 */
const STEADY_DRAWER = (theme: Theme) => ({
  [theme.breakpoints.only('xs')]: { '& .MuiPaper-root': { width: SIDEBAR_WIDTH } },
});

export function ConsoleSidebar(props: SidebarProps) {
  return <Sidebar {...props} sx={STEADY_DRAWER} />;
}
