import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

/** The package whose icons menus.yaml may name; the console bundles only the ones it names. */
export const ICON_PACKAGE = '@mui/icons-material';

let names: ReadonlySet<string> | undefined;

/** Every icon name of the icon set (one module per icon, e.g. `People`, `PeopleOutlined`). */
export function iconNames(): ReadonlySet<string> {
  if (!names) {
    // The package's exports hide package.json; any icon's module sits in the folder of them all.
    const one = createRequire(import.meta.url).resolve(`${ICON_PACKAGE}/Circle`);
    names = new Set(
      readdirSync(dirname(one))
        .filter((f) => /^[A-Z][A-Za-z0-9]*\.js$/.test(f))
        .map((f) => f.slice(0, -3)),
    );
  }
  return names;
}
