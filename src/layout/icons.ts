import { createElement, type ReactElement } from 'react';
import Circle from '@mui/icons-material/Circle';
import { MENU_ICONS } from 'virtual:menu-icons';

/** The icon element of a menu item (an element, not a component, so none is created per render). */
export function menuIcon(name: string | undefined): ReactElement {
  const Icon = (name && MENU_ICONS[name]) || Circle;
  return createElement(Icon, { fontSize: 'small' });
}
