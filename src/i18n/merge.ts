export type Catalogue = { readonly [key: string]: string | Catalogue };

/** Deep-merges message catalogues; a later one wins on a clash (feature texts over defaults). */
export function mergeCatalogues(...parts: readonly object[]): Catalogue {
  const out: Record<string, string | Catalogue> = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part)) {
      const prev = out[key];
      out[key] =
        typeof value === 'object' && value !== null && typeof prev === 'object'
          ? mergeCatalogues(prev, value)
          : (value as string | Catalogue);
    }
  }
  return out;
}

/** Looks a dotted key up; undefined when absent or not a leaf. */
export function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Polyglot-style `%{name}` interpolation, so the same strings serve ra-i18n-polyglot. */
export function interpolate(text: string, args?: Readonly<Record<string, unknown>>): string {
  if (!args) return text;
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) =>
    name in args ? String(args[name]) : whole,
  );
}
