import type { RawEndpoints } from '../raw.js';
import { checkEndpoint, checkSection } from './checks.js';
import type { Context } from './context.js';

const CRUD_METHODS: Readonly<Record<string, readonly string[]>> = {
  list: ['GET'],
  one: ['GET'],
  create: ['POST'],
  update: ['PUT', 'PATCH'],
  delete: ['DELETE'],
};

/** Declares endpoints by name, and the resources built on them. */
export function endpointsPass(ctx: Context): void {
  const src = ctx.files.endpoints;
  const raw = src.data as RawEndpoints;
  for (const [name, e] of Object.entries(raw.endpoints)) {
    ctx.endpoints[name] = {
      name,
      method: e.method,
      path: e.path,
      ...(e.public ? { public: true } : {}),
      ...(e.silent ? { silent: true } : {}),
      ...(e.list ? { list: true } : {}),
    };
  }
  for (const [name, r] of Object.entries(raw.resources)) {
    const { section, label, ...ops } = r;
    for (const [op, ep] of Object.entries(ops))
      if (ep !== undefined) checkEndpoint(ctx, src, ['resources', name, op], ep, CRUD_METHODS[op]);
    checkSection(ctx, src, ['resources', name, 'section'], section);
    // react-admin reads a resource's name in words under this key ("No %{name} found").
    const labelKey =
      label === undefined
        ? undefined
        : ctx.msgs.add(`resources.${name}.name`, label, src, ['resources', name, 'label']);
    ctx.resources[name] = { name, section, ...(labelKey ? { label: labelKey } : {}), ...ops };
  }
}
