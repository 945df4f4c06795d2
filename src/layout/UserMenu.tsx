import AccountCircle from '@mui/icons-material/AccountCircle';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Logout from '@mui/icons-material/Logout';
import Payments from '@mui/icons-material/Payments';
import RestartAlt from '@mui/icons-material/RestartAlt';
import ToggleOn from '@mui/icons-material/ToggleOn';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { isRouteAvailable } from '../access';
import { getDemoInfo } from '../config/demo';
import { browserNavigation } from '../data/browserNavigation';
import { logOut } from '../session/logOut';
import { useAccountLogin, useOperatorState } from '../operator';
import { ROUTES } from '../generated/routes';
import { COPIED_MS, truncateLogin } from './truncate';
import { DemoFlagsDialog } from './DemoFlagsDialog';

/**
 * §2 user menu: the login (cut at 26 characters, full text in a tooltip, a click copies it), the
 * role label, Billing (not for the super admin), the demo's feature flags and Reset demo data (mock
 * API only), Log out.
 */
export function UserMenu() {
  const translate = useTranslate();
  const state = useOperatorState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu is drawn from its first opening, not with the top bar on every first screen (issue
  // 11: a closed MUI menu still draws its popover and modal); it then stays, to close animated.
  const [opened, setOpened] = useState(false);
  const [copied, setCopied] = useState(false);
  const [flagsOpen, setFlagsOpen] = useState(false);
  const login = useAccountLogin() ?? '';
  const role = state.role ?? '';
  const demo = getDemoInfo();
  const billing = ROUTES.find((r) => r.name === 'Billing');
  const showBilling =
    role !== 'ROLE_SUPER_ADMIN' &&
    !!billing &&
    isRouteAvailable(billing, { role, adminMode: state.adminMode, operatorState: state });

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(login);
      setCopied(true);
    } catch (error) {
      console.error('Could not copy the login', error);
    }
  };

  const reset = async () => {
    setAnchor(null);
    await demo?.reset();
    window.location.reload();
  };

  return (
    <>
      {/* No tooltip here: the menu's first line is the login. A MUI tooltip draws itself again
          right after mounting, on every first screen. */}
      <IconButton
        color="inherit"
        aria-label={translate('shell.userMenu')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => {
          setOpened(true);
          setAnchor(e.currentTarget);
        }}
      >
        <AccountCircle />
      </IconButton>
      {opened && (
        <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
          <Tooltip title={copied ? translate('shell.copied') : login} placement="left">
            <MenuItem onClick={copy} aria-label={`${translate('shell.copyLogin')}: ${login}`}>
              <ListItemIcon>
                <ContentCopy fontSize="small" />
              </ListItemIcon>
              <ListItemText
                primary={copied ? translate('shell.copied') : truncateLogin(login)}
                secondary={role ? translate(`roles.${role}`, { _: role }) : undefined}
              />
            </MenuItem>
          </Tooltip>
          <Divider />
          {showBilling && (
            <MenuItem component={Link} to={billing.path} onClick={() => setAnchor(null)}>
              <ListItemIcon>
                <Payments fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={translate('shell.billing')} />
            </MenuItem>
          )}
          {demo?.setFlag && state.operatorId && (
            <MenuItem
              onClick={() => {
                setAnchor(null);
                setFlagsOpen(true);
              }}
            >
              <ListItemIcon>
                <ToggleOn fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={translate('shell.demoFlags')} />
            </MenuItem>
          )}
          {demo && (
            <MenuItem onClick={reset}>
              <ListItemIcon>
                <RestartAlt fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={translate('shell.resetDemoData')} />
            </MenuItem>
          )}
          <MenuItem onClick={() => logOut(browserNavigation.reloadAt)}>
            <ListItemIcon>
              <Logout fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={translate('shell.logout')} />
          </MenuItem>
        </Menu>
      )}
      {flagsOpen && demo?.setFlag && (
        <DemoFlagsDialog open onClose={() => setFlagsOpen(false)} setFlag={demo.setFlag} />
      )}
    </>
  );
}
