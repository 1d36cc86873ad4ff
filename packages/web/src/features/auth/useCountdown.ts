/**
 * Seconds left until a resend is allowed. Counts against a deadline rather than tick by tick, so a
 * throttled background tab still shows the right number when it wakes up.
 */
import { useCallback, useEffect, useState } from 'react';

export function useCountdown(seconds: number): { remaining: number; restart: () => void } {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const restart = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + seconds * 1000);
  }, [seconds]);

  return { remaining: Math.max(0, Math.ceil((deadline - now) / 1000)), restart };
}

/** 15 → '0:15' as the resend hint shows it. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
