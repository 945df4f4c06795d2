import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { InsightCards } from './InsightCards';
import { translate } from '../../i18n/translate';

/** /dashboard: the summary figures for a period, with the two insight pages one click away. */
export default function Dashboard() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2}>
        <Button component={RouterLink} to="missions-insights" relative="path" variant="outlined">
          {translate('pages.dashboard.missionsInsights')}
        </Button>
        <Button component={RouterLink} to="rewards-insights" relative="path" variant="outlined">
          {translate('pages.dashboard.rewardsInsights')}
        </Button>
      </Stack>
      <InsightCards endpoint="summary" />
    </Stack>
  );
}
