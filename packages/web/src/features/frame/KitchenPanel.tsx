/**
 * Where the kitchen switcher sits in the top bar: nothing unless the signed-in person belongs to two or
 * more kitchens, then the switcher's chunk (KitchenSwitcher.tsx).
 */
import { lazy, Suspense } from 'react';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { useHydrated } from '../../platform/useHydrated';
import ChunkBoundary from '../../components/ChunkBoundary';
import { kitchenSwitchErrorClosed, kitchenSwitchRequested } from '../auth/authSlice';

const KitchenSwitcher = lazy(() => import('./KitchenSwitcher'));

export default function KitchenPanel() {
  const dispatch = useAppDispatch();
  const auth = useAppSelector((state) => state.auth);
  const hydrated = useHydrated();
  const user = auth.status === 'loggedin' ? auth.user : undefined;
  if (!hydrated || !user || user.kitchens.length < 2) return null;
  return (
    <ChunkBoundary fallback={null}>
      <Suspense fallback={null}>
        <KitchenSwitcher
          kitchens={user.kitchens}
          current={user.kitchenId}
          switchingTo={auth.switchingTo}
          error={auth.switchError}
          onChoose={(kitchenId) => dispatch(kitchenSwitchRequested(kitchenId))}
          onErrorClose={() => dispatch(kitchenSwitchErrorClosed())}
        />
      </Suspense>
    </ChunkBoundary>
  );
}
