import { describe, expect, it } from 'vitest';
import { configFileFor } from '../../src/config/configFile';
import { parseRuntimeConfig } from '../../src/config/runtimeConfig';

const shipped = { apiUrl: '', mockApi: false, environment: 'prod' };

describe('config.json per way of running the console', () => {
  it.each(['production', 'staging', 'e2e'])(
    'a %s build ships the file as it is: no mock',
    (mode) => {
      expect(configFileFor(mode, shipped)).toEqual(shipped);
    },
  );

  it.each([
    ['development', 'the dev server (npm start)'],
    ['demo', 'the demo build (npm run build:demo)'],
  ])('%s, %s, runs the mock and says so in its environment', (mode) => {
    const file = configFileFor(mode, shipped);
    expect(file).toMatchObject({ mockApi: true, environment: mode });
    expect(parseRuntimeConfig(file).ok).toBe(true);
  });
});
