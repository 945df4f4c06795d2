/**
 * The console's peer: what a bare react-admin list costs, measured by Lighthouse in the same run as the
 * console (tests/bench/lighthouse.ts). react-admin's <Admin> and <ListGuesser> of the stub API's
 * users, signed in by the same URL token, with nothing of the console's.
 */
import { createRoot } from 'react-dom/client';
import { Admin, fetchUtils, ListGuesser, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

declare const PEER_API: string;

const fromUrl = new URLSearchParams(window.location.search).get('token');
if (fromUrl) localStorage.setItem('peer_token', fromUrl);
const token = localStorage.getItem('peer_token') ?? '';

/** The stub API allows the console's request headers only; the range is in the query anyway. */
const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  if (options.headers instanceof Headers) options.headers.delete('Range');
  return fetchUtils.fetchJson(url, {
    ...options,
    user: { authenticated: true, token: `Bearer ${token}` },
  });
};

const dataProvider = simpleRestProvider(`${PEER_API}/api/v1/operator/5`, httpClient);

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider} disableTelemetry>
    <Resource name="users" list={ListGuesser} />
  </Admin>,
);
