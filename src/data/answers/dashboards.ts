/**
 * The dashboards' figures (docs/api-shapes-dashboards.md). Which keys a page reads is declared in
 * schema/sections/dashboard.yaml, so the renderer is the lenient one: a body that is not an object,
 * or holds none of its keys, shows an empty state. These schemas name the keys for the contract,
 * give a wrong-typed figure as absent ("—"), and pass every other key through for the YAML to read.
 */
import * as v from 'valibot';
import { figure, items, lenientObject, maybe, shape } from './kit';

/** A point a chart cannot use is skipped, not the whole series. */
const points = (x: string, about: string) =>
  items(
    lenientObject(
      shape({ [x]: maybe(v.string(), 'Absent: the point is not drawn.'), count: figure() }),
    ),
    `${about} Absent: the chart shows its empty state.`,
  );

const dashboard = <E extends v.ObjectEntries>(entries: E, about: string) =>
  lenientObject(shape(entries, `${about} Any other body: the page’s empty state.`));

export const summary = dashboard(
  {
    totalUsers: figure('Users at the end of the range.'),
    newUsers: figure('Users who signed up in the range.'),
    activeUsers: figure('Users with activity in the range.'),
    pointsEarned: figure('Points earned in the range.'),
    pointsSpent: figure('Points spent in the range.'),
    revenue: figure('Revenue in the range (USD).'),
    pendingRequests: figure('Requests waiting now.'),
    activityByDay: points('date', 'Activity per day (`date` YYYY-MM-DD).'),
    activityByType: points('type', 'Activity per type.'),
  },
  'The Dashboard page’s figures for `from`–`to`.',
);

export const missionsInsights = dashboard(
  {
    activeMissions: figure('Missions active now.'),
    completions: figure('Completions in the range.'),
    pointsAwarded: figure('Points awarded in the range.'),
    pendingModeration: figure('Completions waiting for moderation now.'),
    approvalRate: figure('Approved completions (percent).'),
    completionsByDay: points('date', 'Completions per day.'),
    byCategory: points('name', 'Completions per category.'),
  },
  'The Missions Insights page’s figures for `from`–`to`.',
);

export const rewardsInsights = dashboard(
  {
    activeRewards: figure('Rewards active now.'),
    claims: figure('Claims in the range.'),
    pointsSpent: figure('Points spent in the range.'),
    pendingModeration: figure('Claims waiting for moderation now.'),
    claimsByDay: points('date', 'Claims per day.'),
    byType: points('name', 'Claims per reward type.'),
  },
  'The Rewards Insights page’s figures for `from`–`to`.',
);

/** A dashboard endpoint a product person adds in YAML: any object, read by its page's keys. */
export const anyDashboard = lenientObject(shape({}));

export const ANSWERS = {
  'dashboard.summary': summary,
  'dashboard.missionsInsights': missionsInsights,
  'dashboard.rewardsInsights': rewardsInsights,
} as const;
