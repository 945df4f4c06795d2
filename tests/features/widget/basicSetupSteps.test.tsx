import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import BasicSetup from '../../../src/features/widget/BasicSetup';
import { STEP_PLACE } from '../../../src/features/widget/basicSetup/steps';
import { consolePagesMessagesEn } from '../../../src/i18n/en/consolePages';
import { renderBilling } from '../billing/support';

const STEPS = consolePagesMessagesEn.pages.basicSetup.steps as Record<string, string>;

function draw(role = 'ROLE_ADMIN') {
  renderBilling(<BasicSetup />, {
    role,
    operator: { progress: {}, installedFeatures: new Set(['MODERATION_MISSIONS']) },
  });
}

describe('Basic Setup: a step done elsewhere links there and says what done means', () => {
  it.each(Object.keys(STEP_PLACE))('%s', (step) => {
    draw();
    const card = screen.getByRole('region', { name: STEPS[step] });
    expect(within(card).getByText(STEPS[`${step}DoneWhen`]!)).toBeInTheDocument();
    const place = within(card).getByRole('link', { name: STEPS[`${step}Place`] });
    expect(place.getAttribute('href')).toMatch(/^\/[\w-]+(\?tab=\w+)?$/);
    expect(within(card).getByRole('button', { name: 'Mark as done' })).toBeInTheDocument();
  });
});
