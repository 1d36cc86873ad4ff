/** The Speiseplan's planner data (scope `kitchen`, see plannerData.ts); Aushang, Einkauf and Statistik read it too. */
import { usePlannerData, type PlannerDataView } from '../../app/plannerData';

export type PlanData = PlannerDataView;

export function usePlanData(): PlanData {
  return usePlannerData('kitchen');
}
