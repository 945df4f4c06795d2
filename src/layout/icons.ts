import { createElement, type ReactElement } from 'react';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Assignment from '@mui/icons-material/Assignment';
import AttachMoney from '@mui/icons-material/AttachMoney';
import BarChart from '@mui/icons-material/BarChart';
import Business from '@mui/icons-material/Business';
import CardGiftcard from '@mui/icons-material/CardGiftcard';
import Dashboard from '@mui/icons-material/Dashboard';
import Event from '@mui/icons-material/Event';
import Flag from '@mui/icons-material/Flag';
import Groups from '@mui/icons-material/Groups';
import Home from '@mui/icons-material/Home';
import Hub from '@mui/icons-material/Hub';
import Inbox from '@mui/icons-material/Inbox';
import ListAlt from '@mui/icons-material/ListAlt';
import MonetizationOn from '@mui/icons-material/MonetizationOn';
import Paragliding from '@mui/icons-material/Paragliding';
import People from '@mui/icons-material/People';
import QueryStats from '@mui/icons-material/QueryStats';
import Redeem from '@mui/icons-material/Redeem';
import Segment from '@mui/icons-material/Segment';
import Settings from '@mui/icons-material/Settings';
import Share from '@mui/icons-material/Share';
import Timeline from '@mui/icons-material/Timeline';
import Token from '@mui/icons-material/Token';
import TouchApp from '@mui/icons-material/TouchApp';
import Tune from '@mui/icons-material/Tune';
import Widgets from '@mui/icons-material/Widgets';
import Circle from '@mui/icons-material/Circle';
import type { SvgIconComponent } from '@mui/icons-material';

/** Every icon name menus.yaml may use (the enum of generators/schema/menus.schema.json). */
export const MENU_ICONS: Readonly<Record<string, SvgIconComponent>> = {
  AccountBalanceWallet,
  Assignment,
  AttachMoney,
  BarChart,
  Business,
  CardGiftcard,
  Dashboard,
  Event,
  Flag,
  Groups,
  Home,
  Hub,
  Inbox,
  ListAlt,
  MonetizationOn,
  Paragliding,
  People,
  QueryStats,
  Redeem,
  Segment,
  Settings,
  Share,
  Timeline,
  Token,
  TouchApp,
  Tune,
  Widgets,
};

/** The icon element of a menu item (an element, not a component, so none is created per render). */
export function menuIcon(name: string | undefined): ReactElement {
  const Icon = (name && MENU_ICONS[name]) || Circle;
  return createElement(Icon, { fontSize: 'small' });
}
