import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Box from '@mui/material/Box';
import { Link, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { menuIcon } from './icons';
import { useMenuLinks, type MenuLink } from './useMenuLinks';
import type { MenuDef } from '../model/types';

function MenuEntry({ item }: { item: MenuLink }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const selected = pathname === item.to || pathname.startsWith(`${item.to}/`);
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={Link}
        to={item.to}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        sx={{ borderRadius: 1, mx: 1 }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>{menuIcon(item.icon)}</ListItemIcon>
        <ListItemText primary={translate(item.label)} />
      </ListItemButton>
    </ListItem>
  );
}

/**
 * A sidebar drawn from a schema menu (§2): titled groups in order, items the role may read and the
 * operator's features allow, empty groups dropped. Untitled groups after the headed ones (Settings)
 * sit at the bottom.
 */
export function SideMenu({ menu }: { menu: MenuDef }) {
  const translate = useTranslate();
  const groups = useMenuLinks(menu);
  // Untitled groups after the last titled one (Settings) sit at the bottom; a menu without
  // headings (the super admin's) stays at the top.
  const lastTitled = groups.findLastIndex((g) => g.label);
  const top = lastTitled < 0 ? groups : groups.slice(0, lastTitled + 1);
  const bottom = lastTitled < 0 ? [] : groups.slice(lastTitled + 1);
  return (
    <Box
      component="nav"
      aria-label={translate('shell.mainMenu')}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', pt: 1 }}
    >
      {top.map((group) => (
        <List
          key={group.id}
          dense
          aria-labelledby={group.label ? `menu-group-${group.id}` : undefined}
          subheader={
            group.label ? (
              <ListSubheader
                id={`menu-group-${group.id}`}
                sx={{ bgcolor: 'transparent', lineHeight: '32px' }}
              >
                {translate(group.label)}
              </ListSubheader>
            ) : undefined
          }
        >
          {group.items.map((item) => (
            <MenuEntry key={item.id} item={item} />
          ))}
        </List>
      ))}
      <Box sx={{ flexGrow: 1 }} />
      {bottom.map((group) => (
        <List key={group.id} dense>
          {group.items.map((item) => (
            <MenuEntry key={item.id} item={item} />
          ))}
        </List>
      ))}
    </Box>
  );
}
