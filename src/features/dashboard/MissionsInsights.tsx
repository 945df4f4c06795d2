import { InsightCards } from './InsightCards';

/** /dashboard/missions-insights: the missions figures for a period. */
export default function MissionsInsights() {
  return <InsightCards endpoint="missionsInsights" />;
}
