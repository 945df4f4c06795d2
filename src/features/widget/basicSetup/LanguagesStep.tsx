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
  // While they load, the form without its choices, its button disabled, a row of them tall: the
  // steps below stay where they are drawn when the choices come (CLS 0).
  if (!languages)
    return <LanguagesForm key="waiting" all={[]} chosen={[]} onSaved={onSaved} waiting />;
  return (
    <LanguagesForm key="loaded" all={languages.all} chosen={languages.chosen} onSaved={onSaved} />
  );
}

/** A row of checkboxes: a checkbox's 42 px. */
const CHOICES_ROW = { minHeight: 42 } as const;

interface FormProps {
  readonly all: readonly { readonly code: string; readonly name: string }[];
  readonly chosen: readonly string[];
  readonly onSaved: () => Promise<void>;
  /** The choices are on their way. */
  readonly waiting?: boolean;
}

function LanguagesForm({ all, chosen, onSaved, waiting = false }: FormProps) {
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
      <FormGroup row sx={CHOICES_ROW}>
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
                <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center' }}>
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
        <Button variant="contained" onClick={save} disabled={waiting || submit.running}>
          {t('pages.basicSetup.languages.save')}
        </Button>
      </div>
    </Stack>
  );
}
