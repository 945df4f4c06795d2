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
 * React-admin learns its resources by registering each from an effect after its first
 * render (then unregistering and registering them all again), each round drawing the whole console
 * again. The console's resources are the schema's, fixed at build time, and its routes are read
 * without that registering (./ConsoleUI): their definitions are given here from the start, the
 * same ones `<Resource>` would register. Nothing registers; should anything try, it changes nothing.
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
