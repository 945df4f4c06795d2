import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_ERROR_TEXTS, renderConfigError } from '../../src/config/configErrorPage';

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function show(field: string | null, problem: string): HTMLElement {
  const root = document.createElement('div');
  root.textContent = 'Loading…';
  document.body.append(root);
  renderConfigError(root, { field, problem });
  return root;
}

describe('the configuration-error page', () => {
  it('names the file, the field and the problem, says what to do, and offers no login', () => {
    const root = show('mockApi', 'It must be true or false (without quotes); it is a string.');
    expect(screen.getByRole('heading', { name: CONFIG_ERROR_TEXTS.title })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('/config.json');
    expect(screen.getByText('mockApi')).toBeInTheDocument();
    expect(screen.getByText(/it is a string/)).toBeInTheDocument();
    expect(screen.getByText(CONFIG_ERROR_TEXTS.fix)).toBeInTheDocument();
    expect(root).not.toHaveTextContent('Loading…');
    expect(root.querySelector('input, form')).toBeNull();
    expect(document.title).toContain(CONFIG_ERROR_TEXTS.title);
  });

  it('a problem with the whole file says so in the field row', () => {
    show(null, 'The server has no such file (HTTP 404).');
    expect(screen.getByText(CONFIG_ERROR_TEXTS.wholeFile)).toBeInTheDocument();
  });

  it('shows what the file said as text, never as markup', () => {
    const root = show('<img src=x onerror=alert(1)>', 'x');
    expect(root.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  });

  it('its button reloads the page, to pick up a fixed file', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    show(null, 'x');
    screen.getByRole('button', { name: CONFIG_ERROR_TEXTS.reload }).click();
    expect(reload).toHaveBeenCalledOnce();
  });
});
