import { render } from '@testing-library/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  useInsertionEffectAlwaysWithSyncFallback,
  useInsertionEffectWithLayoutFallback,
} from '../../src/overrides/theme/emotionInsertion';

describe("emotion's rules are written while a component renders", () => {
  it('before its children render and before the commit, in render order', () => {
    const log: string[] = [];
    function Styled({ name, children }: { name: string; children?: ReactNode }) {
      useInsertionEffectAlwaysWithSyncFallback(() => log.push(`rules of ${name}`));
      log.push(`render ${name}`);
      useLayoutEffect(() => {
        log.push(`commit ${name}`);
      });
      return <>{children}</>;
    }
    render(
      <Styled name="bar">
        <Styled name="title" />
      </Styled>,
    );
    expect(log).toEqual([
      'rules of bar',
      'render bar',
      'rules of title',
      'render title',
      'commit title',
      'commit bar',
    ]);
  });

  it("global styles keep React's insertion effect, in the commit", () => {
    const log: string[] = [];
    function Global() {
      useInsertionEffectWithLayoutFallback(() => {
        log.push('global rules');
      });
      log.push('render');
      return null;
    }
    render(<Global />);
    expect(log).toEqual(['render', 'global rules']);
  });
});
