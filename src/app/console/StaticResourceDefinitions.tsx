import { isValidElement, useMemo, type ReactNode } from 'react';
import {
  Resource,
  ResourceDefinitionContext,
  type ResourceDefinition,
  type ResourceDefinitionContextValue,
  type ResourceProps,
} from 'react-admin';

type Registering = { registerResource(props: ResourceProps): ResourceDefinition };

const ignore = () => undefined;

/**
 * Issue 11: react-admin learns its resources by registering each from an effect, after its first
 * render, then unregisters and registers them all again once its routes have been read from the
 * children, each round drawing the whole console again (~90 ms at start-up). The console's
 * resources are the schema's, fixed at build time: their definitions are given here from the
 * start, the same ones `<Resource>` would register, and the registering is left with nothing to do.
 */
export function StaticResourceDefinitions({
  resources,
  children,
}: {
  readonly resources: readonly ReactNode[];
  readonly children: ReactNode;
}) {
  const value = useMemo<ResourceDefinitionContextValue>(() => {
    const definitions: Record<string, ResourceDefinition> = {};
    for (const child of resources) {
      if (!isValidElement<ResourceProps>(child) || child.type !== Resource) continue;
      const definition = (Resource as unknown as Registering).registerResource(child.props);
      definitions[definition.name] = definition;
    }
    return { definitions, register: ignore, unregister: ignore };
  }, [resources]);
  return (
    <ResourceDefinitionContext.Provider value={value}>
      {children}
    </ResourceDefinitionContext.Provider>
  );
}
