/** How the Träger pages write days and figures (the formatters themselves are shared's). */
import {
  BIO_LEVELS,
  berlinDateAndTime,
  formatEuro,
  formatGermanDate,
  formatPercent,
  type BioLevelId,
} from '@speiseplaner/shared';

/** A day as the Träger page shows it: „02.03.2026“ in Berlin time. */
export const dayOf = (ms: number): string => formatGermanDate(berlinDateAndTime(ms).date);

/** „2,35 €“, or „–“ when no week was planned. */
export const euroText = (value: number | null): string => (value === null ? '–' : formatEuro(value));

/** The Bio-AHVV band's German label („Silber“). */
export const levelLabel = (level: BioLevelId): string =>
  BIO_LEVELS.find((entry) => entry.id === level)?.label ?? '';

/** „57 % · Silber“, or „–“ when nothing was bought. */
export const bioText = (percent: number | null, level: BioLevelId | null): string =>
  percent === null ? '–' : `${formatPercent(percent)}${level ? ` · ${levelLabel(level)}` : ''}`;

/** „11 von 14“, or „–“ without a planned week. */
export const dgeText = (met: number, total: number): string => (total > 0 ? `${met} von ${total}` : '–');
