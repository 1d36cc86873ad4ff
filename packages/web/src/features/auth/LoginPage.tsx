/**
 * /login: the German sign-in widget, or an e-mail action handler when the address carries `mode`.
 * Once the backend has accepted the user (login state loggedin) the page goes on to `signInSuccessUrl`,
 * `continueUrl` or the Speiseplan (successUrl.ts). A signed-in guest stays here to turn the guest access into a real account.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../../platform/hooks';
import AccountAction from './AccountAction';
import AccountCheckFailed from './AccountCheckFailed';
import { isAccountActionMode } from './accountActionTexts';
import { useAuthApi } from './authApiContext';
import { describeAuthError } from './authErrors';
import DelayedProgress from './DelayedProgress';
import { selectAuth } from './authSlice';
import EmailLinkCompletion from './EmailLinkCompletion';
import ResetPasswordAction from './ResetPasswordAction';
import SignInWidget from './SignInWidget';
import { defaultSuccessPath, requestedPath, sameOriginPath } from './successUrl';

export default function LoginPage() {
  const api = useAuthApi();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const auth = useAppSelector(selectAuth);
  const [redirectNotice, setRedirectNotice] = useState<string | undefined>();
  const [held, setHeld] = useState(false);
  // A guest who just chose 'Als Gast fortfahren' goes on into the app; one who comes here later stays to upgrade.
  const [leavingAsGuest, setLeavingAsGuest] = useState(false);
  const holdTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const origin = window.location.origin;
  const mode = params.get('mode');
  const requested = requestedPath(params, origin);
  // Without a named page: the Speiseplan, or the account page to start the onboarding (successUrl.ts).
  const target =
    requested ??
    defaultSuccessPath({
      isNew: auth.isNew,
      kitchenId: auth.user?.kitchenId,
      features: auth.user?.features,
    });
  const continuePath = sameOriginPath(params.get('continueUrl'), origin);

  const holdRedirect = useCallback((milliseconds: number) => {
    clearTimeout(holdTimer.current);
    setHeld(milliseconds > 0);
    if (milliseconds > 0) holdTimer.current = setTimeout(() => setHeld(false), milliseconds);
  }, []);
  useEffect(() => () => clearTimeout(holdTimer.current), []);

  // A Google sign-in that fell back to a redirect ends here; its errors show on the widget.
  useEffect(() => {
    api.completeRedirectSignIn().catch((error: unknown) => {
      const info = describeAuthError(error, 'provider');
      if (info.flow !== 'ignore') setRedirectNotice(info.message);
    });
  }, [api]);

  const actionMode = mode === 'resetPassword' || isAccountActionMode(mode);
  const signedIn = auth.status === 'loggedin' && (!auth.guest || leavingAsGuest);
  // Once per visit of this page: it can stay mounted while the next page's code loads, and a target that
  // changes meanwhile (the kept profile replaced by the checked one) must not pull the person back from a
  // page she has gone on to in the meantime.
  const sentOn = useRef(false);
  useEffect(() => {
    if (!signedIn || actionMode || held || sentOn.current) return;
    sentOn.current = true;
    void navigate(target, { replace: true });
  }, [signedIn, actionMode, held, navigate, target]);

  const content = (() => {
    if (mode === 'resetPassword') {
      return <ResetPasswordAction oobCode={params.get('oobCode')} continuePath={continuePath} />;
    }
    if (isAccountActionMode(mode)) {
      return <AccountAction mode={mode} oobCode={params.get('oobCode')} continuePath={continuePath} />;
    }
    if (mode === 'signIn') return <EmailLinkCompletion href={window.location.href} params={params} />;
    // Signed in at Firebase but not checked: the notice offers retry or sign-out instead of the widget.
    if (auth.error && !held) return null;
    // While the phone flow shows 'Bestätigt' the widget stays, even as the login state moves on.
    if (!held && (auth.status === 'undefined' || auth.status === 'pending' || signedIn)) {
      return <DelayedProgress label="Anmeldung wird geprüft" />;
    }
    return (
      <SignInWidget
        guest={auth.guest}
        successPath={requested ?? undefined}
        holdRedirect={holdRedirect}
        onGuestStarted={() => setLeavingAsGuest(true)}
      />
    );
  })();

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4, px: 2 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', width: '100%', maxWidth: 480 }}>
        <Typography variant="h4" component="h1">
          Login & Registrierung
        </Typography>
        {auth.error ? <AccountCheckFailed message={auth.error} /> : null}
        {redirectNotice ? (
          <Alert severity="error" sx={{ width: '100%' }}>
            {redirectNotice}
          </Alert>
        ) : null}
        {content}
      </Stack>
    </Box>
  );
}
