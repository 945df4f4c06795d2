import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { getDemoInfo } from '../../config/demo';
import { translate } from '../../i18n/translate';

/** The demo accounts, on the login page in mock mode only; picking one fills the form. */
export default function DemoAccounts({
  onPick,
}: {
  onPick: (login: string, password: string) => void;
}) {
  const demo = getDemoInfo();
  if (!demo) return null;
  return (
    <section aria-labelledby="demo-accounts-title">
      <Typography id="demo-accounts-title" component="h2" variant="subtitle1" sx={{ mt: 3 }}>
        {translate('login.demoTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('login.demoHint', { password: demo.password })}
      </Typography>
      <List dense>
        {demo.accounts.map((a) => (
          <ListItem key={a.login} disablePadding>
            <ListItemButton onClick={() => onPick(a.login, demo.password)}>
              <ListItemText
                primary={a.login}
                secondary={`${translate(`roles.${a.role}`, { _: a.role })}${a.description ? ` — ${a.description}` : ''}`}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </section>
  );
}
