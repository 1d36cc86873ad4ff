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
import StoreAreasGate from '../../platform/StoreAreasGate';
import type { StoreAreas } from '../../platform/storeAreas';
import PageTitle from '../../components/PageTitle';
import { adminAreas } from './adminAreas';

export const NOT_ADMIN_NOTICE =
  'Die Verwaltung ist nur für Administratorinnen und Administratoren freigeschaltet. Wenn Sie sie nutzen müssen, wenden Sie sich an den Betreiber des Speiseplaners.';

interface Props {
  /** The planner's store areas (app/plannerAreas.ts): the Verwaltung's pages use the catalogue and recipes. */
  plannerAreas: StoreAreas;
}

export default function AdminLayout({ plannerAreas }: Props) {
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
    <StoreAreasGate areas={plannerAreas}>
      <StoreAreasGate areas={adminAreas}>
        <Outlet />
      </StoreAreasGate>
    </StoreAreasGate>
  );
}
