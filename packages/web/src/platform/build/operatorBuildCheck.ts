/**
 * The operator details a build puts into the legal pages (vite.config.ts): the `OPERATOR_*` entries of the
 * build's configuration (packages/web/.env.<project id>, or the shell). A build for a real project with a
 * missing, bracketed or example value would publish an Impressum that is no Impressum, so it fails; the dev
 * server and builds for the emulators (`pnpm dev`, the browser tests) fill gaps with the marked examples.
 */
// By relative path: vite.config.ts imports this file, and Vite bundles relative imports of its config but
// leaves workspace packages to Node, which cannot load their TypeScript.
import {
  EXAMPLE_OPERATOR,
  operatorDetailProblems,
  operatorDetailsFromEnv,
  type OperatorDetails,
} from '../../../../content/src/site/operator';

export type OperatorBuild = { details: OperatorDetails } | { problem: string };

/** `env`: the build's env (OPERATOR_* and VITE_* entries, MODE); `command`: Vite's 'build' or 'serve'. */
export function operatorBuildDetails(
  env: Record<string, unknown>,
  command: 'build' | 'serve',
): OperatorBuild {
  const configured = operatorDetailsFromEnv(env);
  if (command === 'serve' || env.VITE_USE_EMULATORS === 'true') {
    return { details: { ...EXAMPLE_OPERATOR, ...configured } };
  }
  const mode = typeof env.MODE === 'string' ? env.MODE : 'production';
  const problems = operatorDetailProblems(configured, `packages/web/.env.${mode}`);
  if (problems.length > 0) {
    return {
      problem: `Betreiberangaben unvollständig (Modus „${mode}“):\n${problems.map((p) => `- ${p}`).join('\n')}`,
    };
  }
  return { details: configured as OperatorDetails };
}
