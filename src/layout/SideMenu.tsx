import Box from '@mui/material/Box';
import ListSubheader, { listSubheaderClasses } from '@mui/material/ListSubheader';
import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { Menu, MenuClasses, useTranslate } from 'react-admin';
import { menuIcon } from './icons';
import { isCurrentEntry, useMenuLinks, type MenuLink, type MenuLinkGroup } from './useMenuLinks';
import { usePrefetchOnIntent } from '../renderers/shared/routePrefetch';
import { SIDEBAR_WIDTH } from '../theme/colors';
import type { MenuDef } from '../model/types';

/**
 * Only what the groups need on top of react-admin's menu. The landmark and the menu fill the
 * sidebar's height, so the untitled groups after the titled ones (Settings) sit at its bottom.
 */
const NAV_SX = { display: 'flex', flexDirection: 'column', height: '100%' } as const;

const MENU_SX = (theme: Theme) =>
  ({
    flexGrow: 1,
    [`&.${MenuClasses.closed}`]: {
      // Folded to its icons, a heading would show cut to its first letters: it leaves sight and
      // still names its group.
      [theme.breakpoints.up('sm')]: { [`& .${listSubheaderClasses.root}`]: visuallyHidden },
      // A phone's drawer closes whole, sliding away: the menu keeps its width while it goes.
      [theme.breakpoints.only('xs')]: { width: SIDEBAR_WIDTH },
    },
  }) as const;

interface EntryProps {
  readonly item: MenuLink;
  readonly pathname: string;
  readonly atBottom?: boolean;
}

/**
 * One entry: react-admin's menu item (it names itself in a tooltip when the sidebar is folded, and
 * closes the sidebar once chosen below MUI's `md`: a phone's drawer goes, a tablet's docked
 * sidebar folds to its icons, leaving the page the width), marked current by the console's rule (an
 * entry with an alternative route is current on either), and fetching its page's first call ahead
 * once the pointer rests on it or the focus reaches it.
 */
function Entry({ item, pathname, atBottom = false }: EntryProps) {
  const intent = usePrefetchOnIntent(item.route);
  const current = isCurrentEntry(item, pathname);
  return (
    <Menu.Item
      to={item.to}
      primaryText={item.label}
      leftIcon={menuIcon(item.icon)}
      selected={current}
      aria-current={current ? 'page' : undefined}
      // The first entry of the bottom groups takes the free height above it.
      {...(atBottom ? { sx: { mt: 'auto' } } : {})}
      {...intent}
    />
  );
}

/** A titled group: its heading names it. */
interface TitledGroupProps {
  readonly label: string;
  readonly items: MenuLinkGroup['items'];
  readonly pathname: string;
}

function TitledGroup({ label, items, pathname }: TitledGroupProps) {
  const translate = useTranslate();
  const headingId = `${useId()}-heading`;
  return (
    <Box role="group" aria-labelledby={headingId}>
      <ListSubheader id={headingId} component="div" disableSticky>
        {translate(label)}
      </ListSubheader>
      {items.map((item) => (
        <Entry key={item.id} item={item} pathname={pathname} />
      ))}
    </Box>
  );
}

/**
 * The sidebar drawn from a schema menu (§2) with react-admin's menu: titled groups in order under
 * their headings, items the role may read and the operator's features allow, empty groups
 * dropped. Untitled groups after the titled ones (Settings) sit at the bottom; a menu without
 * headings (the super admin's) stays at the top.
 */
export function SideMenu({ menu }: { menu: MenuDef }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const groups = useMenuLinks(menu);
  const lastTitled = groups.findLastIndex((g) => g.label);
  return (
    <Box component="nav" aria-label={translate('shell.mainMenu')} sx={NAV_SX}>
      <Menu sx={MENU_SX}>
        {groups.map((group, index) =>
          group.label ? (
            <TitledGroup
              key={group.id}
              label={group.label}
              items={group.items}
              pathname={pathname}
            />
          ) : (
            group.items.map((item, i) => (
              <Entry
                key={item.id}
                item={item}
                pathname={pathname}
                atBottom={lastTitled >= 0 && index === lastTitled + 1 && i === 0}
              />
            ))
          ),
        )}
      </Menu>
    </Box>
  );
}
