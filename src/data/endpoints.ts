import { ENDPOINTS, type EndpointName } from '../generated/endpoints';
import type { EndpointDef } from '../model/types';

/**
 * The endpoint catalogue by name (schema/endpoints.yaml). The client (./http) takes definitions;
 * the console names its calls and looks them up here. Kept apart from the client so the login
 * route, which calls only public endpoints (../generated/publicEndpoints), does not download the
 * whole catalogue.
 */

/**
 * A catalogue name (a typo is a type error), or a definition (tests, and calls outside the schema
 * such as absolute URLs).
 */
export type EndpointRef = EndpointName | EndpointDef;

/** True for a name of schema/endpoints.yaml: schema-driven pages hold endpoint names as strings. */
export function isEndpointName(name: string): name is EndpointName {
  return Object.hasOwn(ENDPOINTS, name);
}

export function endpointDef(ref: EndpointRef): EndpointDef {
  if (typeof ref !== 'string') return ref;
  const def = (ENDPOINTS as Readonly<Record<string, EndpointDef>>)[ref];
  if (!def) throw new Error(`Unknown endpoint '${ref}': is it in schema/endpoints.yaml?`);
  return def;
}
