import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import { useSidebarState, useTranslate } from 'react-admin';

/** The icon turns a half circle as the sidebar opens and closes, as react-admin's own button did. */
const ICON_TURN = {
  marginRight: '0.2em',
  '& svg': {
    transition: 'transform 195ms cubic-bezier(0.4, 0, 0.6, 1)',
  },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
} as const;

/**
 * Opens and closes the sidebar. react-admin's own button wraps itself in a MUI tooltip, which
 * draws itself a second time right after every first screen to find its child; the
 * label is the button's accessible name, and `aria-expanded` says which way it goes.
 */
export function SidebarToggle() {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  return (
    <IconButton
      color="inherit"
      aria-label={translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu')}
      aria-expanded={open}
      onClick={() => setOpen(!open)}
      sx={ICON_TURN}
    >
      <MenuIcon />
    </IconButton>
  );
}
