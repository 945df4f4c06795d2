import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useText } from '../../i18n/useText';

/** /welcome: the moderator's home; §6 lets a moderator open only the Missions and Rewards lists. */
export default function Welcome() {
  const t = useText();
  return (
    <Card variant="outlined" sx={{ maxWidth: 640 }}>
      <CardContent>
        <Typography component="h2" variant="h5" gutterBottom>
          {t('pages.welcome.heading')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('pages.welcome.text')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={RouterLink} to="../missions" relative="path" variant="contained">
            {t('pages.welcome.missions')}
          </Button>
          <Button component={RouterLink} to="../rewards" relative="path" variant="outlined">
            {t('pages.welcome.rewards')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
