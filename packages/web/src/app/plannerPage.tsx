/**
 * A planner page: its code loads with the planner's store areas, and it renders once they are in the store.
 * Rendered at once when the planner boot loaded it before (platform/preloadableLazy.tsx).
 */
import type { ComponentType } from 'react';
import StoreAreasGate from '../platform/StoreAreasGate';
import { preloadableLazy, type Preloadable } from '../platform/preloadableLazy';

export type PageModule = () => Promise<{ default: ComponentType }>;

export const loadPlannerAreas = () => import('./plannerAreas');

export const plannerPage = (load: PageModule): Preloadable<object> =>
  preloadableLazy(async () => {
    const [{ default: Page }, { plannerAreas }] = await Promise.all([load(), loadPlannerAreas()]);
    return {
      default: function PlannerPage() {
        return (
          <StoreAreasGate areas={plannerAreas}>
            <Page />
          </StoreAreasGate>
        );
      },
    };
  });
