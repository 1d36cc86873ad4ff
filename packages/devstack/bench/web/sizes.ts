/** Raw and gzip size of built files (gzip at zlib's default level 6, what static hosts typically serve). */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { distFile } from './builtScripts';

export interface FileSize {
  path: string;
  raw: number;
  gzip: number;
}

export function fileSize(distDir: string, urlPath: string): FileSize {
  const content = readFileSync(distFile(distDir, urlPath));
  return { path: urlPath, raw: content.length, gzip: gzipSync(content).length };
}

export const sum = (sizes: readonly FileSize[], key: 'raw' | 'gzip') =>
  sizes.reduce((total, s) => total + s[key], 0);

/** 1 kB = 1000 bytes, as Vite's build report counts. */
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
