/** Lengths of videos as the Mediathek shows them. */
import { DomainError } from '../errors';

/** Length of a video: "5:12 Min." for 312 seconds, "1:02:05 Std." from an hour on. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new DomainError('invalid-argument', `Ungültige Dauer: ${seconds} Sekunden.`);
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s} Std.` : `${m}:${s} Min.`;
}
