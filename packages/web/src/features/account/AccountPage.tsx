/**
 * /app — the personal account entry: institution name and letterhead, the menu line (Mischkost or
 * ovo-lacto-vegetarisch), default headcounts per age group,
 * dark mode and logout. The route's login check (components/LoginGate) sends visitors to /login and back
 * here. The kitchen's Träger, if any, with „Träger verlassen“ for the Küchenleitung (features/organisation).
 * Sign-in lands here, so a kitchen just created without an institution name is sent on to the
 * onboarding page (/app/willkommen) once, unless it chose 'Später' there.
 */
import { useState } from 'react';
import { Navigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { formatHeadcounts, hasFeature, MENU_LINE_LABELS } from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { useMay } from '../../platform/roles';
import { useSignOut } from '../auth/useSignOut';
import HeadcountsDialog from '../../components/HeadcountsDialog';
import PageTitle from '../../components/PageTitle';
import { selectViewMode, viewModeChosen } from '../viewMode/viewModeSlice';
import { PROFILE_FORMS, profileSubmitted, selectAccount } from './accountSlice';
import InstitutionNameForm from './InstitutionNameForm';
import BioControlCodeForm from './BioControlCodeForm';
import LetterheadForm from './LetterheadForm';
import MenuLineForm from './MenuLineForm';
import KitchenOrganisation from '../organisation/KitchenOrganisation';

export default function AccountPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.auth.user);
  const isNew = useAppSelector((state) => state.auth.isNew);
  // The stored address is filled once confirmed; until then the one the person signed in with.
  const email = useAppSelector((state) => state.auth.user?.email || state.auth.accountEmail);
  const account = useAppSelector(selectAccount);
  const mode = useAppSelector(selectViewMode);
  const [editingHeads, setEditingHeads] = useState(false);
  // The kitchen's settings are the Küchenleitung's; cooks and readers see them (platform/roles.ts).
  const mayManage = useMay('manageKitchen');
  // Asks first when edits or photos of this device are not yet saved.
  const { signOut, question } = useSignOut();

  if (!user) return null; // the route's login check lets only a signed-in kitchen in
  if (
    mayManage &&
    isNew &&
    !user.name.trim() &&
    !account.onboardingSkipped &&
    hasFeature(user.features, 'plan')
  )
    return <Navigate to="/app/willkommen" replace />;

  // The onboarding page shows its own outcome; the page the outcome of its forms' latest write.
  const forms = PROFILE_FORMS.filter((form) => form !== 'onboarding').map((form) => account.forms[form]);
  const error = forms.find((command) => command.status === 'failed')?.error;
  const saved = forms.some((command) => command.status === 'done');
  const section = { p: { xs: 2, md: 3 } } as const;
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PageTitle title="Mein Konto" />
      <Typography variant="h1">Mein Konto</Typography>
      {email ? <Typography color="text.secondary">Angemeldet als {email}</Typography> : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      {saved ? <Alert severity="success">Ihre Änderungen sind gespeichert.</Alert> : null}

      <Paper variant="outlined" component="section" aria-labelledby="account-name" sx={section}>
        <Typography id="account-name" variant="h2" sx={{ mb: 2 }}>
          Einrichtung
        </Typography>
        {mayManage ? (
          <Stack spacing={2}>
            <InstitutionNameForm key={`name:${user.name}`} name={user.name} />
            <LetterheadForm key={`letterhead:${user.letterhead}`} letterhead={user.letterhead} />
            <BioControlCodeForm key={`bio:${user.bioControlCode}`} code={user.bioControlCode} />
            {user.organisation ? (
              <KitchenOrganisation organisation={user.organisation} kitchenName={user.name} />
            ) : null}
          </Stack>
        ) : (
          <Stack spacing={1} data-testid="kitchen-settings">
            <Typography>Name der Einrichtung: {user.name || 'noch nicht eingetragen'}</Typography>
            {user.letterhead ? (
              <Typography sx={{ whiteSpace: 'pre-line' }}>Briefkopf: {user.letterhead}</Typography>
            ) : null}
            <Typography>
              Öko-Kontrollstelle: {user.bioControlCode || 'keine (nicht Bio-zertifiziert)'}
            </Typography>
            {user.organisation ? (
              <KitchenOrganisation organisation={user.organisation} kitchenName={user.name} />
            ) : null}
            <Typography color="text.secondary">
              Die Einstellungen der Küche ändert die Küchenleitung.
            </Typography>
          </Stack>
        )}
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="account-menu-line" sx={section}>
        <Typography id="account-menu-line" variant="h2" sx={{ mb: 1 }}>
          Menülinie
        </Typography>
        {mayManage ? (
          <MenuLineForm key={`line:${user.menuLine}`} line={user.menuLine} labelId="account-menu-line" />
        ) : (
          <Typography>{MENU_LINE_LABELS[user.menuLine]}</Typography>
        )}
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="account-heads" sx={section}>
        <Typography id="account-heads" variant="h2" sx={{ mb: 1 }}>
          Personenzahlen
        </Typography>
        <Typography sx={{ mb: 2 }}>
          {formatHeadcounts(user.heads, 'Noch keine Personenzahlen eingetragen')}
        </Typography>
        {mayManage ? (
          <Button
            variant="outlined"
            onClick={() => setEditingHeads(true)}
            loading={account.forms.heads.status === 'sending'}
          >
            Personenzahlen bearbeiten
          </Button>
        ) : null}
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="account-view" sx={section}>
        <Typography id="account-view" variant="h2" sx={{ mb: 1 }}>
          Ansicht
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={mode === 'dark'}
              onChange={(event) => dispatch(viewModeChosen(event.target.checked ? 'dark' : 'light'))}
            />
          }
          label="Dunkle Ansicht"
        />
      </Paper>

      <Button variant="outlined" color="inherit" onClick={signOut} sx={{ alignSelf: 'flex-start' }}>
        Abmelden
      </Button>
      {question}

      {editingHeads ? (
        <HeadcountsDialog
          title="Personenzahlen je Altersgruppe"
          text="Wie viele Personen essen an einem üblichen Tag mit? Die Zahlen gelten für neue Speiseplanwochen und lassen sich je Tag ändern."
          heads={user.heads}
          onClose={() => setEditingHeads(false)}
          onSave={(heads) => {
            setEditingHeads(false);
            dispatch(profileSubmitted({ form: 'heads', changes: { heads } }));
          }}
        />
      ) : null}
    </Stack>
  );
}
