/** Plain-text tables for the bench's output. */
import { kB, type FileSize } from './sizes';

export function sizeLines(sizes: readonly FileSize[]): string[] {
  const width = Math.max(...sizes.map((s) => s.path.length), 10);
  return sizes.map(
    (s) => `  ${s.path.padEnd(width)}  ${kB(s.raw).padStart(10)}  ${kB(s.gzip).padStart(9)} gzip`,
  );
}

export function verdict(bytes: number, target: number): string {
  return bytes <= target
    ? `im Ziel (≤ ${kB(target)})`
    : `ÜBER dem Ziel von ${kB(target)} um ${kB(bytes - target)}`;
}
