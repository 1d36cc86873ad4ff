/**
 * deploy:check's look at the operator details of the legal pages (OPERATOR_* entries of the web app's
 * configuration): the web build refuses missing, bracketed or example values (packages/web/vite.config.ts),
 * so the check names each one before anything is uploaded, with the same German messages.
 */
import { operatorDetailProblems, operatorDetailsFromEnv } from '@speiseplaner/content/src/site/operator';
import type { EnvValue } from './envFiles';
import type { CheckResult } from './preflight';

/** `env`: the web build's merged env; `file`: where the operator writes the details. */
export function checkOperatorDetails(env: Map<string, EnvValue>, file: string, results: CheckResult[]): void {
  const topic = 'Betreiberangaben';
  const values = Object.fromEntries([...env].map(([key, entry]) => [key, entry.value]));
  const problems = operatorDetailProblems(operatorDetailsFromEnv(values), file);
  for (const message of problems) results.push({ topic, state: 'error', message });
  if (problems.length === 0) {
    results.push({ topic, state: 'ok', message: 'Impressum und Datenschutz nennen echte Betreiberangaben.' });
  }
}
