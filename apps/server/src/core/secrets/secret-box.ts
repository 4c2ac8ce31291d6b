import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSettings } from '../auth/schema.ts';

/**
 * The server's own key for what must not be readable from the database alone: third-party
 * secrets (AES-256-GCM), SMS code digests and signed one-time links (HMAC-SHA256).
 *
 * The key comes from SECRETS_KEY (any string of 32 characters or more; keep it outside the
 * database in production, and keep it: secrets encrypted with another key cannot be read back),
 * or is made once and kept in app_settings like the token secret.
 */
export class SecretBox {
  private constructor(private readonly key: Buffer) {}

  private static loading: Promise<SecretBox> | undefined;
  private static loadedFor: Db | undefined;

  /** The box of the server's database (SecretBox.of was called at start-up by the settings module). */
  static current(): Promise<SecretBox> {
    if (!SecretBox.loading) throw new Error('SecretBox.of(db) has not been called');
    return SecretBox.loading;
  }

  /** The box of this database (made on first use). */
  static of(db: Db): Promise<SecretBox> {
    if (!SecretBox.loading || SecretBox.loadedFor !== db) {
      SecretBox.loadedFor = db;
      SecretBox.loading = SecretBox.load(db);
    }
    return SecretBox.loading;
  }

  private static async load(db: Db): Promise<SecretBox> {
    const fromEnv = process.env.SECRETS_KEY;
    if (fromEnv) {
      if (fromEnv.length < 32) throw new Error('SECRETS_KEY must be at least 32 characters long');
      return new SecretBox(createHash('sha256').update(fromEnv).digest());
    }
    const read = async () => (await db.select().from(appSettings).where(eq(appSettings.key, 'secrets_key')))[0]?.value;
    let value = await read();
    if (!value) {
      await db.insert(appSettings).values({ key: 'secrets_key', value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
      value = (await read())!;
    }
    return new SecretBox(createHash('sha256').update(value).digest());
  }

  /** "v1.iv.tag.cipher" (base64url parts). */
  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const c = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
    return ['v1', iv.toString('base64url'), c.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  /** The plain text, or null when the value was not sealed with this key (or was tampered with). */
  decrypt(sealed: string): string | null {
    const [v, iv, tag, body] = sealed.split('.');
    if (v !== 'v1' || !iv || !tag || body === undefined) return null;
    try {
      const d = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      d.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([d.update(Buffer.from(body, 'base64url')), d.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  /** HMAC of data under a purpose, base64url. */
  digest(purpose: string, data: string): string {
    return createHmac('sha256', this.key).update(`${purpose}\n${data}`).digest('base64url');
  }

  /** A signed, expiring token carrying payload: base64url(json).signature. */
  sign(purpose: string, payload: Record<string, unknown>, expiresAt: Date): string {
    const body = Buffer.from(JSON.stringify({ ...payload, exp: expiresAt.getTime() })).toString('base64url');
    return `${body}.${this.digest(purpose, body)}`;
  }

  /** The payload of a token signed for purpose and not expired, else null. */
  verify<T extends Record<string, unknown>>(purpose: string, token: string): (T & { exp: number }) | null {
    const [body, sig] = token.split('.');
    if (!body || !sig) return null;
    const want = Buffer.from(this.digest(purpose, body));
    const got = Buffer.from(sig);
    if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
    try {
      const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T & { exp: number };
      return typeof payload.exp === 'number' && payload.exp > Date.now() ? payload : null;
    } catch {
      return null;
    }
  }
}
