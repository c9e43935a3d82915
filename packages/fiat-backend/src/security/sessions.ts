// Sessions: a short-lived access token (JWT, HS256, jose) naming the session, and a refresh token
// (opaque, stored as SHA-256) rotated on every refresh. A session is a family of refresh tokens:
// presenting one that was already used revokes the whole family — except within a short grace
// period after its rotation while its successor is unused, when it is answered with that same
// successor (two tabs refreshing at once; see `refresh`). Every authenticated request also checks
// that its session is still active, so logout takes effect at once.
//
// One exception, the hot path of internal transfers (`cached`): the session check is remembered for
// up to CACHE_SECONDS, and that call re-checks the session inside the very statement that moves the
// money (bank_move_batch), so a revoked, expired or disabled session — or a changed role — never
// moves money; a refusal by that check makes the call re-authenticate against the database.
import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import { addSeconds, type Clock } from '../clock';
import type { Database } from '../db/schema';
import { ApiError, unauthorized } from '../http/errors';
import type { AuditLog } from './audit';
import { isUuid, randomToken, sha256 } from './crypto';
import { deviceLabel } from './device';

export const ISSUER = 'bank-fiat-backend';

/** Where an IP address is (the IP geolocation adapter): shown with each session. */
export interface GeoLookup {
  lookup(ip: string): { city: string; country: string };
}
export const AUDIENCE = 'bank-app';

export interface AuthInfo {
  customerId: string;
  sessionId: string;
  userType: 'individual' | 'corporate';
  customerType: 'viewer' | 'preparer' | 'approver' | 'admin' | null;
  /** The corporate user's company (whose wallets they use); null for individuals. */
  companyId: string | null;
  /**
   * The identity check's outcome (a company's, for its users). A remembered check (`cached`) may be
   * up to 30 s old: only ever more restrictive than the truth, since approval is final.
   */
  kycStatus: 'not_started' | 'pending' | 'approved' | 'rejected';
}

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

export interface IssuedTokens {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

interface SessionOptions {
  accessTokenTtl: number;
  refreshTokenTtl: number;
  sessionMaxAge: number;
  /** How long a rotated refresh token is still answered with its successor (concurrent refreshes). */
  refreshGraceSeconds: number;
}

const TOUCH_EVERY_SECONDS = 60;
/** How long a session check may be reused by the `cached` view (bounded also by the session's expiry and touch). */
const CACHE_SECONDS = 30;

export class Sessions {
  private readonly verified = new Map<
    string,
    { sub?: string | undefined; sid?: unknown; exp?: number | undefined }
  >();
  /** Session checks by token, reused by the `cached` view only. */
  private readonly checked = new Map<string, { auth: AuthInfo; until: number }>();
  /** Answers of the `cached` view that came from memory, not from the database. */
  private readonly remembered = new WeakSet<AuthInfo>();
  /**
   * The same sessions, whose `authenticate` may answer from a session check made up to CACHE_SECONDS
   * earlier. Only for calls that re-check the session where it matters (the transfer statement) and
   * re-authenticate (`authenticate`) before answering anything else.
   */
  readonly cached: Sessions = Object.assign(Object.create(this) as Sessions, {
    authenticate: (authorization: string | undefined) => this.authenticateCached(authorization),
  });
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly key: Uint8Array,
    private readonly refreshKey: Uint8Array,
    private readonly geo: GeoLookup,
    private readonly audit: AuditLog,
    private readonly options: SessionOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  get accessTokenTtl() {
    return this.options.accessTokenTtl;
  }
  get refreshTokenTtl() {
    return this.options.refreshTokenTtl;
  }

  private async signAccess(
    customer: {
      id: string;
      user_type: AuthInfo['userType'];
      customer_type: AuthInfo['customerType'];
    },
    sessionId: string,
  ) {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ sid: sessionId, ut: customer.user_type, ct: customer.customer_type })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(customer.id)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + this.options.accessTokenTtl)
      .setJti(crypto.randomUUID())
      .sign(this.key);
  }

  private async insertRefreshToken(
    db: Kysely<Database>,
    sessionId: string,
    token: string,
    now: Date,
    sessionExpiresAt: Date,
  ): Promise<void> {
    const idleEnd = addSeconds(now, this.options.refreshTokenTtl);
    await db
      .insertInto('refresh_tokens')
      .values({
        id: crypto.randomUUID(),
        session_id: sessionId,
        token_hash: sha256(token),
        created_at: now,
        expires_at: idleEnd < sessionExpiresAt ? idleEnd : sessionExpiresAt,
        used_at: null,
      })
      .execute();
  }

  async create(
    customer: {
      id: string;
      user_type: AuthInfo['userType'];
      customer_type: AuthInfo['customerType'];
    },
    client: ClientInfo,
  ): Promise<IssuedTokens> {
    const now = this.clock.now();
    const place = this.geo.lookup(client.ip);
    const sessionId = crypto.randomUUID();
    const expiresAt = addSeconds(now, this.options.sessionMaxAge);
    await this.db
      .insertInto('sessions')
      .values({
        id: sessionId,
        customer_id: customer.id,
        created_at: now,
        last_used_at: now,
        expires_at: expiresAt,
        revoked_at: null,
        revoked_reason: null,
        user_agent: client.userAgent?.slice(0, 512) ?? null,
        device: deviceLabel(client.userAgent),
        ip: client.ip,
        city: place.city,
        country: place.country,
      })
      .execute();
    const refreshToken = randomToken();
    await this.insertRefreshToken(this.db, sessionId, refreshToken, now, expiresAt);
    const accessToken = await this.signAccess(customer, sessionId);
    return { sessionId, accessToken, refreshToken, expiresIn: this.options.accessTokenTtl };
  }

  /** True when this answer of the `cached` view came from memory (its session was not checked now). */
  fromMemory(auth: AuthInfo): boolean {
    return this.remembered.has(auth);
  }

  /** Forgets the remembered session check of this token (the next `cached` check goes to the database). */
  forget(authorization: string | undefined): void {
    const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    if (token) this.checked.delete(token);
  }

  private async authenticateCached(authorization: string | undefined): Promise<AuthInfo> {
    const token = /^Bearer ([A-Za-z0-9_.-]{10,4096})$/.exec(authorization ?? '')?.[1];
    const hit = token ? this.checked.get(token) : undefined;
    // Only an approved customer's check is reused: approval is final, so a remembered status can
    // never be staler than the truth (one who is not approved yet is checked every time).
    if (hit && hit.until > this.clock.now().getTime() && hit.auth.kycStatus === 'approved') {
      const auth = { ...hit.auth };
      this.remembered.add(auth);
      return auth;
    }
    return this.authenticate(authorization);
  }

  /** Checks a bearer token and that its session is still active. */
  async authenticate(authorization: string | undefined): Promise<AuthInfo> {
    const match = /^Bearer ([A-Za-z0-9_.-]{10,4096})$/.exec(authorization ?? '');
    if (!match?.[1]) throw unauthorized();
    const token = match[1];
    this.checked.delete(token);
    // A token whose signature was checked once is remembered until it expires (its session is
    // still checked in the database on every request): the HMAC is the costliest step of a call.
    let payload: { sub?: string; sid?: unknown; exp?: number } | undefined =
      this.verified.get(token);
    if (payload && (payload.exp ?? 0) * 1000 <= this.clock.now().getTime()) payload = undefined;
    if (!payload) {
      try {
        ({ payload } = await jwtVerify(token, this.key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: this.clock.now(),
          requiredClaims: ['sub', 'exp', 'sid'],
        }));
      } catch {
        throw unauthorized();
      }
      if (this.verified.size >= 50_000) this.verified.clear();
      this.verified.set(token, { sub: payload.sub, sid: payload.sid, exp: payload.exp });
    }
    // Both ids are UUIDs in every token we sign; anything else (a token signed with a leaked key,
    // or a test's) is refused before it reaches a uuid column, where it would fail as a 500.
    const sessionId = typeof payload.sid === 'string' ? payload.sid : '';
    const subject = typeof payload.sub === 'string' ? payload.sub : '';
    if (!isUuid(sessionId) || !isUuid(subject)) throw unauthorized();
    const now = this.clock.now();
    const session = await this.db
      .selectFrom('sessions')
      .innerJoin('customers', 'customers.id', 'sessions.customer_id')
      .select([
        'sessions.id',
        'sessions.last_used_at',
        'sessions.expires_at',
        'customers.id as customer_id',
        'customers.user_type',
        'customers.customer_type',
        'customers.company_id',
        'customers.kyc_status',
      ])
      .where('sessions.id', '=', sessionId)
      .where('sessions.customer_id', '=', subject)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', now)
      .where('customers.disabled_at', 'is', null)
      .executeTakeFirst();
    if (!session) throw unauthorized();
    let lastUsed = session.last_used_at.getTime();
    if (now.getTime() - lastUsed > TOUCH_EVERY_SECONDS * 1000) {
      await this.db
        .updateTable('sessions')
        .set({ last_used_at: now })
        .where('id', '=', session.id)
        .execute();
      lastUsed = now.getTime();
    }
    const auth: AuthInfo = {
      customerId: session.customer_id,
      sessionId: session.id,
      userType: session.user_type,
      customerType: session.customer_type,
      companyId: session.company_id,
      kycStatus: session.kyc_status,
    };
    // Remembered for the `cached` view until the first of: the cache bound, the token's expiry, the
    // session's expiry, the next touch of last_used_at (which goes through here again).
    const until = Math.min(
      now.getTime() + CACHE_SECONDS * 1000,
      (payload.exp ?? 0) * 1000,
      session.expires_at.getTime(),
      lastUsed + TOUCH_EVERY_SECONDS * 1000,
    );
    if (this.checked.size >= 50_000) this.checked.clear();
    this.checked.set(token, { auth: { ...auth }, until });
    return auth;
  }

  /**
   * The refresh token that replaces `token`: HMAC(key, token). Deterministic, so every request that
   * presents the same token within the grace period is answered with the same successor, whichever
   * server instance answers it, and the successor is never stored in clear (only its SHA-256, like
   * every refresh token).
   */
  private successorOf(token: string): string {
    return createHmac('sha256', this.refreshKey).update(token).digest('base64url');
  }

  /**
   * Rotates a refresh token. A token presented again within `refreshGraceSeconds` of its rotation,
   * while its successor is still unused, is answered with that same successor (two tabs refreshing
   * at once); any other reuse (later, or a token two generations old) revokes the session (family).
   */
  async refresh(token: string | undefined, client: ClientInfo): Promise<IssuedTokens> {
    const invalid = () =>
      new ApiError('refresh_invalid', 'Your session has ended. Please log in again.');
    if (!token || token.length > 200) throw invalid();
    const now = this.clock.now();
    const row = await this.db
      .selectFrom('refresh_tokens')
      .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
      .innerJoin('customers', 'customers.id', 'sessions.customer_id')
      .select([
        'refresh_tokens.id',
        'refresh_tokens.used_at',
        'refresh_tokens.expires_at',
        'sessions.id as session_id',
        'sessions.revoked_at',
        'sessions.expires_at as session_expires_at',
        'customers.id as customer_id',
        'customers.user_type',
        'customers.customer_type',
        'customers.disabled_at',
      ])
      .where('refresh_tokens.token_hash', '=', sha256(token))
      .executeTakeFirst();
    if (!row) throw invalid();
    if (row.revoked_at || row.disabled_at) throw invalid();
    const successor = this.successorOf(token);
    const expired =
      row.expires_at.getTime() <= now.getTime() ||
      row.session_expires_at.getTime() <= now.getTime();
    // Mark used and write the successor in one transaction: of concurrent presentations exactly one
    // wins, and the others (which wait on the row lock, or read it used) find the successor written.
    const won =
      !row.used_at &&
      (await this.db.transaction().execute(async (tx) => {
        const claimed = await tx
          .updateTable('refresh_tokens')
          .set({ used_at: now })
          .where('id', '=', row.id)
          .where('used_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
        if (!claimed) return false;
        if (!expired)
          await this.insertRefreshToken(tx, row.session_id, successor, now, row.session_expires_at);
        return true;
      }));
    if (won) {
      if (expired) throw invalid();
    } else if (!(await this.withinGrace(token, successor, row.session_id, now))) {
      await this.revoke(row.session_id, 'refresh_token_reuse');
      await this.audit.record('refresh_reuse_detected', {
        customerId: row.customer_id,
        ip: client.ip,
        details: { session_id: row.session_id },
      });
      this.log.warn({ session_id: row.session_id }, 'refresh token reuse: session revoked');
      throw invalid();
    }
    await this.db
      .updateTable('sessions')
      .set({ last_used_at: now, ip: client.ip })
      .where('id', '=', row.session_id)
      .execute();
    const accessToken = await this.signAccess(
      { id: row.customer_id, user_type: row.user_type, customer_type: row.customer_type },
      row.session_id,
    );
    return {
      sessionId: row.session_id,
      accessToken,
      refreshToken: successor,
      expiresIn: this.options.accessTokenTtl,
    };
  }

  /** True when `token` was rotated at most the grace period ago and its successor is still unused and valid. */
  private async withinGrace(
    token: string,
    successor: string,
    sessionId: string,
    now: Date,
  ): Promise<boolean> {
    const graceMs = this.options.refreshGraceSeconds * 1000;
    if (graceMs <= 0) return false;
    // Read again: a concurrent winner may have committed after the first read.
    const [used, next] = await Promise.all([
      this.db
        .selectFrom('refresh_tokens')
        .select('used_at')
        .where('token_hash', '=', sha256(token))
        .executeTakeFirst(),
      this.db
        .selectFrom('refresh_tokens')
        .select(['session_id', 'used_at', 'expires_at'])
        .where('token_hash', '=', sha256(successor))
        .executeTakeFirst(),
    ]);
    if (!used?.used_at || now.getTime() - used.used_at.getTime() > graceMs) return false;
    return Boolean(
      next &&
      next.session_id === sessionId &&
      next.used_at === null &&
      next.expires_at.getTime() > now.getTime(),
    );
  }

  async revoke(sessionId: string, reason: string): Promise<boolean> {
    const now = this.clock.now();
    const result = await this.db
      .updateTable('sessions')
      .set({ revoked_at: now, revoked_reason: reason })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    this.checked.clear();
    return Number(result.numUpdatedRows) > 0;
  }

  async revokeAll(customerId: string, reason: string, exceptSessionId?: string): Promise<number> {
    let query = this.db
      .updateTable('sessions')
      .set({ revoked_at: this.clock.now(), revoked_reason: reason })
      .where('customer_id', '=', customerId)
      .where('revoked_at', 'is', null);
    if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
    const result = await query.executeTakeFirst();
    this.checked.clear();
    return Number(result.numUpdatedRows);
  }

  async list(customerId: string) {
    return this.db
      .selectFrom('sessions')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', this.clock.now())
      .where('last_used_at', '>', addSeconds(this.clock.now(), -this.options.refreshTokenTtl))
      .orderBy('last_used_at', 'desc')
      .execute();
  }
}
