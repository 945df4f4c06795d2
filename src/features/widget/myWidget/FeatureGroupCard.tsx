import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { WidgetFeatureGroup } from '../../../data/answers';
import { translate as t } from '../../../i18n/translate';
import { LockedFeature } from './LockedFeature';

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
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
        >
          <Typography component="h2" variant="h6" id={titleId}>
            {t(`features.groups.${group.groupName}`)}
          </Typography>
          {popular && <Chip size="small" color="secondary" label={t('pages.myWidget.popular')} />}
          {noCode && <Chip size="small" variant="outlined" label={t('pages.myWidget.noCode')} />}
          {installed && <Chip size="small" color="primary" label={t('pages.myWidget.installed')} />}
        </Stack>
        <Stack>
          {group.featureGroups.map((feature) =>
            feature.locked ? (
              <LockedFeature
                key={feature.featureFlag}
                feature={feature.featureFlag}
                installed={feature.installed}
                busy={busy}
                onUninstall={() => onToggle(feature.featureFlag, false)}
              />
            ) : (
              <span key={feature.featureFlag}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={feature.installed}
                      disabled={busy}
                      onChange={(_, checked) => onToggle(feature.featureFlag, checked)}
                    />
                  }
                  label={t(`pages.myWidget.features.${feature.featureFlag}`)}
                />
              </span>
            ),
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
