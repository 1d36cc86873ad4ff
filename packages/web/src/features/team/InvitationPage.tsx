/**
 * /einladung?kueche=…&token=… — the link of an invitation mail (docs/product.md, "Teams"). Signed out (or
 * as a guest) it explains the invitation and leads to sign-in or sign-up, coming back here with the same
 * link; an account created on that way gets no kitchen of its own (features/auth/invitationSignIn.ts).
 * Signed in it sends team/accept once and shows the outcome: joined (the app now works in that kitchen) or
 * the backend's German refusal. Refused for an unconfirmed address (a password sign-up), it sends the
 * confirmation mail on request, whose link leads back to this page; coming back, or with „Erneut versuchen“,
 * the saga fetches a fresh ID token before team/accept, so the backend sees the confirmed address. A person
 * without a name (an e-mail-link sign-in brings none) is asked for one first, so the team list shows it
 * instead of the address.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ACCEPT_TEXTS,
  IdSchema,
  InvitationTokenSchema,
  JoinNameSchema,
  MAX_NAME_LENGTH,
  ROLE_LABELS,
} from '@speiseplaner/shared';
import PageTitle from '../../components/PageTitle';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import StoreAreasGate from '../../platform/StoreAreasGate';
import ConfirmAddress from '../auth/ConfirmAddress';
import { selectAuth } from '../auth/authSlice';
import { teamAreas } from './teamAreas';
import { acceptSubmitted, useTeamSelector } from './teamSlice';

const INCOMPLETE_LINK = InvitationTokenSchema.safeParse('').error?.issues[0]?.message ?? '';

/** The link's kitchen and token, or the German message why the link cannot work. */
function linkOf(params: URLSearchParams): { kitchenId: string; token: string } | { error: string } {
  const kitchenId = IdSchema.safeParse(params.get('kueche') ?? '');
  const token = InvitationTokenSchema.safeParse(params.get('token') ?? '');
  if (!kitchenId.success) return { error: INCOMPLETE_LINK };
  if (!token.success) return { error: token.error.issues[0]?.message ?? INCOMPLETE_LINK };
  return { kitchenId: kitchenId.data, token: token.data };
}

function SignInFirst() {
  const { pathname, search } = useLocation();
  const back = encodeURIComponent(`${pathname}${search}`);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>
        Sie wurden in eine Küche im Speiseplaner eingeladen. Dort planen Sie gemeinsam mit den anderen
        Mitgliedern Speisepläne, Rezepte und Einkaufslisten, jede Person mit ihrem eigenen Zugang.
      </Typography>
      <Typography>
        Melden Sie sich mit der E-Mail-Adresse an, an die die Einladung ging. Haben Sie noch kein Konto,
        registrieren Sie sich mit dieser Adresse; danach geht es hier weiter. Der Link gilt 7 Tage.
      </Typography>
      <Button variant="contained" component={RouterLink} to={`/login?signInSuccessUrl=${back}`}>
        Anmelden oder registrieren
      </Button>
    </Stack>
  );
}

/** Asks a person without a name for one before joining: the team sees it instead of the address. */
function JoinName({ onJoin }: { onJoin: (name: string) => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = JoinNameSchema.safeParse(name);
    if (checked.success) onJoin(checked.data);
    else setError(checked.error.issues[0]?.message);
  };
  return (
    <Stack component="form" noValidate spacing={2} sx={{ alignItems: 'flex-start' }} onSubmit={submit}>
      <Typography>
        Wie sollen die anderen im Team Sie sehen? Ihr Name steht in der Mitgliederliste der Küche.
      </Typography>
      <TextField
        label="Ihr Name"
        value={name}
        autoFocus
        required
        autoComplete="name"
        error={error !== undefined}
        helperText={error}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
        slotProps={{ htmlInput: { maxLength: MAX_NAME_LENGTH } }}
        sx={{ width: '100%', maxWidth: 420 }}
      />
      <Button type="submit" variant="contained" sx={{ minHeight: 40 }}>
        Einladung annehmen
      </Button>
    </Stack>
  );
}

function Accepting({ kitchenId, token }: { kitchenId: string; token: string }) {
  const dispatch = useAppDispatch();
  const { user, accountEmail } = useAppSelector(selectAuth);
  const accept = useTeamSelector((state) => state.team.accept);
  const sentFor = useTeamSelector((state) => state.team.acceptToken);
  const sentName = useTeamSelector((state) => state.team.acceptName);
  const nameless = !user?.nickName.trim();
  const named = sentName ? { name: sentName } : {};

  // Once per link: the page may mount again (the frame follows the joined kitchen), and a used link
  // would then be refused. Two mounts at once (React's strict mode) meet the saga's takeLeading. A person
  // without a name sends it with their name (JoinName).
  useEffect(() => {
    if (sentFor !== token && !nameless) dispatch(acceptSubmitted({ kitchenId, token }));
  }, [dispatch, kitchenId, token, sentFor, nameless]);

  if (sentFor !== token && nameless)
    return <JoinName onJoin={(name) => dispatch(acceptSubmitted({ kitchenId, token, name }))} />;

  if (accept.status === 'joined')
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="success">
          Sie gehören jetzt zur Küche „{accept.kitchenName}“ als {ROLE_LABELS[accept.role]}.
        </Alert>
        <Button variant="contained" component={RouterLink} to="/app/plan">
          Zum Speiseplan
        </Button>
      </Stack>
    );
  if (accept.status === 'failed') {
    // The backend keeps an address only once it is confirmed; the refusal itself says what to do.
    const address = accountEmail ?? user?.email;
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error">{accept.message}</Alert>
        {address ? (
          <Typography>
            Sie sind angemeldet als {address}
            {user?.email ? '' : ' (Adresse noch nicht bestätigt)'}.
          </Typography>
        ) : null}
        {accept.message === ACCEPT_TEXTS.unconfirmed ? <ConfirmAddress address={address} /> : null}
        <Stack direction="row" spacing={2}>
          <Button
            variant="outlined"
            onClick={() => dispatch(acceptSubmitted({ kitchenId, token, ...named }))}
          >
            Erneut versuchen
          </Button>
          <Button component={RouterLink} to="/app">
            Zum Planer
          </Button>
        </Stack>
      </Stack>
    );
  }
  return <CircularProgress aria-label="Einladung wird angenommen" />;
}

function Invitation() {
  const [params] = useSearchParams();
  const auth = useAppSelector(selectAuth);
  const link = linkOf(params);
  const content = (() => {
    if ('error' in link) return <Alert severity="error">{link.error}</Alert>;
    if (auth.status === 'undefined' || auth.status === 'pending')
      return <CircularProgress aria-label="Anmeldung wird geprüft" />;
    if (auth.status !== 'loggedin' || auth.guest || !auth.user) return <SignInFirst />;
    return <Accepting kitchenId={link.kitchenId} token={link.token} />;
  })();
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <PageTitle title="Einladung annehmen" />
      <Typography variant="h1">Einladung annehmen</Typography>
      {content}
    </Stack>
  );
}

export default function InvitationPage() {
  return (
    <StoreAreasGate areas={teamAreas}>
      <Invitation />
    </StoreAreasGate>
  );
}
