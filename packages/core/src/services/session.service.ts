import type { ApiClient } from '../api/api-client.js';
import type { IpCountry } from '../api/payloads.js';
import type { SiteInfo } from '../domain/site/site-info.js';
import type { PlatformSymbol } from '../domain/symbols/symbol-pairing.js';
import { needsEmail, type AuthState, type User } from '../domain/user/user.js';
import {
  EMPTY_WALLET,
  walletFromServer,
  type Wallet,
  type WalletSymbolConfig,
} from '../domain/wallet/wallet.js';
import type { LiveFeed } from '../live-feed/live-feed.js';
import type { MultipartFile } from '../ports/http.port.js';
import { fail, ok, type Result } from '../shared/result.js';
import type { LoginForm, LoginPayload, RegisterPayload, SignUpForm } from '../validation/sign-up.rules.js';
import type { LanguageService } from './language.service.js';

/** The client state of spec section 3. */
export interface SessionState {
  /** 'starting' until the first user fetch has finished (the splash spinner shows meanwhile). */
  readonly status: 'starting' | 'ready';
  readonly auth: AuthState;
  readonly user: User | null;
  /** Only balance and tokenBalance come from the server; the rest stays '0'. */
  readonly wallet: Wallet;
  readonly symbols: readonly PlatformSymbol[];
  readonly walletSymbolConfig: readonly WalletSymbolConfig[];
  readonly liveFeedConnected: boolean;
  readonly siteInfo: SiteInfo | null;
}

export const INITIAL_SESSION_STATE: SessionState = {
  status: 'starting',
  auth: 'GUEST',
  user: null,
  wallet: EMPTY_WALLET,
  symbols: [],
  walletSymbolConfig: [],
  liveFeedConnected: false,
  siteInfo: null,
};

export const WITHOUT_EMAIL_PATH = '/without-email';

/**
 * The validation rules load on first use: the contact rules carry libphonenumber's metadata (about
 * 80 KB), and a client that only starts a session (a guest on the web app's landing page) needs none of
 * them. The results are the same as with static imports.
 */
export const loadSessionRules = async () => {
  const [signUp, phone, email, image, username, verifyCode] = await Promise.all([
    import('../validation/sign-up.rules.js'),
    import('../validation/phone.rules.js'),
    import('../validation/email.rules.js'),
    import('../validation/image.rules.js'),
    import('../validation/username.rules.js'),
    import('../validation/verify-code.rules.js'),
  ]);
  return {
    validateLoginForm: signUp.validateLoginForm,
    validateSignUp: signUp.validateSignUp,
    validatePhone: phone.validatePhone,
    validateEmail: email.validateEmail,
    validateImage: image.validateImage,
    validateUsername: username.validateUsername,
    validateVerifyCode: verifyCode.validateVerifyCode,
  };
};

export type SessionRules = Awaited<ReturnType<typeof loadSessionRules>>;

/** What the session needs of the live feed; a LiveFeed is one, a client may pass one that loads it later. */
export type SessionLiveFeed = Pick<
  LiveFeed,
  'onConnectedChange' | 'onSessionEnded' | 'authenticate' | 'logout'
>;

export interface SessionServiceDeps {
  readonly api: ApiClient;
  /** How the validation rules arrive; by default a lazy import (a chunk of its own in the web app). */
  readonly loadRules?: () => Promise<SessionRules>;
  readonly liveFeed?: SessionLiveFeed;
  readonly language?: LanguageService;
}

/** A new headshot and/or username for PATCH /user. */
export interface ProfileChange {
  readonly username?: string;
  readonly headshot?: Pick<MultipartFile, 'filename' | 'data'>;
}

/**
 * Who is signed in, and what comes with it (spec sections 3 and 4). MEMBER on a successful user
 * fetch or code verification: the user is stored, their language applied, wallet and symbols load,
 * and the live feed may authenticate. GUEST clears user, wallet and symbols. Logout changes state
 * only when the server answers a truthy flag.
 */
export class SessionService {
  private current: SessionState = INITIAL_SESSION_STATE;
  private readonly listeners = new Set<(state: SessionState) => void>();

  constructor(private readonly deps: SessionServiceDeps) {
    deps.liveFeed?.onConnectedChange((liveFeedConnected) => this.update({ liveFeedConnected }));
    deps.liveFeed?.onSessionEnded(() => void this.sessionEnded());
  }

  get state(): SessionState {
    return this.current;
  }

  get isMember(): boolean {
    return this.current.auth === 'MEMBER';
  }

  /** A member whose record has an id but no email must supply one first. */
  get needsEmail(): boolean {
    return this.current.user !== null && needsEmail(this.current.user);
  }

  /**
   * Where the email rule sends a page (spec section 2): members without an email go to
   * /without-email from everywhere else; anyone else asking for /without-email goes to /.
   * Undefined when the page may show.
   */
  emailRedirect(path: string): string | undefined {
    if (this.needsEmail) return path === WITHOUT_EMAIL_PATH ? undefined : WITHOUT_EMAIL_PATH;
    return path === WITHOUT_EMAIL_PATH ? '/' : undefined;
  }

  subscribe(listener: (state: SessionState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * The validation rules, or NETWORK_ERROR when their code cannot be downloaded (the server stopped
   * before the first use): a refusal like any failed call, never a rejection that would leave a form
   * waiting for good. A later call downloads again.
   */
  private async rules(): Promise<Result<SessionRules>> {
    try {
      return ok(await (this.deps.loadRules ?? loadSessionRules)());
    } catch {
      return fail('NETWORK_ERROR');
    }
  }

  async loadSiteInfo(): Promise<Result<SiteInfo>> {
    const entry = await this.deps.api.call('GET /entry');
    if (!entry.error) this.update({ siteInfo: entry.value });
    return entry;
  }

  /** The first user fetch: MEMBER on success, GUEST on any failure; `status` becomes 'ready' after. */
  async start(): Promise<Result<User>> {
    const user = await this.deps.api.call('GET /user');
    if (user.error) this.becomeGuest();
    else await this.becomeMember(user.value);
    this.update({ status: 'ready' });
    return user;
  }

  /** Wallet (GET /asset/wallet?payment=withdraw), symbols and the wallet symbol config; first failure. */
  async loadMemberData(): Promise<Result<void>> {
    const [wallet, symbols, config] = await Promise.all([
      this.refreshWallet(),
      this.deps.api.call('GET /symbol'),
      this.deps.api.call('GET /asset/wallet/config'),
    ]);
    if (!this.isMember) return ok(undefined); // logged out meanwhile: keep the cleared state
    if (!symbols.error) this.update({ symbols: symbols.value });
    if (!config.error) this.update({ walletSymbolConfig: config.value });
    for (const r of [wallet, symbols, config]) if (r.error) return fail(r.value);
    return ok(undefined);
  }

  async refreshWallet(): Promise<Result<Wallet>> {
    const answer = await this.deps.api.call('GET /asset/wallet', { query: { payment: 'withdraw' } });
    if (answer.error) return answer;
    const wallet = walletFromServer(answer.value);
    if (this.isMember) this.update({ wallet });
    return ok(wallet);
  }

  // ---- sign-up and log-in by code ----

  /** Validates the form, asks for a login code; the validated contact is what verifyCode needs. */
  async sendLoginCode(form: LoginForm): Promise<Result<LoginPayload>> {
    const loaded = await this.rules();
    if (loaded.error) return loaded;
    const { validateLoginForm } = loaded.value;
    const contact = validateLoginForm(form);
    if (contact.error) return contact;
    const sent =
      contact.value.method === 'email'
        ? await this.deps.api.call('POST /auth/login_by_email', { body: contact.value })
        : await this.deps.api.call('POST /auth/login_by_phone', { body: contact.value });
    return sent.error ? sent : contact;
  }

  /** Validates the sign-up form (referrer left out when empty) and registers; a code is sent. */
  async register(form: SignUpForm): Promise<Result<RegisterPayload>> {
    const loaded = await this.rules();
    if (loaded.error) return loaded;
    const { validateSignUp } = loaded.value;
    const payload = validateSignUp(form);
    if (payload.error) return payload;
    const language = this.deps.language?.language ?? 'en-US';
    const sent =
      payload.value.method === 'email'
        ? await this.deps.api.call('POST /auth/register_by_email', { body: { ...payload.value, language } })
        : await this.deps.api.call('POST /auth/register_by_phone', { body: { ...payload.value, language } });
    return sent.error ? sent : payload;
  }

  /** PATCH /auth/verify with the 6-digit code: the session starts and the state becomes MEMBER. */
  async verifyCode(contact: LoginPayload, code: string): Promise<Result<User>> {
    const loaded = await this.rules();
    if (loaded.error) return loaded;
    const { validateVerifyCode } = loaded.value;
    const valid = validateVerifyCode(code);
    if (valid.error) return valid;
    const user = await this.deps.api.call('PATCH /auth/verify', { body: { ...contact, code: valid.value } });
    if (!user.error) await this.becomeMember(user.value);
    return user;
  }

  async usernameExists(username: string): Promise<Result<boolean>> {
    const loaded = await this.rules();
    if (loaded.error) return loaded;
    const { validateUsername } = loaded.value;
    const valid = validateUsername(username);
    if (valid.error) return valid;
    return this.deps.api.call('GET /user_check/username', { query: { username: valid.value } });
  }

  async emailExists(email: string): Promise<Result<boolean>> {
    const loaded = await this.rules();
    if (loaded.error) return loaded;
    const { validateEmail } = loaded.value;
    const valid = validateEmail(email);
    if (valid.error) return valid;
    return this.deps.api.call('GET /user_check/email', { query: { email: valid.value } });
  }

  async phoneExists(countryCode: string, phone: string): Promise<Result<boolean>> {
    const loaded = await this.rules();
    if (loaded.error) return loaded;
    const { validatePhone } = loaded.value;
    const valid = validatePhone(phone, countryCode);
    if (valid.error) return valid;
    return this.deps.api.call('GET /user_check/phone', {
      query: { countryCode: valid.value.country, phone: valid.value.e164 },
    });
  }

  /** The caller's country, to preselect the phone country code. */
  ipCountry(): Promise<Result<IpCountry>> {
    return this.deps.api.call('GET /auth/ip_to_country');
  }

  // ---- members ----

  /** Sends a code to bind an email to a member who signed up by phone. */
  async bindEmail(email: string): Promise<Result<string>> {
    const loaded = await this.rules();
    if (loaded.error) return loaded;
    const { validateEmail } = loaded.value;
    const valid = validateEmail(email);
    if (valid.error) return valid;
    const sent = await this.deps.api.call('POST /auth/email', { body: { email: valid.value } });
    return sent.error ? sent : valid;
  }

  async verifyBoundEmail(email: string, code: string): Promise<Result<User>> {
    const loaded = await this.rules();
    if (loaded.error) return loaded;
    const { validateEmail, validateVerifyCode } = loaded.value;
    const validEmail = validateEmail(email);
    if (validEmail.error) return validEmail;
    const validCode = validateVerifyCode(code);
    if (validCode.error) return validCode;
    const user = await this.deps.api.call('PATCH /auth/email/verify', {
      body: { email: validEmail.value, code: validCode.value },
    });
    if (!user.error) this.update({ user: user.value });
    return user;
  }

  async updateProfile(change: ProfileChange): Promise<Result<User>> {
    const loaded = await this.rules();
    if (loaded.error) return loaded;
    const { validateUsername, validateImage } = loaded.value;
    let username: string | undefined;
    if (change.username !== undefined) {
      const valid = validateUsername(change.username);
      if (valid.error) return valid;
      username = valid.value;
    }
    let headshot: MultipartFile | undefined;
    if (change.headshot !== undefined) {
      const image = validateImage(change.headshot.data);
      if (image.error) return image;
      headshot = { ...change.headshot, contentType: image.value.mime };
    }
    const user = await this.deps.api.call('PATCH /user', {
      body: { fields: username === undefined ? {} : { username }, files: headshot ? { headshot } : {} },
    });
    if (!user.error) this.update({ user: user.value });
    return user;
  }

  /** Applies a language at once; a member's choice is also saved on the server. */
  async changeLanguage(language: string): Promise<Result<string>> {
    if (this.deps.language === undefined) return fail('LANGUAGE_UNSUPPORTED');
    return this.deps.language.choose(language, { member: this.isMember });
  }

  /**
   * DELETE /auth/logout. Only a truthy answer ends the session here (user and auth cleared, live
   * feed unauthenticated); a falsy answer or a failure changes nothing. Returns whether it ended.
   */
  async logout(): Promise<Result<boolean>> {
    const answer = await this.deps.api.call('DELETE /auth/logout');
    if (answer.error) return answer;
    if (!answer.value) return ok(false);
    this.deps.liveFeed?.logout();
    this.becomeGuest();
    return ok(true);
  }

  /**
   * The live feed says the server ended this member's session (a logout, or a login as someone else,
   * in another tab of the same browser): the user is fetched again. NOT_SIGNED_IN makes this tab a
   * guest too, so its member pages send it to log in; a member (perhaps another one) is taken on with
   * their data. Any other failure (the server unreachable) changes nothing: the next call tells.
   */
  private async sessionEnded(): Promise<void> {
    if (!this.isMember) return;
    const user = await this.deps.api.call('GET /user');
    if (!user.error) {
      await this.becomeMember(user.value);
    } else if (user.value === 'NOT_SIGNED_IN') {
      this.deps.liveFeed?.logout();
      this.becomeGuest();
    }
  }

  private async becomeMember(user: User): Promise<void> {
    this.update({ auth: 'MEMBER', user });
    await this.deps.language?.apply(user.language);
    this.deps.liveFeed?.authenticate();
    await this.loadMemberData();
  }

  private becomeGuest(): void {
    this.update({ auth: 'GUEST', user: null, wallet: EMPTY_WALLET, symbols: [], walletSymbolConfig: [] });
  }

  private update(change: Partial<SessionState>): void {
    const next = { ...this.current, ...change };
    if ((Object.keys(change) as (keyof SessionState)[]).every((key) => next[key] === this.current[key]))
      return;
    this.current = next;
    for (const listener of this.listeners) listener(next);
  }
}
