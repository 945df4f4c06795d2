import { describe, expect, it } from 'vitest';
import { isTranslationProxyHost, shouldStart } from '../../src/monitoring/host';

describe('§8: error reporting is not started on localhost or a translation-proxy host', () => {
  it.each([
    ['localhost', false, 'the developer machine'],
    ['LOCALHOST', false, 'host names are case-insensitive'],
    ['localhost.', false, 'the fully qualified form'],
    ['localhost:5173', false, 'a host:port'],
    ['console-example-com.translate.goog', false, 'Google Translate website proxy'],
    ['admin-example-com.translate.goog', false, 'the proxy of the admin host'],
    ['translate.googleusercontent.com', false, 'the older Google Translate proxy'],
    ['', false, 'no host at all (file://)'],
    ['console.example.com', true, 'a production host'],
    ['admin.example.com', true, 'the admin-mode host'],
    ['127.0.0.1', true, 'a production build tried locally by IP'],
    ['admin.localhost', true, 'a *.localhost alias is not "localhost"'],
    ['localhost.example.com', true, 'a real host that merely starts with localhost'],
    ['translate.goog.example.com', true, 'a real host that merely contains the proxy name'],
    ['nottranslate.goog', true, 'a suffix match needs the dot'],
  ])('%s → start %s (%s)', (host, expected) => {
    expect(shouldStart(host)).toBe(expected);
  });

  it('knows the translation proxies by suffix only', () => {
    expect(isTranslationProxyHost('a-b-c.translate.goog')).toBe(true);
    expect(isTranslationProxyHost('translate.google.com')).toBe(false);
  });
});
