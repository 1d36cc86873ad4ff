/**
 * An in-memory Firebase Auth stand-in at the transport edge: accounts, guest linking, action codes, e-mail
 * links and SMS codes behave like the real service (including e-mail enumeration protection), and each
 * call is recorded so tests can count submits.
 */
import type {
  ActionCodeDetails,
  AuthAccount,
  AuthApi,
  PhoneConfirmation,
} from '../../src/features/auth/authApi';

export const authError = (code: string) => Object.assign(new Error(code), { code });

interface Account {
  uid: string;
  email: string | null;
  password: string | null;
  displayName: string | null;
  isAnonymous: boolean;
  phoneNumber?: string;
}

export const CORRECT_SMS_CODE = '123456';

export class FakeAuthApi implements AuthApi {
  readonly calls: string[] = [];
  /** Error codes the next call of a method rejects with (once). */
  readonly failNext = new Map<keyof AuthApi, string>();
  /** With protection on (Firebase's default) an unknown e-mail gives auth/invalid-credential. */
  enumerationProtection = true;
  readonly accounts: Account[] = [];
  readonly resetCodes = new Map<string, string>();
  readonly actionCodes = new Map<string, ActionCodeDetails>();
  readonly sentLinks: { email: string; url: string }[] = [];
  readonly sentResets: string[] = [];
  /** The confirmation mails sent: the signed-in account's address and the link's way back. */
  readonly sentVerifications: { email: string | null; continueUrl: string }[] = [];
  readonly sentSms: string[] = [];
  smsCodesExpire = false;
  private current: Account | null = null;
  private listeners = new Set<(account: AuthAccount | null) => void>();
  private nextUid = 1;

  constructor(private readonly initial: Account | null = null) {
    this.current = initial;
  }

  addAccount(email: string, password: string, displayName: string | null = null): Account {
    const account = { uid: `uid-${this.nextUid++}`, email, password, displayName, isAnonymous: false };
    this.accounts.push(account);
    return account;
  }

  private readonly gates = new Map<keyof AuthApi, Promise<void>>();

  /** Keeps calls of a method waiting (like a slow network) until the returned function is called. */
  holdCalls(method: keyof AuthApi): () => void {
    let release: () => void = () => undefined;
    this.gates.set(method, new Promise<void>((resolve) => (release = resolve)));
    return () => {
      this.gates.delete(method);
      release();
    };
  }

  private async record(method: keyof AuthApi): Promise<void> {
    this.calls.push(method);
    const gate = this.gates.get(method);
    if (gate) await gate;
    const code = this.failNext.get(method);
    if (code) {
      this.failNext.delete(method);
      throw authError(code);
    }
  }

  private view(account: Account | null): AuthAccount | null {
    if (!account) return null;
    const { uid, email, displayName, isAnonymous } = account;
    return { uid, email, displayName, isAnonymous };
  }

  private signIn(account: Account | null): void {
    this.current = account;
    // Firebase reports sign-ins asynchronously, after the call itself has resolved.
    queueMicrotask(() => this.listeners.forEach((listener) => listener(this.view(account))));
  }

  count(method: keyof AuthApi): number {
    return this.calls.filter((call) => call === method).length;
  }

  onAuthStateChanged(listener: (account: AuthAccount | null) => void): () => void {
    this.listeners.add(listener);
    queueMicrotask(() => listener(this.view(this.current)));
    return () => this.listeners.delete(listener);
  }

  currentAccount(): AuthAccount | null {
    return this.view(this.current);
  }

  async signOut(): Promise<void> {
    await this.record('signOut');
    this.signIn(null);
  }

  async signInWithPassword(email: string, password: string): Promise<void> {
    await this.record('signInWithPassword');
    const account = this.accounts.find((candidate) => candidate.email === email);
    if (!account)
      throw authError(this.enumerationProtection ? 'auth/invalid-credential' : 'auth/user-not-found');
    if (account.password !== password) {
      throw authError(this.enumerationProtection ? 'auth/invalid-credential' : 'auth/wrong-password');
    }
    this.signIn(account);
  }

  async createAccount(email: string, password: string, displayName?: string): Promise<void> {
    await this.record('createAccount');
    if (this.accounts.some((account) => account.email === email))
      throw authError('auth/email-already-in-use');
    if (password.length < 6) throw authError('auth/weak-password');
    if (this.current?.isAnonymous) {
      // Linking keeps the guest's uid; onAuthStateChanged does not fire for a link.
      Object.assign(this.current, { email, password, displayName: displayName ?? null, isAnonymous: false });
      return;
    }
    // Like Firebase: the new account is reported signed in first, the name (updateProfile) comes after.
    const account = this.addAccount(email, password, null);
    this.signIn(account);
    await Promise.resolve();
    account.displayName = displayName ?? null;
  }

  async sendPasswordReset(email: string): Promise<void> {
    await this.record('sendPasswordReset');
    this.sentResets.push(email);
  }

  async verifyPasswordResetCode(code: string): Promise<string> {
    await this.record('verifyPasswordResetCode');
    const email = this.resetCodes.get(code);
    if (!email) throw authError('auth/invalid-action-code');
    return email;
  }

  async confirmPasswordReset(code: string, newPassword: string): Promise<void> {
    await this.record('confirmPasswordReset');
    const email = this.resetCodes.get(code);
    if (!email) throw authError('auth/expired-action-code');
    if (newPassword.length < 6) throw authError('auth/weak-password');
    const account = this.accounts.find((candidate) => candidate.email === email);
    if (account) account.password = newPassword;
    this.resetCodes.delete(code);
  }

  async checkActionCode(code: string): Promise<ActionCodeDetails> {
    await this.record('checkActionCode');
    const details = this.actionCodes.get(code);
    if (!details) throw authError('auth/invalid-action-code');
    return details;
  }

  async applyActionCode(code: string): Promise<void> {
    await this.record('applyActionCode');
    if (!this.actionCodes.delete(code)) throw authError('auth/invalid-action-code');
  }

  async sendEmailVerification(continueUrl: string): Promise<void> {
    await this.record('sendEmailVerification');
    if (!this.current) throw authError('auth/user-token-expired');
    this.sentVerifications.push({ email: this.current.email, continueUrl });
  }

  async refreshIdToken(): Promise<void> {
    await this.record('refreshIdToken');
  }

  async sendSignInLink(email: string, url: string): Promise<void> {
    await this.record('sendSignInLink');
    this.sentLinks.push({ email, url });
  }

  isSignInLink(url: string): boolean {
    return new URL(url).searchParams.get('mode') === 'signIn' && new URL(url).searchParams.has('oobCode');
  }

  async signInWithLink(email: string, url: string): Promise<void> {
    await this.record('signInWithLink');
    const sent = this.sentLinks.find((link) => link.email === email);
    if (!sent) throw authError('auth/invalid-email');
    if (!this.isSignInLink(url)) throw authError('auth/invalid-action-code');
    const account =
      this.accounts.find((candidate) => candidate.email === email) ?? this.addAccount(email, '');
    this.signIn(account);
  }

  async signInWithGoogle(): Promise<void> {
    await this.record('signInWithGoogle');
    this.signIn(this.addAccount('google.nutzer@example.org', '', 'Google Nutzer'));
  }

  async completeRedirectSignIn(): Promise<void> {
    await this.record('completeRedirectSignIn');
  }

  async signInAsGuest(): Promise<void> {
    await this.record('signInAsGuest');
    const guest = {
      uid: `guest-${this.nextUid++}`,
      email: null,
      password: null,
      displayName: null,
      isAnonymous: true,
    };
    this.accounts.push(guest);
    this.signIn(guest);
  }

  async startPhoneSignIn(phoneNumber: string): Promise<PhoneConfirmation> {
    await this.record('startPhoneSignIn');
    this.sentSms.push(phoneNumber);
    return {
      confirm: async (code: string) => {
        this.calls.push('confirm' as keyof AuthApi);
        if (this.smsCodesExpire) throw authError('auth/code-expired');
        if (code !== CORRECT_SMS_CODE) throw authError('auth/invalid-verification-code');
        const account = this.accounts.find((candidate) => candidate.phoneNumber === phoneNumber) ?? {
          uid: `phone-${this.nextUid++}`,
          email: null,
          password: null,
          displayName: null,
          isAnonymous: false,
          phoneNumber,
        };
        if (!this.accounts.includes(account)) this.accounts.push(account);
        this.signIn(account);
      },
    };
  }
}
