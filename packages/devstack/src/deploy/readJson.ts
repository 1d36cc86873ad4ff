/** JSON files of the repository as deploy:check reads them: absent, not valid JSON, or parsed. */
import type { ReadFile } from './envFiles';

export function parseJson<T>(read: ReadFile, path: string): T | undefined | 'invalid' {
  const text = read(path);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return 'invalid';
  }
}

/** The part of firebase.json the functions checks read. */
export interface FirebaseJson {
  functions?: { source?: string; runtime?: string }[] | { source?: string; runtime?: string };
}
