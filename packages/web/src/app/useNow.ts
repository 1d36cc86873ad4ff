/** The current time, refreshed every minute, so time-based lists (upcoming workshops) stay right. */
import { useEffect, useState } from 'react';

export function useNow(refreshMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs]);
  return now;
}
