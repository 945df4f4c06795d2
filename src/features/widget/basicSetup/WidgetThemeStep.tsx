import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormError } from '../../../ui/form/FormError';
import { useSubmit } from '../../../ui/form/useSubmit';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../ui/form/FormTextField';
import { validateWith } from '../../../ui/form/validate';
import type { WidgetTheme } from '../../../data/answers';
import { translate as t } from '../../../i18n/translate';
import { useSaveWidgetTheme, useWidgetTheme } from '../widgetQueries';

type Values = { primaryColor: string; backgroundColor: string; mini: string; original: string };

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const urlRule = validateWith<Values>([{ name: 'url' }]);
const imagesOf = (theme: WidgetTheme): Record<string, unknown> =>
  theme.images && typeof theme.images === 'object' ? (theme.images as Record<string, unknown>) : {};

function toValues(theme: WidgetTheme): Values {
  const images = imagesOf(theme);
  return {
    primaryColor: str(theme.primaryColor),
    backgroundColor: str(theme.backgroundColor),
    mini: str(images.mini),
    original: str(images.original),
  };
}

/** Edit the colours and the logo in its two image sizes (§3: mini, original); keys the page does not know are sent back unchanged. */
export function WidgetThemeStep({ onSaved }: { onSaved: () => Promise<void> }) {
  const loaded = useWidgetTheme();
  // While the theme loads, the same form, empty and disabled: the steps below stay where they
  // are drawn when it fills in (CLS 0). A new form once loaded, for its values.
  return loaded ? (
    <ThemeForm key="loaded" loaded={loaded} onSaved={onSaved} />
  ) : (
    <ThemeForm key="waiting" loaded={{}} onSaved={onSaved} waiting />
  );
}

function ThemeForm({
  loaded,
  onSaved,
  waiting = false,
}: {
  loaded: WidgetTheme;
  onSaved: () => Promise<void>;
  waiting?: boolean;
}) {
  const [theme, setTheme] = useState<WidgetTheme>(loaded);
  const form = useForm<Values>({
    defaultValues: toValues(loaded),
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const submit = useSubmit();
  const saveTheme = useSaveWidgetTheme();

  const save = form.handleSubmit(async ({ primaryColor, backgroundColor, mini, original }) => {
    const next: WidgetTheme = {
      ...theme,
      primaryColor,
      backgroundColor,
      images: { ...imagesOf(theme), mini, original },
    };
    const result = await submit.run(async () => {
      await saveTheme.mutateAsync(next);
      await onSaved();
    });
    if (result.ok) setTheme(next);
  });

  const field = (name: keyof Values, label: string, type: 'text' | 'url' = 'text') => (
    <FormTextField
      control={form.control}
      name={name}
      id={`theme-${name}`}
      type={type}
      label={t(label)}
      validate={type === 'url' ? urlRule : undefined}
      disabled={waiting}
    />
  );
  return (
    <Stack>
      {field('primaryColor', 'pages.basicSetup.theme.primaryColor')}
      {field('backgroundColor', 'pages.basicSetup.theme.backgroundColor')}
      {field('mini', 'pages.basicSetup.theme.logoMini', 'url')}
      {field('original', 'pages.basicSetup.theme.logoOriginal', 'url')}
      <FormError error={submit.error} />
      <div>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={waiting || submit.running}
        >
          {t('pages.basicSetup.theme.save')}
        </Button>
      </div>
    </Stack>
  );
}
