import { Menu, useTranslate } from 'react-admin';
import { menuIcon } from '../../../src/layout/icons';
import { useMenuLinks } from '../../../src/layout/useMenuLinks';
import type { MenuDef } from '../../../src/model/types';

/** The stock part in the stand-in's place: react-admin's own menu, one item per entry. */
export function SideMenu({ menu }: { menu: MenuDef }) {
  const translate = useTranslate();
  const groups = useMenuLinks(menu);
  return (
    <Menu>
      {groups.flatMap((group) =>
        group.items.map((item) => (
          <Menu.Item
            key={item.id}
            to={item.to}
            primaryText={translate(item.label)}
            leftIcon={menuIcon(item.icon)}
          />
        )),
      )}
    </Menu>
  );
}
