/** deploy:check's Node.js runtime of each functions codebase (firebase.json) and its package's engines. */
import type { CheckResult, PreflightInput } from './preflight';
import { parseJson, type FirebaseJson } from './readJson';
import { NODE_RUNTIMES, runtimeProblem } from './runtimes';

export function checkRuntime(input: PreflightInput, results: CheckResult[]): void {
  const topic = 'Laufzeit';
  const config = parseJson<FirebaseJson>(input.read, 'firebase.json');
  if (config === undefined || config === 'invalid') {
    results.push({
      topic,
      state: 'error',
      message: `firebase.json ${config === undefined ? 'fehlt' : 'ist kein gültiges JSON'}.`,
    });
    return;
  }
  const codebases = Array.isArray(config.functions)
    ? config.functions
    : config.functions
      ? [config.functions]
      : [];
  if (codebases.length === 0) {
    results.push({ topic, state: 'error', message: 'firebase.json enthält keine Functions.' });
    return;
  }
  for (const codebase of codebases) {
    if (!codebase.runtime) {
      results.push({
        topic,
        state: 'error',
        message: `firebase.json nennt für ${codebase.source ?? 'die Functions'} keine Laufzeit („runtime“, z. B. „nodejs22“).`,
      });
      continue;
    }
    const problem = runtimeProblem(codebase.runtime, input.today);
    if (problem) {
      results.push({ topic, state: problem.fatal ? 'error' : 'warning', message: problem.message });
      continue;
    }
    const schedule = NODE_RUNTIMES.find((r) => r.id === codebase.runtime)!;
    results.push({
      topic,
      state: 'ok',
      message: `Laufzeit ${codebase.runtime}, unterstützt bis ${schedule.deprecation} (Abschaltung ${schedule.decommission}).`,
    });
    const pkg = parseJson<{ engines?: { node?: string } }>(input.read, `${codebase.source}/package.json`);
    const engines = pkg && pkg !== 'invalid' ? pkg.engines?.node : undefined;
    if (engines !== schedule.node) {
      results.push({
        topic,
        state: 'warning',
        message: `${codebase.source}/package.json nennt engines.node „${engines ?? ''}“, firebase.json aber ${codebase.runtime}: beides auf Node.js ${schedule.node} setzen.`,
      });
    }
  }
}
