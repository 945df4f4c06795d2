import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { iconNames } from '../../generators/iconSet';
import { menuIconNames, menuIconsModule } from '../../generators/vite-icons';
import { MENUS } from '../../src/generated/menus';
import type { MenuItemDef } from '../../src/model/types';
import { MENU_ICONS } from 'virtual:menu-icons';

const named = (items: readonly MenuItemDef[]): string[] =>
  items.flatMap((i) => [...(i.icon ? [i.icon] : []), ...named(i.children ?? [])]);
const MENU_ICON_NAMES = new Set(
  Object.values(MENUS).flatMap((m) => m.groups.flatMap((g) => named(g.items))),
);

describe('menu icons: any icon of the set, only the named ones bundled', () => {
  it('knows the whole icon set, in every style', () => {
    for (const name of ['People', 'PeopleOutlined', 'PeopleTwoTone', 'Rocket', 'Savings'])
      expect(iconNames().has(name)).toBe(true);
    expect(iconNames().size).toBeGreaterThan(2000);
    expect(iconNames().has('index')).toBe(false);
  });

  it('the module the side menu imports holds exactly the icons the generated menus name', () => {
    expect(new Set(Object.keys(MENU_ICONS))).toEqual(MENU_ICON_NAMES);
    for (const Icon of Object.values(MENU_ICONS)) expect(Icon).toBeTruthy();
  });

  it('reads the names from the generated menus file, each once', () => {
    const source = readFileSync('src/generated/menus.ts', 'utf8');
    expect(new Set(menuIconNames(source))).toEqual(MENU_ICON_NAMES);
    expect(menuIconNames(source)).toHaveLength(MENU_ICON_NAMES.size);
  });

  it('imports each icon from its own module of the set, never the whole set', () => {
    const code = menuIconsModule(['Rocket', 'PeopleOutlined']);
    expect(code).toContain("import I0 from '@mui/icons-material/Rocket';");
    expect(code).toContain("import I1 from '@mui/icons-material/PeopleOutlined';");
    expect(code).not.toMatch(/from '@mui\/icons-material';/);
  });
});
