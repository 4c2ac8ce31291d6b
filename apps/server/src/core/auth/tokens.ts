import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSettings } from './schema.ts';

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

/** How many verified tokens are remembered (about one per signed-in client). */
const MAX_VERIFIED = 10_000;

/** Signs and verifies access tokens (HS256 JWT: sub = user, jti = server-side session). */
export class TokenService {
  private readonly verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();

  private constructor(
    private readonly key: Uint8Array,
    readonly ttlSeconds: number,
  ) {}

  /** The secret comes from JWT_SECRET, or is made once and kept in the database. */
  static async create(db: Db, secret: string | undefined, ttlHours: number): Promise<TokenService> {
    let value = secret;
    if (!value) {
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
      value = row?.value;
      if (!value) {
        value = randomBytes(48).toString('base64url');
        await db.insert(appSettings).values({ key: 'jwt_secret', value }).onConflictDoNothing();
        const [again] = await db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
        value = again!.value;
      }
    }
    return new TokenService(new TextEncoder().encode(value), Math.round(ttlHours * 3600));
  }

  /** A key for other signatures (file links), derived so the token secret itself never leaves. */
  get fileKey(): string {
    return createHash('sha256').update('file-links:').update(this.key).digest('base64url');
  }

  sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setJti(claims.sessionId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  /**
   * The claims of a valid token. A token verified before is answered from memory until it expires:
   * the signature check (WebCrypto, asynchronous) cost more than a list's own queries. Whether the
   * session still lives is checked on every request all the same (the auth hook's sessionUser).
   */
  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known && known.expiresAt > Date.now()) return known.claims;
    if (known) this.verified.delete(token);
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (!payload.sub || !payload.jti) return null;
      const claims = { userId: payload.sub, sessionId: payload.jti };
      if (payload.exp) {
        this.verified.set(token, { claims, expiresAt: payload.exp * 1000 });
        // bounded: the oldest verified token goes first (it is verified again if it comes back)
        if (this.verified.size > MAX_VERIFIED) this.verified.delete(this.verified.keys().next().value as string);
      }
      return claims;
    } catch {
      return null;
    }
  }
}
