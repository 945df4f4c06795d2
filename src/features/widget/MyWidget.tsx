import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useOperatorState } from '../../operator';
import { FEATURES } from '../../generated/features';
import { FormError } from '../../ui/form/FormError';
import { useSubmit } from '../../ui/form/useSubmit';
import { FeatureGroupCard } from './myWidget/FeatureGroupCard';
import { InstallationTab } from './myWidget/InstallationTab';
import { translate as t } from '../../i18n/translate';
import { useTabParam } from '../../renderers/tabs/useTabParam';
import { useToggleFeature } from './widgetQueries';

const TABS = ['overview', 'installation', 'support'] as const;
type TabId = (typeof TABS)[number];

/** /my-widget: install widget features; the operator state reload makes their menu items appear at once. */
export default function MyWidget() {
  const operator = useOperatorState();
  // In the URL like the other tabbed pages: a reload or a shared link opens the same tab.
  const [current, setTab] = useTabParam(TABS);
  const tab: TabId = current ?? 'overview';
  const submit = useSubmit();
  const toggleFeature = useToggleFeature();
  const groups = operator.featureGroups;

  // The mutation reloads the operator's features: the menus follow at once.
  const toggle = (feature: string, install: boolean) =>
    submit.run(() => toggleFeature.mutateAsync({ feature, install }));

  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, value: TabId) => setTab(value)}
        aria-label={t('pages.myWidget.tabs.overview')}
      >
        {TABS.map((id) => (
          <Tab
            key={id}
            value={id}
            id={`tab-${id}`}
            aria-controls={`panel-${id}`}
            label={t(`pages.myWidget.tabs.${id}`)}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} sx={{ pt: 3 }}>
        {tab === 'overview' && (
          <>
            <FormError error={submit.error} />
            <Grid container spacing={2} sx={{ mt: 1 }}>
              {groups.map((group) => {
                const def = FEATURES.groups.find((g) => g.code === group.groupName);
                return (
                  <Grid key={group.groupName} size={{ xs: 12, md: 6, lg: 4 }}>
                    <FeatureGroupCard
                      group={group}
                      popular={def?.popular ?? false}
                      noCode={def?.noCode ?? false}
                      busy={submit.running}
                      onToggle={(feature, install) => void toggle(feature, install)}
                    />
                  </Grid>
                );
              })}
            </Grid>
          </>
        )}
        {tab === 'installation' && <InstallationTab operatorId={operator.operatorId ?? ''} />}
        {tab === 'support' && <Typography>{t('pages.myWidget.supportText')}</Typography>}
      </Box>
    </Box>
  );
}
