/**
 * Whole seconds until `at` (epoch ms), refreshed each second. The clock is read when the component
 * mounts, so callers key the component by the deadline to start each countdown fresh.
 */
import { useEffect, useState } from 'react';

export function useSecondsUntil(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((at - now) / 1000));
}
