import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { FormError } from '../../../ui/form/FormError';
import { useSubmit } from '../../../ui/form/useSubmit';
import { rulesFrom } from '../../../ui/form/rules';
import { TextInputField } from '../../../ui/form/TextInputField';
import { useFormState, type FieldRules } from '../../../ui/form/useFormState';
import { getWidgetTheme, putWidgetTheme, type WidgetTheme } from '../../../data/pagesApi';
import { translate } from '../../../i18n/translate';

type Values = { primaryColor: string; backgroundColor: string; mini: string; original: string };

const str = (value: unknown) => (typeof value === 'string' ? value : '');
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
  const [theme, setTheme] = useState<WidgetTheme | null>(null);
  const rules: FieldRules<Values> = {
    mini: rulesFrom([{ name: 'url' }]),
    original: rulesFrom([{ name: 'url' }]),
  };
  const form = useFormState<Values>(
    { primaryColor: '', backgroundColor: '', mini: '', original: '' },
    rules,
  );
  const submit = useSubmit();
  const { reset } = form;

  useEffect(() => {
    let live = true;
    getWidgetTheme().then(
      (loaded) => {
        if (!live) return;
        setTheme(loaded ?? {});
        reset(toValues(loaded ?? {}));
      },
      () => live && setTheme({}),
    );
    return () => {
      live = false;
    };
  }, [reset]);

  const save = async () => {
    if (!theme || !form.validateAll()) return;
    const { primaryColor, backgroundColor, mini, original } = form.values;
    const next: WidgetTheme = {
      ...theme,
      primaryColor,
      backgroundColor,
      images: { ...imagesOf(theme), mini, original },
    };
    const result = await submit.run(async () => {
      await putWidgetTheme(next);
      await onSaved();
    });
    if (result.ok) setTheme(next);
  };

  if (!theme) return null;
  const field = (name: keyof Values, label: string, type: 'text' | 'url' = 'text') => (
    <TextInputField
      name={`theme-${name}`}
      type={type}
      label={translate(label)}
      value={form.values[name]}
      error={form.errors[name]}
      onChange={(v) => form.setValue(name, v)}
      onBlur={() => form.validateField(name)}
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
        <Button variant="contained" onClick={save} disabled={submit.running}>
          {translate('pages.basicSetup.theme.save')}
        </Button>
      </div>
    </Stack>
  );
}
