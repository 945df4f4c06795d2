import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { translate } from '../../../i18n/translate';
import { embedSnippet } from './embedSnippet';
import { useCopy } from './useCopy';

/** The embed snippet carrying the operator id, with a copy button. */
export function InstallationTab({ operatorId }: { operatorId: string }) {
  const { copied, copy } = useCopy();
  const snippet = embedSnippet(operatorId);
  return (
    <Stack spacing={2}>
      <Typography>{translate('pages.myWidget.installationIntro')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('pages.myWidget.operatorId', { id: operatorId })}
      </Typography>
      <Box
        component="pre"
        sx={{ p: 2, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', m: 0 }}
      >
        <code>{snippet}</code>
      </Box>
      <div>
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copy(snippet)}
        >
          {translate('pages.common.copy')}
        </Button>
        <Typography component="span" role="status" sx={{ ml: 2 }}>
          {copied ? translate('pages.common.copied') : ''}
        </Typography>
      </div>
    </Stack>
  );
}
