/**
 * /app/masterplan — the shared masterplan (`?woche=2026-W48`): the picked week's five days, its average
 * costs and the trend, a chart and an overview of all weeks. Admins edit (autosaved) and fill weeks from
 * seasonal templates; kitchens with the feature read it and adopt a week into their own Speiseplan.
 * Without the feature the page explains what the Masterplan is and how to get it (MasterplanIntro).
 */
import { hasFeature } from '@speiseplaner/shared';
import { useAppSelector } from '../../platform/hooks';
import MasterplanIntro from './MasterplanIntro';
import MasterplanView from './MasterplanView';

function FeatureGate() {
  const features = useAppSelector((state) => state.auth.user?.features);
  return hasFeature(features, 'masterplan') ? <MasterplanView /> : <MasterplanIntro />;
}

export default function MasterplanPage() {
  return <FeatureGate />;
}
