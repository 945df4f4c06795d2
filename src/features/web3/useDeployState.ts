import { useEffect, useState } from 'react';
import { getDeployState, type DeployState } from '../../data/pagesApi';

export type Loaded<T> =
  | { readonly state: 'loading' }
  | { readonly state: 'ready'; readonly value: T }
  | { readonly state: 'failed' };

/** The web3 onboarding state (type, deploy status, contract data) as the API returns it now. */
export function useDeployState(): Loaded<DeployState> {
  const [loaded, setLoaded] = useState<Loaded<DeployState>>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    getDeployState().then(
      (value) => live && setLoaded({ state: 'ready', value: value ?? {} }),
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return loaded;
}
