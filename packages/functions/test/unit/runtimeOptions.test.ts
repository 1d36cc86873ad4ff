/**
 * The runtime options each function is deployed with (docs/operations.md, "Function options"), read from
 * the endpoint description firebase-functions attaches to every exported function (`__endpoint`, what
 * `firebase deploy` reads), loaded as in production (not in the emulator). A change here must be a
 * deliberate one: update the reasons in the docs with it.
 */
type Endpoint = Record<string, unknown> & { scheduleTrigger?: Record<string, unknown> };

/** The exported functions' endpoints, with the module loaded afresh under `env`. */
function endpointsWith(env: Record<string, string | undefined>): Record<string, Endpoint> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  try {
    let exported: Record<string, { __endpoint: Endpoint }> = {};
    jest.isolateModules(() => {
      // options.ts reads the environment when it loads: a fresh registry loads it again.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      exported = require('../../src/index') as typeof exported;
    });
    return Object.fromEntries(Object.entries(exported).map(([name, fn]) => [name, fn.__endpoint]));
  } finally {
    process.env = saved;
  }
}

const production = endpointsWith({ FUNCTIONS_EMULATOR: undefined, ENFORCE_APP_CHECK: undefined });

/** The options this repository decides; the rest stay at the platform's defaults. */
const chosen = (endpoint: Endpoint) => ({
  region: endpoint.region,
  cpu: endpoint.cpu,
  memoryMiB: endpoint.availableMemoryMb,
  concurrency: endpoint.concurrency,
  maxInstances: endpoint.maxInstances,
  timeoutSeconds: endpoint.timeoutSeconds,
});

it('exports exactly the six functions', () => {
  expect(Object.keys(production).sort()).toEqual([
    'controller',
    'echo',
    'guestCleanup',
    'photos',
    'retention',
    'workshops',
  ]);
});

it('photos (behind /fotos/**): 1 vCPU, 256 MiB, 80 requests per instance, at most 5 instances, 30 s', () => {
  expect(chosen(production.photos!)).toEqual({
    region: ['europe-west3'],
    cpu: 1,
    memoryMiB: 256,
    concurrency: 80,
    maxInstances: 5,
    timeoutSeconds: 30,
  });
  expect(production.photos!.httpsTrigger).toBeDefined();
});

it('controller: 1 vCPU, 512 MiB, 80 requests per instance, at most 10 instances, 30 s', () => {
  expect(chosen(production.controller!)).toEqual({
    region: ['europe-west3'],
    cpu: 1,
    memoryMiB: 512,
    concurrency: 80,
    maxInstances: 10,
    timeoutSeconds: 30,
  });
  expect(production.controller!.callableTrigger).toBeDefined();
});

it('workshops (public): 1 vCPU, 256 MiB, 80 requests per instance, at most 3 instances, 30 s', () => {
  expect(chosen(production.workshops!)).toEqual({
    region: ['europe-west3'],
    cpu: 1,
    memoryMiB: 256,
    concurrency: 80,
    maxInstances: 3,
    timeoutSeconds: 30,
  });
  expect(production.workshops!.callableTrigger).toBeDefined();
});

it('callables end well before the web client stops waiting (70 s), and concurrency has a whole vCPU', () => {
  for (const name of ['controller', 'workshops', 'echo']) {
    const endpoint = production[name]!;
    expect(endpoint.timeoutSeconds).toBeLessThan(70);
    if ((endpoint.concurrency as number) > 1) expect(endpoint.cpu as number).toBeGreaterThanOrEqual(1);
  }
});

it('retention: daily at 03:30 Berlin time, one instance running one run, 5 minutes, two retries', () => {
  const endpoint = production.retention!;
  expect(chosen(endpoint)).toEqual({
    region: ['europe-west3'],
    cpu: 1,
    memoryMiB: 256,
    concurrency: 1,
    maxInstances: 1,
    timeoutSeconds: 300,
  });
  expect(endpoint.scheduleTrigger).toEqual({
    schedule: '30 3 * * *',
    timeZone: 'Europe/Berlin',
    retryConfig: { retryCount: 2, minBackoffSeconds: 600 },
  });
});

it('guestCleanup: daily at 04:00 Berlin time, after retention, with the same limits', () => {
  const endpoint = production.guestCleanup!;
  expect(chosen(endpoint)).toEqual(chosen(production.retention!));
  expect(endpoint.scheduleTrigger).toEqual({
    schedule: '0 4 * * *',
    timeZone: 'Europe/Berlin',
    retryConfig: { retryCount: 2, minBackoffSeconds: 600 },
  });
});

it('echo: the controller options, but never deployed (only the emulator serves it)', () => {
  const { omit, ...rest } = production.echo!;
  expect(omit).toBe(true);
  expect(rest).toEqual(production.controller);
  const emulated = endpointsWith({ FUNCTIONS_EMULATOR: 'true' });
  expect(emulated.echo!.omit).toBe(false);
});
