import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { translate as t } from '../../i18n/translate';

/** One figure with its label; a card with a link opens that page. */
export function KpiCard({
  label,
  value,
  to,
}: {
  label: string;
  /** The formatted figure; null while it loads; undefined when the answer has none. */
  value: string | null | undefined;
  to?: string | undefined;
}) {
  const labelId = useId();
  const body: ReactNode = (
    <CardContent>
      <Typography id={labelId} component="h2" variant="body2" color="text.secondary">
        {label}
      </Typography>
      {value === null ? (
        // In the figure's own line (h5's line height, not the card's body text): the card keeps
        // its height when the figure replaces it (CLS 0).
        <Typography variant="h5" component="p" aria-hidden="true">
          <Skeleton variant="text" width="50%" />
        </Typography>
      ) : (
        <Typography
          variant="h5"
          component="p"
          {...(value === undefined ? { 'aria-label': t('dashboards.noValue') } : {})}
        >
          {value ?? '—'}
        </Typography>
      )}
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }} aria-labelledby={labelId} role="group">
      {to ? (
        <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}
