import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { ICON_PACKAGE } from './iconSet.js';

/** The module the side menu imports its icons from. */
export const MENU_ICONS_ID = 'virtual:menu-icons';
const RESOLVED = `\0${MENU_ICONS_ID}`;

/** The icon names src/generated/menus.ts uses, in first-use order. */
export function menuIconNames(menusSource: string): string[] {
  const names = [...menusSource.matchAll(/\bicon: '([A-Z][A-Za-z0-9]*)'/g)].map((m) => m[1]!);
  return [...new Set(names)];
}

/** `MENU_ICONS`: exactly the icons the menus name, each imported from its own module of the set. */
export function menuIconsModule(names: readonly string[]): string {
  const imports = names.map((n, i) => `import I${i} from '${ICON_PACKAGE}/${n}';`);
  const entries = names.map((n, i) => `  ${n}: I${i},`);
  return [...imports, `export const MENU_ICONS = {`, ...entries, `};`, ''].join('\n');
}

/**
 * menus.yaml may name any icon of the set (the generator checks the name); bundling the whole set
 * (2,000+ icons in five styles) would cost every console page, so this module imports only the
 * icons the generated menus name. It is rebuilt when `npm run generate` rewrites the menus.
 */
export function menuIcons(options: { root?: string } = {}): Plugin {
  let menusFile = join(options.root ?? process.cwd(), 'src', 'generated', 'menus.ts');
  return {
    name: 'menu-icons',
    // The dependency scanner cannot see into a virtual module: unlisted, the menus' icons were
    // found only when the console first drew its sidebar, and Vite reloaded the page to bundle them.
    config(config) {
      const root = options.root ?? config.root ?? process.cwd();
      const names = menuIconNames(readFileSync(join(root, 'src', 'generated', 'menus.ts'), 'utf8'));
      return { optimizeDeps: { include: names.map((n) => `${ICON_PACKAGE}/${n}`) } };
    },
    configResolved(config) {
      menusFile = join(options.root ?? config.root, 'src', 'generated', 'menus.ts');
    },
    resolveId(id) {
      return id === MENU_ICONS_ID ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      this.addWatchFile(menusFile);
      return menuIconsModule(menuIconNames(readFileSync(menusFile, 'utf8')));
    },
  };
}
