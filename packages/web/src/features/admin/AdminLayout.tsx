/**
 * The Verwaltung's layout route (/verwaltung/…, inside the login check): refuses whoever is not an admin
 * with a German notice, else injects the planner's and the Verwaltung's store areas and shows the section.
 * Its own lazy chunk, so no kitchen or visitor downloads it with the frame. The backend refuses
 * non-admins itself (permission-denied); this only spares them a page that cannot work.
 */
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Outlet } from 'react-router';
import { useAppSelector } from '../../platform/hooks';
import PlannerAreasGate from '../../platform/StoreAreasGate';
import { plannerAreas } from '../../app/plannerAreas';
import PageTitle from '../../components/PageTitle';
import { adminAreas } from './adminAreas';

export const NOT_ADMIN_NOTICE =
  'Die Verwaltung ist nur für Administratorinnen und Administratoren freigeschaltet. Wenn Sie sie nutzen müssen, wenden Sie sich an den Betreiber des Speiseplaners.';

export default function AdminLayout() {
  const admin = useAppSelector((state) => state.auth.user?.admin === true);
  if (!admin)
    return (
      <Stack spacing={2}>
        <PageTitle title="Verwaltung" />
        <Typography variant="h1">Verwaltung</Typography>
        <Alert severity="info">{NOT_ADMIN_NOTICE}</Alert>
      </Stack>
    );
  return (
    <PlannerAreasGate areas={plannerAreas}>
      <PlannerAreasGate areas={adminAreas}>
        <Outlet />
      </PlannerAreasGate>
    </PlannerAreasGate>
  );
}
