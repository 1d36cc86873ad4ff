/**
 * What the Auth emulator "sends": the out-of-band codes (password reset and e-mail links) and the SMS codes
 * it would have delivered, read from its REST endpoints. Traffic stays on 127.0.0.1.
 */
import { readStackInfo } from '../stackInfo';

const PROJECT = 'demo-speiseplaner';

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

interface VerificationCode {
  phoneNumber: string;
  code: string;
}

function emulatorUrl(path: string): string {
  return `http://127.0.0.1:${readStackInfo().ports.auth}/emulator/v1/projects/${PROJECT}/${path}`;
}

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(emulatorUrl(path));
  if (!res.ok) throw new Error(`Auth-Emulator ${path}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/** Polls until `find` returns something (the emulator records codes asynchronously to the UI). */
async function waitForValue<T>(
  what: string,
  find: () => Promise<T | undefined>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await find();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} kam nicht innerhalb von ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The latest out-of-band link of this type for this address (e.g. PASSWORD_RESET). */
export function latestOobLink(email: string, requestType: string): Promise<OobCode> {
  return waitForValue(`${requestType}-Link für ${email}`, async () => {
    const { oobCodes } = await getJson<{ oobCodes: OobCode[] }>('oobCodes');
    return oobCodes.filter((c) => c.email === email && c.requestType === requestType).at(-1);
  });
}

/** The latest SMS code sent to this number (E.164). */
export function latestSmsCode(phoneNumber: string, notThis?: string): Promise<string> {
  return waitForValue(`SMS-Code für ${phoneNumber}`, async () => {
    const { verificationCodes } = await getJson<{ verificationCodes: VerificationCode[] }>(
      'verificationCodes',
    );
    const code = verificationCodes.filter((c) => c.phoneNumber === phoneNumber).at(-1)?.code;
    return code && code !== notThis ? code : undefined;
  });
}
