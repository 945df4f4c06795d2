import ArrowBack from '@mui/icons-material/ArrowBack';
import IconButton from '@mui/material/IconButton';
import Box from '@mui/material/Box';
import MuiAppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Suspense, useEffect, type ComponentType } from 'react';
import { HideOnScroll, SidebarToggleButton, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useCurrentRoute } from './currentRoute';
import { useOperatorState } from '../operator';
import { APP } from '../generated/app';
import { backTarget } from './backTarget';
import { showBillingChip, showInvite, showUserBalanceExport, type SlotContext } from '../access';
import { UserMenu } from './UserMenu';
import { EllipsisText } from './EllipsisText';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { WidgetError } from '../ui/PageError';
import { BillingChip, InviteMemberButton, UserBalanceFileButton } from './slotParts';

// The buttons bring dialogs; most users never see them, so each is its own chunk (./slotParts),
// fetched during the start-up only for the slots that will show.

/**
 * Below 1200 px the bar's buttons show their icon only, so the bar keeps one line (and its height)
 * down to a phone. The label stays in the button at size 0: it is still the button's accessible
 * name, and the widgets that bring the buttons need no small-screen variant of their own.
 *
 * No box of its own (`display: contents`): the widgets are the bar's own items, at its end after
 * the spacer. A box there would move whenever its width did, and Lighthouse counts it: the plan
 * chip arriving with billing info (after the page is drawn beneath the loader) would widen it
 * leftwards. Without it a widget that arrives moves nothing (CLS 0): those after it stay at the end.
 */
const COLLAPSE_BUTTONS = (theme: Theme) => ({
  display: 'contents',
  '& > *': { flexShrink: 0 },
  // Doubled: MUI's ButtonBase sets its own margin 0 at the same specificity.
  '&& > * + *': { ml: 0.5 },
  [theme.breakpoints.down('lg')]: {
    '& .MuiButton-root': { fontSize: 0, minWidth: 40, px: 1 },
    '& .MuiButton-startIcon': { m: 0 },
    '& .MuiButton-startIcon > svg:first-of-type': { fontSize: 24 },
  },
});

/** A top-bar widget, fenced: one that crashes or cannot load leaves the bar working. */
function Fenced({ widget: Widget }: { widget: ComponentType }) {
  return (
    <ErrorBoundary fallback={WidgetError}>
      <Widget />
    </ErrorBoundary>
  );
}

/**
 * react-admin's bar's look: a dense toolbar with a 1-unit inset, taller below the md breakpoint,
 * the toggle a little apart from what follows.
 */
const TOOLBAR = (theme: Theme) => ({
  px: 1,
  '& .RaAppBar-menuButton': { marginRight: '0.2em' },
  [theme.breakpoints.down('md')]: { minHeight: theme.spacing(6) },
});

/**
 * The title and the operator's name share what the buttons leave, the title first: each is cut
 * with an ellipsis (the full text on focus, hover and long-press) instead of pushing the buttons
 * off a phone's screen.
 */
const TITLE = { ml: 1, minWidth: 0, flexShrink: 1 } as const;
// Shrinks first (a hundred times the title's share), down to a few letters, then the title does.
const OPERATOR_NAME = { ml: 2, minWidth: '4em', flexShrink: 100 } as const;

/** On a wide screen the title and the operator's name are the bar's own items, side by side. */
const TITLES = { display: 'contents' } as const;

/**
 * On a phone the operator's name goes under the title, each with the whole width the buttons
 * leave: side by side, both were cut to a few letters ("Us…", "Operato…"). The two lines keep
 * to the bar's height.
 */
const TITLES_STACKED = (theme: Theme) => ({
  display: 'contents',
  [theme.breakpoints.down('sm')]: {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    minWidth: 0,
    flex: '0 1 auto',
    ml: 1,
    // Doubled: the title's and the name's own margins are set at the same specificity.
    '&& > *': { ml: 0, minWidth: 0, maxWidth: '100%' },
    '& > h1': { lineHeight: 1.3 },
    '& > :not(h1)': { lineHeight: 1.3, fontSize: theme.typography.caption.fontSize },
  },
});

/**
 * §2 top bar: the sidebar toggle, back arrow, page title, the operator name for the super admin,
 * actions, user menu. It is react-admin's bar (fixed, hidden while scrolling down by react-admin's
 * HideOnScroll, the same classes, react-admin's sidebar toggle).
 */
export function TopBar() {
  const translate = useTranslate();
  const isXSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { route, basename, operatorViewId } = useCurrentRoute();
  const state = useOperatorState();
  const title = translate(route.title, { _: translate(APP.title) });
  const back = backTarget(route, basename, operatorViewId);
  const slots: SlotContext = {
    role: state.role,
    operatorViewId,
    flags: state.flags,
    emailVerified: state.operatorInfo?.emailVerified,
  };

  const operatorName =
    state.role === 'ROLE_SUPER_ADMIN' && operatorViewId && state.operatorInfo?.name
      ? String(state.operatorInfo.name)
      : undefined;

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    // The bar's class goes on HideOnScroll: its Slide gives the bar its own className.
    <HideOnScroll className="RaAppBar-appBar">
      <MuiAppBar color="secondary">
        <Toolbar
          disableGutters
          variant={isXSmall ? 'regular' : 'dense'}
          className="RaAppBar-toolbar"
          sx={TOOLBAR}
        >
          <SidebarToggleButton className="RaAppBar-menuButton" />
          {back && (
            <IconButton
              color="inherit"
              component={Link}
              to={back}
              aria-label={translate('shell.back')}
            >
              <ArrowBack />
            </IconButton>
          )}
          {/* Each page's title is its own: one that moves over when the back arrow comes or
              goes is another page's, not the same heading moving (a layout shift). */}
          <Box sx={operatorName ? TITLES_STACKED : TITLES}>
            <EllipsisText key={title} text={title} component="h1" variant="h6" sx={TITLE} />
            {operatorName && (
              <EllipsisText
                text={`${translate('shell.operator')}: ${operatorName}`}
                variant="body2"
                color="text.secondary"
                sx={OPERATOR_NAME}
              />
            )}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <Box sx={COLLAPSE_BUTTONS}>
            {/* One boundary for all: the bar's widgets show together, the last one's code in,
                rather than one by one, each arrival pushing the others left (CLS 0). */}
            <Suspense fallback={null}>
              {showBillingChip(slots) && <Fenced widget={BillingChip} />}
              {showUserBalanceExport(slots) && <Fenced widget={UserBalanceFileButton} />}
              {showInvite(slots) && <Fenced widget={InviteMemberButton} />}
            </Suspense>
          </Box>
          <UserMenu />
        </Toolbar>
      </MuiAppBar>
    </HideOnScroll>
  );
}
