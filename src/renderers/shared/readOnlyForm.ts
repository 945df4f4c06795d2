import { createContext, useContext } from 'react';
import { canAccess } from '../../access';
import { useOperatorState } from '../../operator';
import { useMay } from './useMay';

/**
 * The permission section of the page being drawn: the route's, or the tab's when a tab names one.
 * A settings form has no resource of its own; whether its role may save is judged on this.
 */
export const PageSectionContext = createContext<string | undefined>(undefined);

/**
 * A form drawn for a role that may only read its section (§6): every input read-only and no Save,
 * so nothing is offered that the API would refuse with a 403.
 */
export const FormReadOnlyContext = createContext(false);

export function useFormReadOnly(): boolean {
  return useContext(FormReadOnlyContext);
}

/** Whether the signed-in role may save a settings form of the page's section. */
export function useMaySaveSettings(): boolean {
  const section = useContext(PageSectionContext);
  const { role } = useOperatorState();
  // A page with no section is open to every role its route lets in, saving included.
  return section === undefined || canAccess(role, 'update', section);
}

/** Whether the signed-in role may save a record of the resource (§6 update on its section). */
export function useMaySaveRecord(resource: string): boolean {
  return useMay('update', resource);
}
