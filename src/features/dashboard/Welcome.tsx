import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { translate } from '../../i18n/translate';

/** /welcome: the moderator's home; §6 lets a moderator open only the Missions and Rewards lists. */
export default function Welcome() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 640 }}>
      <CardContent>
        <Typography component="h2" variant="h5" gutterBottom>
          {translate('pages.welcome.heading')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{translate('pages.welcome.text')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={RouterLink} to="../missions" relative="path" variant="contained">
            {translate('pages.welcome.missions')}
          </Button>
          <Button component={RouterLink} to="../rewards" relative="path" variant="outlined">
            {translate('pages.welcome.rewards')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
