/** deploy:check's region of the functions, read from their runtime options. */
import type { CheckResult, PreflightInput } from './preflight';

export const REQUIRED_REGION = 'europe-west3';
export const OPTIONS_FILE = 'packages/functions/src/lib/options.ts';

export function checkRegion(input: PreflightInput, results: CheckResult[]): void {
  const topic = 'Region';
  const text = input.read(OPTIONS_FILE);
  const region = text && /\bregion\s*:\s*['"]([a-z0-9-]+)['"]/.exec(text)?.[1];
  if (!region) {
    results.push({
      topic,
      state: 'error',
      message: `In ${OPTIONS_FILE} steht keine Region; die Functions gehören nach ${REQUIRED_REGION} (Frankfurt).`,
    });
  } else if (region !== REQUIRED_REGION) {
    results.push({
      topic,
      state: 'error',
      message: `Die Functions laufen laut ${OPTIONS_FILE} in ${region}, sollen aber in ${REQUIRED_REGION} (Frankfurt) laufen.`,
    });
  } else {
    results.push({ topic, state: 'ok', message: `Functions in ${REQUIRED_REGION}.` });
  }
}
