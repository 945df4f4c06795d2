import { useCallback } from 'react';
import { useRedirect } from 'react-admin';

/**
 * What a record page does when its record cannot be loaded (a 404, a 500): back to the resource's
 * list, and nothing more to say. The HTTP client has already shown §8's toast with the API's own
 * message ("Segment 7 not found"); react-admin's own notice would queue "Element does not exist"
 * behind it, a second, vaguer toast for the same failure. Show and edit pages alike.
 */
export function useRecordLoadFailure(resource: string): () => void {
  const redirect = useRedirect();
  return useCallback(() => redirect('list', resource), [redirect, resource]);
}
