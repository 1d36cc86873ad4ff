/**
 * The German sign-in widget: provider choice, e-mail and password, sign-up, recovery, e-mail link, phone,
 * Google and guest. It only moves between screens; each screen talks to the AuthApi itself.
 */
import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { useAuthApi } from './authApiContext';
import { describeAuthError } from './authErrors';
import { guestUpgraded } from './authSlice';
import EmailEntry from './EmailEntry';
import { requestEmailLink } from './emailLink';
import EmailLinkSent from './EmailLinkSent';
import PasswordRecovery from './PasswordRecovery';
import PasswordSignIn from './PasswordSignIn';
import PasswordSignUp from './PasswordSignUp';
import { loadPendingCredential } from './pendingStorage';
import PhoneCodeEntry from './PhoneCodeEntry';
import PhoneSignIn from './PhoneSignIn';
import ProviderChoice from './ProviderChoice';
import RecoverySent from './RecoverySent';
import { START_SCREEN, type SignInScreen } from './signInScreens';
import UnauthorisedNotice from './UnauthorisedNotice';
import { useAppDispatch } from '../../platform/hooks';

interface Props {
  guest: boolean;
  /** Where an e-mail link should lead back to after sign-in. */
  /** The page to return to after a sign-in link (none: the sign-in decides, successUrl.ts). */
  successPath?: string;
  /** Keeps the page from redirecting for a moment (the 'Bestätigt' screen of the phone flow). */
  holdRedirect: (milliseconds: number) => void;
  /** The user chose to go on as guest (the page then leaves for the app). */
  onGuestStarted: () => void;
}

export default function SignInWidget({ guest, successPath, holdRedirect, onGuestStarted }: Props) {
  const api = useAuthApi();
  const dispatch = useAppDispatch();
  const [screen, setScreen] = useState<SignInScreen>(START_SCREEN);
  const [busy, setBusy] = useState(false);
  const recaptchaRef = useRef<HTMLDivElement>(null);
  const toStart = () => setScreen(START_SCREEN);

  const runProvider = async (start: () => Promise<void>, upgradesGuest: boolean) => {
    setBusy(true);
    try {
      await start();
      if (upgradesGuest) dispatch(guestUpgraded());
    } catch (error) {
      const info = describeAuthError(error, 'provider');
      if (info.flow === 'federated') {
        const pending = loadPendingCredential();
        setScreen({ name: 'password', email: pending?.email ?? '', notice: info.message });
      } else if (info.flow === 'unauthorised') setScreen({ name: 'unauthorised' });
      else if (info.flow !== 'ignore') setScreen({ name: 'providers', notice: info.message });
    } finally {
      setBusy(false);
    }
  };

  const sendLink = async (email: string) => {
    try {
      await requestEmailLink(api, email, window.location.origin, successPath);
      setScreen({ name: 'linkSent', email });
    } catch (error) {
      setScreen({ name: 'password', email, notice: describeAuthError(error, 'emailLink').message });
    }
  };

  const view = (() => {
    switch (screen.name) {
      case 'providers':
        return (
          <ProviderChoice
            guest={guest}
            busy={busy}
            notice={screen.notice}
            onEmail={() => setScreen({ name: 'email', email: '' })}
            onGoogle={() => void runProvider(() => api.signInWithGoogle(), guest)}
            onPhone={() => setScreen({ name: 'phone' })}
            onGuest={() => {
              onGuestStarted();
              void runProvider(() => api.signInAsGuest(), false);
            }}
          />
        );
      case 'email':
        return (
          <EmailEntry
            initialEmail={screen.email}
            onBack={toStart}
            onSubmit={(email) => setScreen(guest ? { name: 'signUp', email } : { name: 'password', email })}
          />
        );
      case 'password':
        return (
          <PasswordSignIn
            key={`password-${screen.email}-${screen.notice ?? ''}`}
            initialEmail={screen.email}
            initialNotice={screen.notice}
            onBack={toStart}
            onCreateAccount={(email, notice, password) =>
              setScreen({ name: 'signUp', email, notice, password })
            }
            onForgotPassword={(email) => setScreen({ name: 'recover', email })}
            onEmailLink={(email) => void sendLink(email)}
          />
        );
      case 'signUp':
        return (
          <PasswordSignUp
            initialEmail={screen.email}
            initialNotice={screen.notice}
            initialPassword={screen.password}
            guest={guest}
            onBack={toStart}
            onSignIn={(email, notice) => setScreen({ name: 'password', email, notice })}
          />
        );
      case 'recover':
        return (
          <PasswordRecovery
            initialEmail={screen.email}
            onBack={() => setScreen({ name: 'password', email: screen.email })}
            onSent={(email) => setScreen({ name: 'recoverSent', email })}
          />
        );
      case 'recoverSent':
        return (
          <RecoverySent
            email={screen.email}
            onDone={() => setScreen({ name: 'password', email: screen.email })}
          />
        );
      case 'linkSent':
        return (
          <EmailLinkSent
            email={screen.email}
            onBack={() => setScreen({ name: 'password', email: screen.email })}
          />
        );
      case 'phone':
        return (
          <PhoneSignIn
            initialInput={screen.phoneInput ?? ''}
            initialCountry={screen.country}
            notice={screen.notice}
            recaptchaContainer={recaptchaRef}
            onBack={toStart}
            onCodeSent={(phoneNumber, phoneInput, country, confirmation) =>
              setScreen({ name: 'phoneCode', phoneNumber, phoneInput, country, confirmation })
            }
          />
        );
      case 'phoneCode':
        return (
          <PhoneCodeEntry
            phoneNumber={screen.phoneNumber}
            confirmation={screen.confirmation}
            recaptchaContainer={recaptchaRef}
            holdRedirect={holdRedirect}
            onChangeNumber={(notice) =>
              setScreen({ name: 'phone', phoneInput: screen.phoneInput, country: screen.country, notice })
            }
            onResent={(confirmation) => setScreen({ ...screen, confirmation })}
          />
        );
      case 'unauthorised':
        return <UnauthorisedNotice onBack={toStart} />;
    }
  })();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', width: '100%' }}>
      {view}
      {/* The invisible reCAPTCHA of the phone flow needs an element that outlives the phone screens. */}
      <div ref={recaptchaRef} />
    </Box>
  );
}
