/**
 * The current time, refreshed every minute, so time-based lists (upcoming workshops) stay right. While
 * prerendered HTML hydrates, the time it was rendered at (platform/renderedAt.ts).
 */
import { useEffect, useState } from 'react';
import { renderedAt } from './renderedAt';
import { useHydrated } from './useHydrated';

export function useNow(refreshMs = 60_000): number {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs]);
  return hydrated ? now : renderedAt();
}
