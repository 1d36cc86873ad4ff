/**
 * /app/team — the kitchen's team (docs/product.md, "Teams"): the members for everyone; for the
 * Küchenleitung also the invite form, the pending invitations, role changes and „Entfernen“; „Küche
 * verlassen“ for everyone (the server refuses the last Küchenleitung). The help article explains it.
 */
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROLE_LABELS } from '@speiseplaner/shared';
import PageTitle from '../../components/PageTitle';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { useMay } from '../../platform/roles';
import StoreAreasGate from '../../platform/StoreAreasGate';
import ConfirmDialog from '../../components/ConfirmDialog';
import { selectAuth } from '../auth/authSlice';
import InvitationsTable from './InvitationsTable';
import InviteForm from './InviteForm';
import MembersTable from './MembersTable';
import { teamAreas } from './teamAreas';
import { leaveSeen, leaveSubmitted, teamNeeded, useTeamSelector } from './teamSlice';

/** The help article about teams (packages/content/articles). */
const TEAM_ARTICLE = '/artikel/planer-im-team-arbeiten';

function LeaveKitchen({ kitchenName }: { kitchenName: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const leave = useTeamSelector((state) => state.team.leave);
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    if (leave.status !== 'done') return;
    dispatch(leaveSeen());
    void navigate('/app', { replace: true });
  }, [leave.status, navigate, dispatch]);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h2">Küche verlassen</Typography>
      <Typography color="text.secondary">
        Danach sehen Sie die Pläne, Rezepte und Einkaufslisten dieser Küche nicht mehr. Die Küche selbst
        bleibt, mit allem, was Sie dort geplant haben.
      </Typography>
      <Button color="error" variant="outlined" onClick={() => setAsking(true)}>
        Küche verlassen
      </Button>
      {asking ? (
        <ConfirmDialog
          title="Küche verlassen?"
          confirmLabel="Küche verlassen"
          busy={leave.status === 'sending'}
          error={leave.status === 'failed' ? leave.error : undefined}
          onConfirm={() => dispatch(leaveSubmitted())}
          onClose={() => setAsking(false)}
        >
          Sie verlassen „{kitchenName}“. Zurück kommen Sie nur mit einer neuen Einladung.
        </ConfirmDialog>
      ) : null}
    </Stack>
  );
}

function Team() {
  const dispatch = useAppDispatch();
  const { user } = useAppSelector(selectAuth);
  const { list, members, invitations, row } = useTeamSelector((state) => state.team);
  // The one rule of who may manage the kitchen (platform/roles.ts, shared roleAllows).
  const lead = useMay('manageKitchen');
  useEffect(() => {
    dispatch(teamNeeded());
  }, [dispatch, user?.kitchenId]);

  if (!user) return null;
  const kitchenName = user.name || 'Ihre Küche';
  return (
    <Stack spacing={3}>
      <PageTitle title="Team" />
      <Typography variant="h1">Team</Typography>
      <Typography>
        Wer in „{kitchenName}“ mitarbeitet. Ihre Rolle: {ROLE_LABELS[user.role]}.{' '}
        {lead ? null : 'Einladen und Rollen ändern kann nur die Küchenleitung. '}
        <Link component={RouterLink} to={TEAM_ARTICLE}>
          Im Team arbeiten
        </Link>{' '}
        erklärt Rollen, Einladungen und den Wechsel zwischen Küchen.
      </Typography>
      {list.status === 'failed' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => dispatch(teamNeeded())}>
              Erneut versuchen
            </Button>
          }
        >
          {list.error}
        </Alert>
      ) : null}
      {row.status === 'failed' ? <Alert severity="error">{row.error}</Alert> : null}
      {list.status === 'loading' && members.length === 0 ? (
        <CircularProgress aria-label="Team wird geladen" />
      ) : null}
      {members.length > 0 ? (
        <Stack spacing={1}>
          <Typography variant="h2">Mitglieder</Typography>
          <MembersTable members={members} ownUid={user.id} canManage={lead} />
        </Stack>
      ) : null}
      {lead ? (
        <>
          <InviteForm />
          <Stack spacing={1}>
            <Typography variant="h2">Offene Einladungen</Typography>
            <InvitationsTable invitations={invitations} />
          </Stack>
        </>
      ) : null}
      <LeaveKitchen kitchenName={kitchenName} />
    </Stack>
  );
}

export default function TeamPage() {
  return (
    <StoreAreasGate areas={teamAreas}>
      <Team />
    </StoreAreasGate>
  );
}
