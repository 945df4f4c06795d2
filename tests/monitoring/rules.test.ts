import type { ErrorEvent, StackFrame } from '@sentry/react';
import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import {
  IGNORED_HTTP_STATUSES,
  IGNORE_ERRORS,
  IGNORE_RULES,
  type IgnoreRule,
  beforeBreadcrumb,
  beforeSend,
  dropReason,
  ignoredBy,
  isDeniedUrl,
  scrubString,
} from '../../src/monitoring/rules';

const APP = 'https://console.example.com';
const BUNDLE = `${APP}/assets/index-Bq3x9.js`;

function event(
  type: string,
  value: string,
  opts: { url?: string | null; frames?: StackFrame[] } = {},
): ErrorEvent {
  const frames = opts.frames ?? [
    { filename: BUNDLE, function: 'dispatchEvent', lineno: 1, colno: 100 },
    { filename: BUNDLE, function: 'onClick', lineno: 1, colno: 200 },
  ];
  return {
    type: undefined,
    exception: { values: [{ type, value, stacktrace: { frames } }] },
    ...(opts.url === null ? {} : { request: { url: opts.url ?? `${APP}/users` } }),
  };
}

/** The §8 rule that ignores an error, judged as Sentry does: on the value, then on "Type: value". */
const ruleFor = (type: string, value: string) => ignoredBy(value) ?? ignoredBy(`${type}: ${value}`);

/**
 * §8's ignore list: for each item, errors as browsers and libraries raise them (must be ignored)
 * and a near miss that is a real bug (must be reported).
 */
const IGNORED: [IgnoreRule, string, string, string, string][] = [
  // rule, type, message ignored, near-miss type, near-miss message
  [
    'requestFailure',
    'AxiosError',
    'Request failed with status code 404',
    'AxiosError',
    'Request failed with status code 409',
  ],
  [
    'requestFailure',
    'AxiosError',
    'Request failed with status code 0',
    'AxiosError',
    'Request failed with status code 504',
  ],
  [
    'requestFailure',
    'AxiosError',
    'Request failed with status code 503',
    'AxiosError',
    'Request failed with status code 5030',
  ],
  [
    'networkError',
    'AxiosError',
    'Network Error',
    'TypeError',
    "Cannot read properties of undefined (reading 'networkId')",
  ],
  [
    'networkError',
    'TypeError',
    'Failed to fetch',
    'Error',
    'Failed to fetch the wallet balance: bad response',
  ],
  [
    'networkError',
    'TypeError',
    'Failed to fetch (api.example.com)',
    'Error',
    'Widget config failed to fetch rewards',
  ],
  [
    'networkError',
    'TypeError',
    'NetworkError when attempting to fetch resource.',
    'Error',
    'Network id 80001 is not supported',
  ],
  [
    'abort',
    'AbortError',
    'signal is aborted without reason',
    'TypeError',
    "Cannot read properties of null (reading 'abort')",
  ],
  [
    'abort',
    'AbortError',
    'The user aborted a request.',
    'Error',
    'Upload aborted by the server: quota exceeded',
  ],
  ['abort', 'Error', 'Request aborted', 'Error', 'Request aborted twice: state corrupted'],
  ['abort', 'CanceledError', 'canceled', 'Error', 'canceled'],
  [
    'notAllowed',
    'NotAllowedError',
    "Failed to execute 'writeText' on 'Clipboard': Write permission denied.",
    'Error',
    'Role not allowed: ROLE_SUPPORT',
  ],
  [
    'redundantNavigation',
    'NavigationDuplicated',
    'Avoided redundant navigation to current location: "/users".',
    'Error',
    'Navigation to "/users" failed: no route',
  ],
  [
    'guardRedirectOrCancel',
    'Error',
    'Redirected when going from "/login" to "/my-widget" via a navigation guard.',
    'Error',
    'Redirected too many times from "/login"',
  ],
  [
    'guardRedirectOrCancel',
    'Error',
    'Navigation cancelled from "/users" to "/events" with a new navigation.',
    'Error',
    'Navigation cancelled: the form has unsaved changes',
  ],
  [
    'guardRedirectOrCancel',
    'Error',
    'Navigation aborted from "/users" to "/billing" via a navigation guard.',
    'Error',
    'Guard threw while checking "/billing"',
  ],
  [
    'timeout',
    'AxiosError',
    'timeout of 60000ms exceeded',
    'ReferenceError',
    'setTimeout is not defined',
  ],
  [
    'timeout',
    'TimeoutError',
    'signal timed out',
    'Error',
    'Session timeout must be a positive number',
  ],
  [
    'timeout',
    'HttpError',
    'Request timed out',
    'Error',
    'Request timed out waiting for the wallet: retry limit 3 reached',
  ],
  [
    'chunkLoad',
    'ChunkLoadError',
    'Loading chunk 42 failed.\n(error: https://console.example.com/42.js)',
    'Error',
    'Chunk size must be a positive number',
  ],
  [
    'chunkLoad',
    'TypeError',
    'Failed to fetch dynamically imported module: https://console.example.com/assets/Users-Bx1.js',
    'TypeError',
    'module.default is not a function',
  ],
  [
    'chunkLoad',
    'TypeError',
    'error loading dynamically imported module: https://console.example.com/assets/Users-Bx1.js',
    'Error',
    'error loading the widget preview',
  ],
  [
    'cssChunkLoad',
    'Error',
    'Loading CSS chunk 7 failed.\n(https://console.example.com/7.css)',
    'Error',
    'Invalid CSS value for chunk padding',
  ],
  [
    'cssChunkLoad',
    'Error',
    'Unable to preload CSS for /assets/index-abc.css',
    'Error',
    'Unable to parse CSS colour "#zz"',
  ],
  [
    'moduleScriptImport',
    'TypeError',
    'Importing a module script failed.',
    'SyntaxError',
    'Cannot use import statement outside a module',
  ],
  ['loadFailed', 'TypeError', 'Load failed', 'Error', 'Load failed for widget configuration 12'],
  [
    'localStorageRead',
    'SecurityError',
    "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
    'QuotaExceededError',
    "Failed to execute 'setItem' on 'Storage': Setting the value of 'demo' exceeded the quota.",
  ],
  [
    'mediaPlayInterrupted',
    'AbortError',
    'The play() request was interrupted by a call to pause(). https://goo.gl/LdLk22',
    'TypeError',
    'video.play is not a function',
  ],
  [
    'mediaPlayInterrupted',
    'AbortError',
    'The play() request was interrupted by a new load request.',
    'Error',
    'The player was interrupted by a render error',
  ],
  [
    'fullscreenDenied',
    'TypeError',
    "Failed to execute 'requestFullscreen' on 'Element': API can only be initiated by a user gesture.",
    'TypeError',
    'element.requestFullscreen is not a function',
  ],
  [
    'fullscreenDenied',
    'Error',
    'Request for fullscreen was denied because Element.requestFullscreen() was not called from inside a short running user-generated event handler.',
    'Error',
    'Fullscreen preview has no widget',
  ],
  [
    'crossOriginFrame',
    'SecurityError',
    'Blocked a frame with origin "https://console.example.com" from accessing a cross-origin frame.',
    'Error',
    'Blocked by the operator: frame widget disabled',
  ],
  [
    'crossOriginFrame',
    'Error',
    'Permission denied to access property "document" on cross-origin object',
    'Error',
    'Permission denied: ROLE_SUPPORT may not edit missions',
  ],
  [
    'nonErrorRejection',
    'UnhandledRejection',
    'Non-Error promise rejection captured with value: undefined',
    'Error',
    'Promise rejected: wallet not connected',
  ],
  [
    'nonErrorRejection',
    'Error',
    'Object captured as promise rejection with keys: code, message',
    'Error',
    'Object has no keys: code, message',
  ],
];

describe('§8 ignore list', () => {
  it.each(IGNORED)(
    '%s: "%s: %s" is ignored, and "%s: %s" is reported',
    (rule, type, message, nearType, nearMessage) => {
      expect(ruleFor(type, message)).toBe(rule);
      expect(beforeSend(event(type, message))).toBeNull();

      expect(ruleFor(nearType, nearMessage)).toBeNull();
      expect(beforeSend(event(nearType, nearMessage))).not.toBeNull();
    },
  );

  it('has a row for every rule, and Sentry gets exactly the patterns beforeSend applies', () => {
    expect(new Set(IGNORED.map(([rule]) => rule))).toEqual(new Set(Object.keys(IGNORE_RULES)));
    expect(IGNORE_ERRORS).toEqual(Object.values(IGNORE_RULES).flat());
  });

  it('a top-level message (captureMessage) is matched too', () => {
    expect(
      beforeSend({ type: undefined, message: 'Network Error', request: { url: `${APP}/` } }),
    ).toBeNull();
  });
});

describe('§8 request failures: the API client’s HttpError by status', () => {
  const failure = (status: number, message = 'Something went wrong') =>
    dropReason(event('HttpError', message), {
      originalException: new HttpError(message, status, null),
    });

  it.each(IGNORED_HTTP_STATUSES.map((s) => [s]))('status %i is ignored', (status) => {
    expect(failure(status)).toBe('requestFailure');
  });

  it.each([[409], [422], [429], [504]])('status %i is reported', (status) => {
    expect(failure(status)).toBeNull();
  });

  it('lists exactly the statuses of §8', () => {
    expect(IGNORED_HTTP_STATUSES).toEqual([0, 400, 401, 403, 404, 500, 501, 502, 503]);
  });
});

describe('§8: events raised on localhost, or whose first stack frame is anonymous, are dropped', () => {
  it.each([
    ['http://localhost:5173/users', 'localhost'],
    ['http://localhost/', 'localhost'],
    ['https://console.example.com/users', null],
    ['http://127.0.0.1:4617/users', null],
    ['http://admin.localhost:5173/operators', null],
  ])('page %s → %s', (url, reason) => {
    expect(dropReason(event('TypeError', 'x is undefined', { url }))).toBe(reason);
  });

  it('without a page URL, judges by the file the error was thrown in', () => {
    const local = [{ filename: 'http://localhost:5173/src/app/App.tsx', function: 'App' }];
    expect(dropReason(event('TypeError', 'x is undefined', { url: null, frames: local }))).toBe(
      'localhost',
    );
    const prod = [{ filename: BUNDLE, function: 'App' }];
    expect(
      dropReason(event('TypeError', 'x is undefined', { url: null, frames: prod })),
    ).toBeNull();
  });

  it.each<[string, StackFrame[], string | null]>([
    [
      'an eval or injected script starts the chain',
      [
        { filename: '<anonymous>', function: '?' },
        { filename: BUNDLE, function: 'onClick' },
      ],
      'anonymous first frame',
    ],
    [
      'only the outermost frame counts (Array.map is native)',
      [
        { filename: BUNDLE, function: 'render' },
        { filename: '<anonymous>', function: 'Array.map' },
        { filename: BUNDLE, function: 'row' },
      ],
      null,
    ],
    [
      'our bundle from start to end',
      [
        { filename: BUNDLE, function: 'a' },
        { filename: BUNDLE, function: 'b' },
      ],
      null,
    ],
  ])('%s', (_, frames, reason) => {
    expect(dropReason(event('TypeError', 'x is undefined', { frames }))).toBe(reason);
  });
});

describe('§8: events from browser-extension URLs are denied', () => {
  it.each([
    ['chrome-extension://nkbihfbeogaeaoehlefnkodbefgpgknn/inpage.js', true],
    ['moz-extension://2d4a1c3e-0000-4c1b-9f00-5e0e8e0e0e0e/content.js', true],
    ['safari-web-extension://E1B2C3D4/content.js', true],
    ['safari-extension://com.example.ext-0000/start.js', true],
    ['ms-browser-extension://ext/content.js', true],
    ['https://console.example.com/assets/extension-settings.js', false],
    ['https://console.example.com/assets/index-Bq3x9.js', false],
  ])('%s → denied %s', (url, denied) => {
    expect(isDeniedUrl(url)).toBe(denied);
    const frames = [
      { filename: BUNDLE, function: 'a' },
      { filename: url, function: 'b' },
    ];
    expect(
      dropReason(event('TypeError', 'x is undefined', { frames })) === 'browser extension',
    ).toBe(denied);
  });
});

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZF9vcGVyYXRvciI6NSwicm9sZSI6IlJPTEVfQURNSU4ifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

describe('scrubbing: tokens, e-mails and Authorization never leave the browser', () => {
  it.each([
    [`token ${JWT} expired`, 'token [Filtered] expired'],
    [`Authorization: Bearer ${JWT}`, 'Authorization: Bearer [Filtered]'],
    ['Bearer abc.def-ghi', 'Bearer [Filtered]'],
    [
      `localStorage {"auth_token":"${JWT}","lang":"en"}`,
      'localStorage {"auth_token":"[Filtered]","lang":"en"}',
    ],
    ['auth_token=opaque-value-123; lang=en', 'auth_token=[Filtered]; lang=en'],
    [
      'https://console.example.com/change-password?token=r3c0very&lang=en',
      'https://console.example.com/change-password?token=[Filtered]&lang=en',
    ],
    [
      '/account-verify?email=x&recoveryToken=abc#top',
      '/account-verify?email=x&recoveryToken=[Filtered]#top',
    ],
    ['Invite failed for jane.doe+test@novagames.demo', 'Invite failed for [email]'],
    ['/users?q=jane.doe%40novagames.demo', '/users?q=[email]'],
    [
      'No secret in here: status 500 on /api/v1/operator/5/info',
      'No secret in here: status 500 on /api/v1/operator/5/info',
    ],
    ['token=r3c0very&lang=en', 'token=[Filtered]&lang=en'],
    ['tokenomics page', 'tokenomics page'],
  ])('%s → %s', (input, output) => {
    expect(scrubString(input)).toBe(output);
  });

  it('scrubs the whole event: message, exception, request, breadcrumbs, extra, user', () => {
    const raw: ErrorEvent = {
      ...event('Error', `Login failed for jane@novagames.demo with ${JWT}`, {
        url: `${APP}/change-password?token=r3c0very`,
      }),
      message: `boom for jane@novagames.demo`,
      request: {
        url: `${APP}/change-password?token=r3c0very`,
        headers: {
          Authorization: `Bearer ${JWT}`,
          Referer: `${APP}/login?token=${JWT}`,
          'User-Agent': 'Chromium',
        },
        query_string: 'token=r3c0very',
      },
      breadcrumbs: [
        {
          category: 'fetch',
          data: { method: 'GET', url: `${APP}/api/v1/verify?token=abc123`, status_code: 200 },
        },
        { category: 'console', message: 'Invited bob@pixelbank.demo' },
        { category: 'storage', data: { auth_token: JWT } },
      ],
      extra: { auth_token: 'opaque', headers: { authorization: 'Basic dXNlcjpwYXNz' } },
      user: { id: '42', email: 'jane@novagames.demo', ip_address: '203.0.113.9' },
    };
    const sent = beforeSend(raw);
    const text = JSON.stringify(sent);
    for (const secret of [
      JWT,
      'r3c0very',
      'abc123',
      'jane@',
      'bob@',
      'opaque',
      'dXNlcjpwYXNz',
      '203.0.113.9',
    ]) {
      expect(text).not.toContain(secret);
    }
    // What the report is for stays: the page, the call, the error type, the user's id.
    expect(sent?.request?.url).toBe(`${APP}/change-password?token=[Filtered]`);
    expect(sent?.request?.headers?.Authorization).toBe('[Filtered]');
    expect(sent?.request?.headers?.['User-Agent']).toBe('Chromium');
    expect(sent?.breadcrumbs?.[0]?.data?.url).toBe(`${APP}/api/v1/verify?token=[Filtered]`);
    expect(sent?.exception?.values?.[0]?.type).toBe('Error');
    expect(sent?.user).toEqual({ id: '42' });
    // The input is left as it was (Sentry may still hold it).
    expect(raw.request?.headers?.Authorization).toBe(`Bearer ${JWT}`);
  });

  it('scrubs breadcrumbs as they are recorded', () => {
    expect(
      beforeBreadcrumb({
        category: 'xhr',
        message: `POST as ann@novagames.demo`,
        data: { url: '/api/v1/auth/login?token=t0k', Authorization: `Bearer ${JWT}` },
      }),
    ).toEqual({
      category: 'xhr',
      message: 'POST as [email]',
      data: { url: '/api/v1/auth/login?token=[Filtered]', Authorization: '[Filtered]' },
    });
  });
});
