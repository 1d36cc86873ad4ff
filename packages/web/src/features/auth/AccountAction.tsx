/**
 * Handles the account links Firebase sends (verifyEmail, recoverEmail, verifyAndChangeEmail,
 * revertSecondFactorAddition): checks and applies the code once, then shows success or what went wrong.
 * „Weiter“ follows the link's `continueUrl` (LoginPage); a confirmation asked for on an invitation's page
 * leads back to that invitation, which then joins (features/team/InvitationPage.tsx).
 */
import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { INVITATION_PATH } from '@speiseplaner/shared';
import { useAuthApi } from './authApiContext';
import { describeAuthError } from './authErrors';
import { ACCOUNT_ACTION_TEXTS, type AccountActionMode } from './accountActionTexts';
import ContinueButton from './ContinueButton';
import DelayedProgress from './DelayedProgress';
import WidgetCard from './WidgetCard';

interface Props {
  mode: AccountActionMode;
  oobCode: string | null;
  continuePath: string | null;
}

type Outcome = { state: 'working' } | { state: 'done'; email: string } | { state: 'failed'; detail: string };

export default function AccountAction({ mode, oobCode, continuePath }: Props) {
  const api = useAuthApi();
  const texts = ACCOUNT_ACTION_TEXTS[mode];
  const [outcome, setOutcome] = useState<Outcome>({ state: 'working' });
  const [resetSent, setResetSent] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // An action code works once; StrictMode's second effect run must not spend it again.
    if (started.current) return;
    started.current = true;
    const run = async () => {
      if (!oobCode) throw Object.assign(new Error('missing code'), { code: 'auth/invalid-action-code' });
      const details = await api.checkActionCode(oobCode);
      await api.applyActionCode(oobCode);
      return details.email ?? '';
    };
    run().then(
      (email) => setOutcome({ state: 'done', email }),
      (error) => setOutcome({ state: 'failed', detail: describeAuthError(error, 'action').message }),
    );
  }, [api, oobCode]);

  if (outcome.state === 'working') {
    return (
      <WidgetCard title={texts.working}>
        <DelayedProgress label={texts.working} />
      </WidgetCard>
    );
  }
  if (outcome.state === 'failed') {
    return (
      <WidgetCard title={texts.failureTitle} notice={texts.failureText}>
        <Typography variant="body2">{outcome.detail}</Typography>
        <ContinueButton path="/login" label="Zur Anmeldung" />
      </WidgetCard>
    );
  }
  const toInvitation = mode === 'verifyEmail' && continuePath?.split('?')[0] === INVITATION_PATH;
  return (
    <WidgetCard title={texts.successTitle}>
      <Typography variant="body2">
        {toInvitation
          ? 'Mit „Weiter“ geht es zurück zu Ihrer Einladung.'
          : texts.successText.replace('{email}', outcome.email)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {mode !== 'verifyEmail' && mode !== 'verifyAndChangeEmail' && outcome.email ? (
          <Button
            disabled={resetSent}
            onClick={() =>
              void api.sendPasswordReset(outcome.email).then(
                () => setResetSent(true),
                () => undefined,
              )
            }
          >
            {resetSent ? 'E-Mail zum Zurücksetzen gesendet' : 'Passwort zurücksetzen'}
          </Button>
        ) : null}
        <ContinueButton path={continuePath ?? '/login'} label="Weiter" />
      </Stack>
    </WidgetCard>
  );
}
