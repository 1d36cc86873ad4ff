/**
 * The DGE check of the last four weeks: the same rows as the Speiseplan's week summary (this week and the
 * planned weeks among the 3 before; weeks without a plan are left out, never counted as empty).
 */
import Typography from '@mui/material/Typography';
import type { UserStatistics } from '@speiseplaner/shared';
import DgeAreaRows from '../../components/DgeAreaRows';
import Section from './Section';

export const DGE_SECTION_TITLE = 'DGE-Check der letzten vier Wochen';

export default function DgeSection({ dge }: { dge: UserStatistics['dge'] }) {
  return (
    <Section title={DGE_SECTION_TITLE}>
      {dge.plannedDays === 0 ? (
        <Typography color="text.secondary">
          In dieser Woche und den drei Wochen davor ist kein Tag geplant. Die DGE-Prüfung hier beginnt mit der
          ersten geplanten Woche; im Voraus geplante Wochen prüft der Speiseplan der jeweiligen Woche.
        </Typography>
      ) : (
        <DgeAreaRows glance={dge.glance} heading={false} />
      )}
    </Section>
  );
}
