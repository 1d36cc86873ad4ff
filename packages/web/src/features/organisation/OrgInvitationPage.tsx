/**
 * /traeger-einladung?traeger=…&token=… — the link of a kitchen invitation mail (docs/product.md, "Träger").
 * Signed out it explains the invitation and leads to sign-in, coming back here. Signed in it shows who
 * invites (org/invitation), and a Küchenleitung accepts it for the kitchen she is working in, named on the
 * button (org/accept). Everyone else reads why not: not a Küchenleitung of the current kitchen, or the
 * kitchen already belongs to a Träger (leave it first, on Mein Konto).
 */
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  IdSchema,
  InvitationTokenSchema,
  LEAVE_ORGANISATION_LABEL,
  ORGANISATION_TEXTS,
  ROLE_LABELS,
} from '@speiseplaner/shared';
import PageTitle from '../../components/PageTitle';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { useMay } from '../../platform/roles';
import StoreAreasGate from '../../platform/StoreAreasGate';
import ConfirmAddress from '../auth/ConfirmAddress';
import { selectAuth } from '../auth/authSlice';
import { organisationAreas } from './organisationAreas';
import { invitationNeeded, orgAcceptSubmitted, useOrganisationSelector } from './organisationSlice';
import { dayOf } from './orgText';

const INCOMPLETE_LINK = InvitationTokenSchema.safeParse('').error?.issues[0]?.message ?? '';

/** The link's Träger and token, or the German message why the link cannot work. */
function linkOf(params: URLSearchParams): { organisationId: string; token: string } | { error: string } {
  const organisationId = IdSchema.safeParse(params.get('traeger') ?? '');
  const token = InvitationTokenSchema.safeParse(params.get('token') ?? '');
  if (!organisationId.success) return { error: INCOMPLETE_LINK };
  if (!token.success) return { error: token.error.issues[0]?.message ?? INCOMPLETE_LINK };
  return { organisationId: organisationId.data, token: token.data };
}

function SignInFirst() {
  const { pathname, search } = useLocation();
  const back = encodeURIComponent(`${pathname}${search}`);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>
        Ihre Küche wurde zu einem Träger im Speiseplaner eingeladen. Der Träger sieht danach für Ihre Küche
        Kosten je Portion, Bio-Anteil, DGE-Kriterien und wann zuletzt geplant wurde – nicht Ihre Rezepte,
        Preise oder Einkaufslisten.
      </Typography>
      <Typography>
        Annehmen kann die Küchenleitung. Melden Sie sich mit der E-Mail-Adresse an, an die die Einladung ging;
        danach geht es hier weiter.
      </Typography>
      <Button
        variant="contained"
        component={RouterLink}
        to={`/login?signInSuccessUrl=${back}`}
        sx={{ minHeight: 40 }}
      >
        Anmelden
      </Button>
    </Stack>
  );
}

function Accepting({ organisationId, token }: { organisationId: string; token: string }) {
  const dispatch = useAppDispatch();
  const { user, accountEmail } = useAppSelector(selectAuth);
  const lead = useMay('manageKitchen');
  const { invitation, accept, acceptToken } = useOrganisationSelector((state) => state.organisation);

  useEffect(() => {
    dispatch(invitationNeeded({ organisationId, token }));
  }, [dispatch, organisationId, token]);

  if (!user) return null;
  const kitchenName = user.name || 'Ihre Küche';
  const mine = acceptToken === token;

  if (mine && accept.status === 'joined')
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="success">
          Die Küche „{accept.kitchenName || kitchenName}“ gehört jetzt zum Träger „{accept.organisationName}“.
        </Alert>
        <Button variant="contained" component={RouterLink} to="/app" sx={{ minHeight: 40 }}>
          Zu Mein Konto
        </Button>
      </Stack>
    );

  if (invitation.status === 'idle' || invitation.status === 'loading')
    return <CircularProgress aria-label="Einladung wird geladen" />;
  if (invitation.status === 'failed') return <Alert severity="error">{invitation.message}</Alert>;

  const who = (
    <Typography>
      Der Träger „{invitation.name}“ lädt Ihre Küche ein
      {invitation.invitedBy ? ` (eingeladen von ${invitation.invitedBy})` : ''}. Die Einladung gilt bis{' '}
      {dayOf(invitation.expiresAt)}.
    </Typography>
  );

  if (!user.kitchenId || !lead)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {who}
        <Alert severity="info">
          Annehmen kann nur die Küchenleitung.{' '}
          {user.kitchenId
            ? `In „${kitchenName}“ sind Sie ${ROLE_LABELS[user.role]}. Bitte leiten Sie die E-Mail an Ihre Küchenleitung weiter.`
            : 'Sie gehören zurzeit zu keiner Küche.'}
        </Alert>
      </Stack>
    );

  if (user.organisation)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {who}
        <Alert severity="info">
          „{kitchenName}“ gehört schon zum Träger „{user.organisation.name}“. Eine Küche gehört zu höchstens
          einem Träger: Verlassen Sie zuerst den bisherigen Träger unter Mein Konto („
          {LEAVE_ORGANISATION_LABEL}“) und öffnen Sie den Link dann noch einmal.
        </Alert>
        <Button variant="outlined" component={RouterLink} to="/app" sx={{ minHeight: 40 }}>
          Zu Mein Konto
        </Button>
      </Stack>
    );

  const address = accountEmail ?? user.email;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {who}
      <Typography>
        Sie nehmen für die Küche an, in der Sie gerade arbeiten.
        {user.kitchens.length > 1
          ? ' Soll eine andere Ihrer Küchen beitreten, wechseln Sie zuerst oben in diese Küche.'
          : ''}
      </Typography>
      {mine && accept.status === 'failed' ? (
        <>
          <Alert severity="error">{accept.message}</Alert>
          {accept.message === ORGANISATION_TEXTS.unconfirmed ? <ConfirmAddress address={address} /> : null}
        </>
      ) : null}
      <Button
        variant="contained"
        loading={mine && accept.status === 'sending'}
        onClick={() => dispatch(orgAcceptSubmitted({ organisationId, token }))}
        sx={{ minHeight: 40 }}
      >
        Für „{kitchenName}“ annehmen
      </Button>
    </Stack>
  );
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
    return <Accepting organisationId={link.organisationId} token={link.token} />;
  })();
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <PageTitle title="Einladung eines Trägers" />
      <Typography variant="h1">Einladung eines Trägers</Typography>
      {content}
    </Stack>
  );
}

export default function OrgInvitationPage() {
  return (
    <StoreAreasGate areas={organisationAreas}>
      <Invitation />
    </StoreAreasGate>
  );
}
