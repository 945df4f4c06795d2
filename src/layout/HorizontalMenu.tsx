import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { MENUS } from '../generated/menus';
import { useMenuLinks, type MenuLink } from './useMenuLinks';

/** §9: a menu's maximum height. */
export const MENU_MAX_HEIGHT = 310;

function Dropdown({ item }: { item: MenuLink }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = `horizontal-menu-${item.id}`;
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ArrowDropDown />}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {translate(item.label)}
      </Button>
      <Menu
        id={id}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxHeight: MENU_MAX_HEIGHT } } }}
      >
        {item.children.map((child) => (
          <MenuItem key={child.id} component={Link} to={child.to} onClick={() => setAnchor(null)}>
            {translate(child.label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** §2: the super admin's menu across the top of an operator's pages, with the Activities dropdown. */
export function HorizontalMenu() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const items = useMenuLinks(MENUS.adminHorizontal).flatMap((g) => g.items);
  return (
    <Box
      component="nav"
      aria-label={translate('shell.operatorMenu')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 0.5,
        mb: 2,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {items.map((item) =>
        item.children.length > 0 ? (
          <Dropdown key={item.id} item={item} />
        ) : (
          <Button
            key={item.id}
            color={pathname === item.to ? 'primary' : 'inherit'}
            component={Link}
            to={item.to}
            aria-current={pathname === item.to ? 'page' : undefined}
          >
            {translate(item.label)}
          </Button>
        ),
      )}
    </Box>
  );
}
