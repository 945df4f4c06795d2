// @vitest-environment node
import type { UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config';

const EMOTION_MODULE = '@emotion/use-insertion-effect-with-fallbacks';

type ConfigFn = (env: { command: 'build'; mode: string }) => UserConfig;
const buildAliases = ((viteConfig as unknown as ConfigFn)({ command: 'build', mode: 'production' })
  .resolve?.alias ?? []) as { find: RegExp | string; replacement: string }[];

describe("the production build writes emotion's rules during render", () => {
  it("gives emotion the console's insertion hooks in place of React's insertion effect", () => {
    const emotion = buildAliases.find(
      (a) => typeof a.find !== 'string' && a.find.test(EMOTION_MODULE),
    );
    expect(emotion?.replacement).toMatch(/src[\\/]overrides[\\/]theme[\\/]emotionInsertion\.ts$/);
  });

  it("exports every hook emotion's own module does", async () => {
    const stock = await import(/* @vite-ignore */ EMOTION_MODULE);
    const ours = await import('../../src/overrides/theme/emotionInsertion');
    expect(Object.keys(ours).sort()).toEqual(Object.keys(stock).sort());
  });
});
