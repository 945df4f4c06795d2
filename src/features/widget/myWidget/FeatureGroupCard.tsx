import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { WidgetFeatureGroup } from '../../../data/apiTypes';
import { translate as t } from '../../../i18n/translate';

interface Props {
  readonly group: WidgetFeatureGroup;
  readonly popular: boolean;
  readonly noCode: boolean;
  /** The feature whose install/uninstall is running, if any: every switch waits for it. */
  readonly busy: boolean;
  readonly onToggle: (feature: string, install: boolean) => void;
}

/** One widget feature group; §4: the group counts as installed when any of its features is. */
export function FeatureGroupCard({ group, popular, noCode, busy, onToggle }: Props) {
  const installed = group.featureGroups.some((f) => f.installed);
  const titleId = `group-${group.groupName}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          alignItems="center"
          flexWrap="wrap"
          useFlexGap
          sx={{ mb: 1 }}
        >
          <Typography component="h2" variant="h6" id={titleId}>
            {t(`features.groups.${group.groupName}`)}
          </Typography>
          {popular && <Chip size="small" color="secondary" label={t('pages.myWidget.popular')} />}
          {noCode && <Chip size="small" variant="outlined" label={t('pages.myWidget.noCode')} />}
          {installed && <Chip size="small" color="primary" label={t('pages.myWidget.installed')} />}
        </Stack>
        <Stack>
          {group.featureGroups.map((feature) => {
            const control = (
              <FormControlLabel
                control={
                  <Switch
                    checked={feature.installed}
                    disabled={feature.locked || busy}
                    onChange={(_, checked) => onToggle(feature.featureFlag, checked)}
                  />
                }
                label={
                  <Stack direction="row" spacing={1} alignItems="center" component="span">
                    <span>{t(`pages.myWidget.features.${feature.featureFlag}`)}</span>
                    {feature.locked && (
                      <Chip size="small" variant="outlined" label={t('pages.myWidget.locked')} />
                    )}
                  </Stack>
                }
              />
            );
            return feature.locked ? (
              <Tooltip key={feature.featureFlag} title={t('pages.myWidget.lockedHint')}>
                <span>{control}</span>
              </Tooltip>
            ) : (
              <span key={feature.featureFlag}>{control}</span>
            );
          })}
        </Stack>
      </CardContent>
    </Card>
  );
}
