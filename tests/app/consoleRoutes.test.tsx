import { render, screen } from '@testing-library/react';
import type { RouteDef } from '../../src/model/types';
import { MemoryRouter, Routes, useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { consoleRouteElements, consoleRoutes } from '../../src/app/console/appRoutes';
import { ROUTES } from '../../src/generated/routes';

/** A stand-in for every page: names itself and the path parameters it can read. */
function FakePage({ name }: { name: string }) {
  return <p>{`${name} ${JSON.stringify(useParams())}`}</p>;
}
const fakePage = (route: RouteDef) => <FakePage name={route.name} />;

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>{consoleRouteElements(consoleRoutes(ROUTES), fakePage)}</Routes>
    </MemoryRouter>,
  );
}

describe('console routes: one entry per APP route', () => {
  it('registers every APP route with a page and no BLANK route', () => {
    const names = consoleRoutes(ROUTES).map((r) => r.name);
    const app = ROUTES.filter((r) => r.layout === 'APP' && r.page).map((r) => r.name);
    expect(names).toEqual(app);
    for (const blank of ['Login', 'Registration', 'BillingProceed', 'Forbidden', 'NotFound']) {
      expect(names).not.toContain(blank);
    }
  });

  it.each([
    ['/users/7', 'UserData {"userId":"7"}'],
    ['/events/new', 'EventNew {}'],
    ['/events/12', 'EventDetails {"id":"12"}'],
    ['/missions/3', 'MissionDetails {"id":"3"}'],
    ['/dashboard/missions-insights', 'MissionsInsights {}'],
    ['/web3/onboarding', 'Web3Onboarding {}'],
  ])('%s renders %s, with its own path parameters', (path, text) => {
    renderAt(path);
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
