import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { translate as t } from '../../i18n/translate';
import { SETUP_ACTION_TARGET, type SetupAction } from './deployStatus';

/** The web3 setup's next step as a button, in the words of where the setup is (§4). */
export function SetupActionButton({ action }: { action: SetupAction }) {
  return (
    <div>
      <Button
        component={RouterLink}
        to={SETUP_ACTION_TARGET[action]}
        relative="path"
        variant="contained"
      >
        {t(`web3.setup.${action}`)}
      </Button>
    </div>
  );
}
