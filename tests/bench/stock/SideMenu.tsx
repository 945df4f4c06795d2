import { Menu, useTranslate } from 'react-admin';
import { menuIcon } from '../../../src/layout/icons';
import { useMenuLinks, type MenuLink } from '../../../src/layout/useMenuLinks';
import { usePrefetchOnIntent } from '../../../src/renderers/shared/routePrefetch';
import type { MenuDef } from '../../../src/model/types';

/** One entry: react-admin's menu item, with the console's fetch-ahead through its props. */
function Entry({ item }: { item: MenuLink }) {
  const translate = useTranslate();
  const intent = usePrefetchOnIntent(item.route);
  return (
    <Menu.Item
      to={item.to}
      primaryText={translate(item.label)}
      leftIcon={menuIcon(item.icon)}
      {...intent}
    />
  );
}

/**
 * The stock part in the stand-in's place: react-admin's own menu, one item per entry, in the
 * landmark the console's menu is (the bench finds the menu's links by it).
 */
export function SideMenu({ menu }: { menu: MenuDef }) {
  const translate = useTranslate();
  const groups = useMenuLinks(menu);
  return (
    <nav aria-label={translate('shell.mainMenu')}>
      <Menu>
        {groups.flatMap((group) => group.items.map((item) => <Entry key={item.id} item={item} />))}
      </Menu>
    </nav>
  );
}
