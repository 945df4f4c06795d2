import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormError } from '../../../ui/form/FormError';
import { useSubmit } from '../../../ui/form/useSubmit';
import { translate as t } from '../../../i18n/translate';
import { useLanguages, useSaveLanguages } from '../widgetQueries';

/** §9: the default language is always offered to users, so it cannot be unselected. */
export const DEFAULT_LANGUAGE = 'en';

/** Choose the widget's languages from every language the API knows; saving marks the step done. */
export function LanguagesStep({ onSaved }: { onSaved: () => Promise<void> }) {
  const languages = useLanguages();
  if (!languages) return null;
  return <LanguagesForm all={languages.all} chosen={languages.chosen} onSaved={onSaved} />;
}

interface FormProps {
  readonly all: readonly { readonly code: string; readonly name: string }[];
  readonly chosen: readonly string[];
  readonly onSaved: () => Promise<void>;
}

function LanguagesForm({ all, chosen, onSaved }: FormProps) {
  const [selected, setSelected] = useState<Set<string>>(
    () => new Set([DEFAULT_LANGUAGE, ...chosen]),
  );
  const submit = useSubmit();
  const saveLanguages = useSaveLanguages();

  const toggle = (code: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });

  const save = async () => {
    await submit.run(async () => {
      await saveLanguages.mutateAsync([...selected]);
      await onSaved();
    });
  };

  return (
    <Stack spacing={1}>
      <FormLabel component="legend">{t('pages.basicSetup.languages.label')}</FormLabel>
      <FormGroup row>
        {all.map((language) => (
          <FormControlLabel
            key={language.code}
            control={
              <Checkbox
                checked={selected.has(language.code)}
                disabled={language.code === DEFAULT_LANGUAGE}
                onChange={() => toggle(language.code)}
              />
            }
            label={
              language.code === DEFAULT_LANGUAGE ? (
                <Stack direction="row" spacing={1} alignItems="center" component="span">
                  <span>{language.name}</span>
                  <Chip size="small" label={t('pages.basicSetup.languages.default')} />
                </Stack>
              ) : (
                language.name
              )
            }
          />
        ))}
      </FormGroup>
      <FormError error={submit.error} />
      <div>
        <Button variant="contained" onClick={save} disabled={submit.running}>
          {t('pages.basicSetup.languages.save')}
        </Button>
      </div>
    </Stack>
  );
}
