import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, type Theme } from '@mui/material/styles';
import { Link, useLocation } from 'react-router-dom';
import { useSidebarState, useTranslate } from 'react-admin';
import { menuIcon } from '../../layout/icons';
import { isCurrentEntry, useMenuLinks, type MenuLink } from '../../layout/useMenuLinks';
import { usePrefetchOnIntent } from '../../renderers/shared/routePrefetch';
import type { MenuDef } from '../../model/types';

/**
 * The menu's look, set once on the whole menu rather than per item: each item is a plain list
 * item and link, not five MUI components with their own styles (those would make the
 * sidebar a third of the first screen's drawing). It looks as MUI's dense list with selected items.
 */
const MENU_STYLE = (theme: Theme) => {
  const { primary, action } = theme.palette;
  return {
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    pt: 1,
    '& ul': { listStyle: 'none', m: 0, p: 0, py: 1 },
    // A list under a heading starts right below it, as MUI's lists with a subheader do.
    '& ul[aria-labelledby]': { pt: 0 },
    '& .menu-heading': {
      px: 2,
      lineHeight: '32px',
      fontSize: theme.typography.pxToRem(14),
      fontWeight: theme.typography.fontWeightMedium,
      color: 'text.secondary',
    },
    // The collapsed sidebar is a column of icons: a heading would show cut to its first letters.
    // It stays in the page, out of sight, still naming its list.
    '&.menu-collapsed .menu-heading': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      p: 0,
      m: '-1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
    '& a': {
      ...theme.typography.body2,
      display: 'flex',
      alignItems: 'center',
      // Edge to edge: the selected entry's shade spans the drawer's width.
      px: 2,
      py: 1,
      color: 'text.primary',
      textDecoration: 'none',
      transition: theme.transitions.create('background-color', {
        duration: theme.transitions.duration.shortest,
      }),
      '&:hover': { bgcolor: 'action.hover' },
      // The keyboard's place shows as a ring, not only a shade.
      '&:focus-visible': {
        bgcolor: 'action.focus',
        outline: `2px solid ${primary.main}`,
        outlineOffset: -2,
      },
      '&[aria-current="page"]': {
        bgcolor: alpha(primary.main, action.selectedOpacity),
        '&:hover': { bgcolor: alpha(primary.main, action.selectedOpacity + action.hoverOpacity) },
        '&:focus-visible': {
          bgcolor: alpha(primary.main, action.selectedOpacity + action.focusOpacity),
        },
      },
    },
    '& .menu-icon': { display: 'inline-flex', minWidth: 36, color: 'action.active' },
  } as const;
};

interface MenuEntryProps {
  readonly item: MenuLink;
  readonly pathname: string;
  readonly onNavigate?: () => void;
}

function MenuEntry({ item, pathname, onNavigate }: MenuEntryProps) {
  const translate = useTranslate();
  const selected = isCurrentEntry(item, pathname);
  const intent = usePrefetchOnIntent(item.route);
  return (
    <li>
      <Link
        to={item.to}
        aria-current={selected ? 'page' : undefined}
        onClick={onNavigate}
        {...intent}
      >
        <span className="menu-icon">{menuIcon(item.icon)}</span>
        {translate(item.label)}
      </Link>
    </li>
  );
}

/**
 * A sidebar drawn from a schema menu (§2): titled groups in order, items the role may read and the
 * operator's features allow, empty groups dropped. Untitled groups after the headed ones (Settings)
 * sit at the bottom.
 */
export function SideMenu({ menu }: { menu: MenuDef }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [open, setOpen] = useSidebarState();
  // On a phone the menu is a drawer over the page: it closes once an entry is chosen.
  const overPage = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const onNavigate = overPage ? () => setOpen(false) : undefined;
  const groups = useMenuLinks(menu);
  // Untitled groups after the last titled one (Settings) sit at the bottom; a menu without
  // headings (the super admin's) stays at the top.
  const lastTitled = groups.findLastIndex((g) => g.label);
  const top = lastTitled < 0 ? groups : groups.slice(0, lastTitled + 1);
  const bottom = lastTitled < 0 ? [] : groups.slice(lastTitled + 1);
  const entries = (items: readonly MenuLink[]) =>
    items.map((item) => (
      <MenuEntry key={item.id} item={item} pathname={pathname} onNavigate={onNavigate} />
    ));
  return (
    <Box
      component="nav"
      aria-label={translate('shell.mainMenu')}
      // A phone's drawer closes whole, sliding away: its headings stay while it goes.
      className={open || overPage ? undefined : 'menu-collapsed'}
      sx={MENU_STYLE}
    >
      {top.map((group) => (
        <ul key={group.id} aria-labelledby={group.label ? `menu-group-${group.id}` : undefined}>
          {group.label && (
            <li id={`menu-group-${group.id}`} className="menu-heading">
              {translate(group.label)}
            </li>
          )}
          {entries(group.items)}
        </ul>
      ))}
      <Box sx={{ flexGrow: 1 }} />
      {bottom.map((group) => (
        <ul key={group.id}>{entries(group.items)}</ul>
      ))}
    </Box>
  );
}
