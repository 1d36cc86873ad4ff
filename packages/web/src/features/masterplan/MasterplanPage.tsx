/**
 * /app/masterplan — the shared masterplan (`?woche=2026-W48`): the picked week's five days, its average
 * costs and the trend, a chart and an overview of all weeks. Admins edit (autosaved) and fill weeks from
 * seasonal templates; kitchens with the feature read it and adopt a week into their own Speiseplan.
 */
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { hasFeature } from '@speiseplaner/shared';
import { useAppSelector } from '../../app/hooks';
import PageTitle from '../../components/PageTitle';
import MasterplanView from './MasterplanView';

function FeatureGate() {
  const features = useAppSelector((state) => state.auth.user?.features);
  if (hasFeature(features, 'masterplan')) return <MasterplanView />;
  return (
    <Stack spacing={2}>
      <PageTitle title="Masterplan" />
      <Typography variant="h1">Masterplan</Typography>
      <Alert severity="info">Der Masterplan ist für Ihr Konto nicht freigeschaltet.</Alert>
    </Stack>
  );
}

export default function MasterplanPage() {
  return <FeatureGate />;
}
