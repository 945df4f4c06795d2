// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NGINX_TEMPLATE, renderNginxConf } from '../../deploy/renderNginxConf';

const template = readFileSync(NGINX_TEMPLATE, 'utf8');

describe('deploy/nginx.conf rendering', () => {
  it('fills every placeholder and leaves nginx variables alone', () => {
    const conf = renderNginxConf(template, {
      LISTEN: '8080',
      ROOT: '/srv/console',
      API_ORIGIN: 'https://api.example.com',
      SENTRY_ORIGIN: 'https://o1.ingest.sentry.io',
    });
    expect(conf).not.toMatch(/\$\{[A-Z_]+\}/);
    expect(conf).toContain('listen 8080;');
    expect(conf).toContain('root /srv/console;');
    expect(conf).toContain('try_files $uri /index.html;');
    expect(conf).toContain(
      "connect-src 'self' https://api.example.com https://polygon.drpc.org https://o1.ingest.sentry.io;",
    );
  });

  it('with no API or Sentry origin, connect-src is self and the RPC only', () => {
    expect(renderNginxConf(template)).toContain("connect-src 'self' https://polygon.drpc.org;");
  });

  it.each([
    ['a path', 'https://api.example.com/v1'],
    ['a wildcard', 'https://*'],
    ['a CSP keyword', "'unsafe-inline'"],
    ['a directive smuggled in', 'https://a.example.com; script-src *'],
  ])('refuses %s as an origin', (_, value) => {
    expect(() => renderNginxConf(template, { API_ORIGIN: value })).toThrow(/is not an origin/);
  });

  it('refuses a placeholder it does not know', () => {
    expect(() => renderNginxConf('listen ${PORT};')).toThrow(/unknown placeholder \$\{PORT\}/);
  });
});
