import Drawer from '@mui/material/Drawer';
import { styled, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSidebarState, type SidebarProps } from 'react-admin';
import { SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from '../../theme/colors';
import { useScrolledDown } from './useScrolledDown';

/** react-admin's sidebar class names, which the layout's styles and the browser tests address. */
const DRAWER_CLASSES = {
  docked: 'RaSidebar-docked',
  paper: 'RaSidebar-paper',
  modal: 'RaSidebar-modal',
};
const FIXED = 'RaSidebar-fixed';
const OPEN = 'RaSidebar-open';
const CLOSED = 'RaSidebar-closed';
const BAR_HIDDEN = 'RaSidebar-appBarCollapsed';

/**
 * react-admin's sidebar look: a transparent column under the top bar, its menu box fixed while the
 * page scrolls, rising with the bar when the bar hides; closed, as wide as the icons.
 */
const SidebarDrawer = styled(Drawer)(({ theme }: { theme: Theme }) => {
  const sharp = {
    easing: theme.transitions.easing.sharp,
    duration: theme.transitions.duration.leavingScreen,
  };
  return {
    height: 'calc(100vh - 3em)',
    marginTop: 0,
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
    // The bar hides: the column rises by the bar's height rather than the page losing its margin.
    [`&.${BAR_HIDDEN}`]: {
      marginTop: theme.spacing(-6),
      transition: theme.transitions.create('margin', sharp),
    },
    [`& .${FIXED}`]: {
      position: 'fixed',
      height: 'calc(100vh - 3em)',
      overflowX: 'hidden',
      scrollbarWidth: 'none',
      '&::-webkit-scrollbar': { display: 'none' },
    },
    '& .MuiPaper-root': {
      position: 'relative',
      width: SIDEBAR_WIDTH,
      transition: theme.transitions.create('width', sharp),
      backgroundColor: 'transparent',
      border: 'none',
      zIndex: 'inherit',
      // On a phone the menu is a drawer over the page, in the page's colour.
      [theme.breakpoints.only('xs')]: {
        marginTop: 0,
        height: '100vh',
        position: 'inherit',
        backgroundColor: theme.palette.background.default,
      },
    },
    [`&.${CLOSED} .MuiPaper-root`]: { width: SIDEBAR_CLOSED_WIDTH },
  };
});

/**
 * The console's sidebar, drawn as react-admin's is, with two differences:
 * - it learns that the page scrolled from the scroll events, where react-admin's reads the scroll
 *   position when it mounts: a forced layout of the whole first page inside the start-up's
 *   longest task;
 * - on a phone its drawer keeps its width while it closes; react-admin's narrowed to the closed
 *   width the moment it started to close, its entries wrapping to two lines as it slid away.
 */
export function ConsoleSidebar({ children, appBarAlwaysOn }: SidebarProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useSidebarState();
  const scrolledDown = useScrolledDown();
  const close = () => setOpen(false);
  if (phone)
    return (
      <SidebarDrawer variant="temporary" open={open} onClose={close} classes={DRAWER_CLASSES}>
        {children}
      </SidebarDrawer>
    );
  const classes = [open ? OPEN : CLOSED, scrolledDown && !appBarAlwaysOn ? BAR_HIDDEN : ''];
  return (
    <SidebarDrawer
      variant="permanent"
      open={open}
      classes={DRAWER_CLASSES}
      className={classes.join(' ').trim()}
    >
      <div className={FIXED}>{children}</div>
    </SidebarDrawer>
  );
}
