import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformHook } from 'vite';
import { SESSION_ATTRIBUTE, staticLoader, staticLoaderHtml } from '../../deploy/staticLoader';

const OPTIONS = {
  label: 'Loading the console',
  color: '#2fbf71',
  noScript: 'This console needs JavaScript.',
};

const transform = (html: string) => {
  const hook = staticLoader(OPTIONS).transformIndexHtml as IndexHtmlTransformHook;
  return hook.call(undefined as never, html, {} as never) as string;
};

describe('the loader index.html draws before any script runs', () => {
  it('sits inside #root, so React’s first commit replaces it', () => {
    document.body.innerHTML = transform('<body><div id="root"></div></body>');
    const root = document.getElementById('root');
    // Its styles too: nothing of it is left once React's first commit has replaced #root's content.
    expect([...(root?.children ?? [])].map((c) => c.tagName)).toEqual(['STYLE', 'DIV']);
    expect(root?.lastElementChild?.getAttribute('role')).toBe('progressbar');
  });

  it('is announced as the start-up loader and covers the page like it', () => {
    document.body.innerHTML = staticLoaderHtml(OPTIONS);
    const loader = document.querySelector<HTMLElement>('[data-static-loader]');
    expect(loader?.getAttribute('aria-label')).toBe('Loading the console');
    expect(loader?.getAttribute('aria-busy')).toBe('true');
    expect(loader?.getAttribute('style')).toMatch(/position:fixed;inset:0/);
    expect(loader?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows only once the boot hints have marked a session: the login route draws its form first', () => {
    document.body.innerHTML = staticLoaderHtml(OPTIONS);
    const loader = document.querySelector<HTMLElement>('[data-static-loader]')!;
    expect(getComputedStyle(loader).display).toBe('none');
    document.documentElement.setAttribute(SESSION_ATTRIBUTE, '');
    expect(getComputedStyle(loader).display).toBe('flex');
    document.documentElement.removeAttribute(SESSION_ATTRIBUTE);
  });

  it('tells a browser without scripts what to do', () => {
    document.body.innerHTML = staticLoaderHtml(OPTIONS);
    expect(document.querySelector('noscript')?.textContent).toContain(OPTIONS.noScript);
  });

  it('writes texts as text, never as markup', () => {
    document.body.innerHTML = staticLoaderHtml({ ...OPTIONS, label: 'Wait "here" <b>now</b>' });
    expect(document.querySelector('[data-static-loader]')?.getAttribute('aria-label')).toBe(
      'Wait "here" <b>now</b>',
    );
    expect(document.querySelector('b')).toBeNull();
  });

  it('fails the build when index.html has no empty #root to fill', () => {
    expect(() => transform('<body><main></main></body>')).toThrow(/<div id="root"><\/div>/);
  });
});
