import { InsightCards } from './InsightCards';

/** /dashboard/rewards-insights: the rewards figures for a period. */
export default function RewardsInsights() {
  return <InsightCards endpoint="rewardsInsights" />;
}
