import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { operatorFetchers } from './fetchers';
import { deriveState } from './deriveState';
import {
  billingEnabled,
  loadOperatorData,
  web3Installed,
  type OperatorFetchers,
} from './loadOperatorData';
import type { OperatorData, OperatorState, ReloadPart } from './types';

const EMPTY: OperatorData = {
  login: null,
  operatorInfo: null,
  tokenInfo: null,
  flags: null,
  progress: null,
  featureGroups: null,
  billingInfo: null,
  web3Status: null,
};

export const OperatorStateContext = createContext<OperatorState | null>(null);

interface Props {
  /** The operator in view; null: nothing to load (logged out, or the super admin's own pages). */
  readonly operatorId: string | null;
  readonly role: string | null;
  readonly adminMode: boolean;
  readonly canReadBilling: boolean;
  /** The start-up calls; tests give their own to observe order and concurrency. */
  readonly fetchers?: OperatorFetchers;
  readonly children: ReactNode;
}

const orNull = <T,>(p: Promise<T>): Promise<T | null> => p.catch(() => null);

/** Loads the operator in view (§2 start-up loads) and lets pages refresh a part after a change. */
export function OperatorStateProvider({
  operatorId,
  role,
  adminMode,
  canReadBilling,
  fetchers: f = operatorFetchers,
  children,
}: Props) {
  const [loaded, setLoaded] = useState<{ key: string | null; data: OperatorData }>({
    key: null,
    data: EMPTY,
  });
  const key = operatorId ? `${operatorId}:${role}` : null;

  useEffect(() => {
    if (!key) return;
    let live = true;
    void loadOperatorData(f, { canReadBilling }).then((data) => {
      if (live) setLoaded({ key, data });
    });
    return () => {
      live = false;
    };
  }, [key, canReadBilling, f]);

  const patch = useCallback((part: Partial<OperatorData>) => {
    setLoaded((prev) => ({ ...prev, data: { ...prev.data, ...part } }));
  }, []);

  const reload = useCallback(
    async (part: ReloadPart): Promise<void> => {
      if (part === 'all') {
        const data = await loadOperatorData(f, { canReadBilling });
        setLoaded({ key, data });
        return;
      }
      switch (part) {
        case 'account': {
          const v = (await orNull(f.accountInfo())) as { login?: string } | null;
          return patch({ login: v?.login ?? null });
        }
        case 'operator':
          return patch({
            operatorInfo: (await orNull(f.operatorInfo())) as OperatorData['operatorInfo'],
          });
        case 'token':
          return patch({ tokenInfo: (await orNull(f.tokenInfo())) as OperatorData['tokenInfo'] });
        case 'progress':
          return patch({ progress: (await orNull(f.progress())) as OperatorData['progress'] });
        case 'billing':
          return patch({
            billingInfo: (await orNull(f.billingInfo())) as OperatorData['billingInfo'],
          });
        case 'web3': {
          const v = (await orNull(f.web3State())) as { status?: string } | null;
          return patch({ web3Status: v?.status ?? null });
        }
        case 'flags': {
          const flags = (await orNull(f.flags())) as OperatorData['flags'];
          const billingInfo =
            canReadBilling && billingEnabled(flags)
              ? ((await orNull(f.billingInfo())) as OperatorData['billingInfo'])
              : null;
          return patch({ flags, billingInfo });
        }
        case 'features': {
          const featureGroups = (await orNull(f.features())) as OperatorData['featureGroups'];
          // §4: web3 state is loaded when the web3 group becomes installed.
          const web3 = web3Installed(featureGroups)
            ? ((await orNull(f.web3State())) as { status?: string } | null)
            : null;
          return patch({ featureGroups, web3Status: web3?.status ?? null });
        }
      }
    },
    [canReadBilling, f, key, patch],
  );

  const value = useMemo<OperatorState>(() => {
    const ready = !key || loaded.key === key;
    const data = ready && key ? loaded.data : EMPTY;
    return {
      status: ready ? 'ready' : 'loading',
      operatorId,
      role,
      adminMode,
      login: data.login,
      operatorInfo: data.operatorInfo,
      tokenInfo: data.tokenInfo,
      featureGroups: data.featureGroups ?? [],
      progress: data.progress,
      billingInfo: data.billingInfo,
      web3Status: data.web3Status,
      ...deriveState(data),
      reload,
    };
  }, [adminMode, key, loaded, operatorId, reload, role]);

  return <OperatorStateContext.Provider value={value}>{children}</OperatorStateContext.Provider>;
}
