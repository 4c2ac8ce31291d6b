import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { SMS_RULES, smsMessages, type SmsAnswer, type SmsPurpose } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import { AppError, tooManyRequests } from '../../core/http/errors.ts';
import type { SecretBox } from '../../core/secrets/secret-box.ts';
import type { SmsProvider } from './sms/provider.ts';
import { smsCodes } from './schema.ts';

const MINUTE = 60_000;
const digestOf = (box: SecretBox, phoneNumber: string, purpose: string, code: string) => box.digest('sms-code', `${purpose}|${phoneNumber}|${code}`);

/**
 * Issues a code (spec 02: POST /api/user/account/sms). The limits are counted from the rows, under a
 * lock on the phone number so that two requests at once cannot both pass: one code per phone per
 * minute, SMS_RULES.perPhonePerDay a day, SMS_RULES.perIpPerHour per IP an hour. `deliver` false
 * records the request (it counts) without sending: no account has the phone, and the answer must not
 * tell.
 */
export async function issueCode(
  tx: Tx,
  box: SecretBox,
  sms: SmsProvider,
  o: { phoneNumber: string; purpose: SmsPurpose; userId: string | null; ip: string; deliver: boolean },
): Promise<SmsAnswer> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${o.phoneNumber}`}))`);
  const now = Date.now();
  const [last] = await tx
    .select({ time: smsCodes.creationTime })
    .from(smsCodes)
    .where(eq(smsCodes.phoneNumber, o.phoneNumber))
    .orderBy(desc(smsCodes.creationTime))
    .limit(1);
  const wait = last ? Math.ceil((last.time.getTime() + SMS_RULES.resendSeconds * 1000 - now) / 1000) : 0;
  if (wait > 0) throw tooManyRequests(smsMessages.tooFrequent(wait));
  const [{ day } = { day: 0 }] = await tx
    .select({ day: sql<number>`count(*)::int` })
    .from(smsCodes)
    .where(and(eq(smsCodes.phoneNumber, o.phoneNumber), gt(smsCodes.creationTime, new Date(now - 24 * 60 * MINUTE))));
  if (day >= SMS_RULES.perPhonePerDay) throw tooManyRequests(smsMessages.dailyLimit);
  const [{ hour } = { hour: 0 }] = await tx
    .select({ hour: sql<number>`count(*)::int` })
    .from(smsCodes)
    .where(and(eq(smsCodes.ip, o.ip), gt(smsCodes.creationTime, new Date(now - 60 * MINUTE))));
  if (hour >= SMS_RULES.perIpPerHour) throw tooManyRequests(smsMessages.ipLimit);

  const code = String(randomInt(0, 10 ** SMS_RULES.codeLength)).padStart(SMS_RULES.codeLength, '0');
  await tx.insert(smsCodes).values({
    phoneNumber: o.phoneNumber,
    purpose: o.purpose,
    userId: o.userId,
    codeHash: o.deliver ? digestOf(box, o.phoneNumber, o.purpose, code) : null,
    ip: o.ip,
    expiresAt: new Date(now + SMS_RULES.validMinutes * MINUTE),
  });
  if (o.deliver) {
    try {
      await sms.send({ phoneNumber: o.phoneNumber, purpose: o.purpose, code, validMinutes: SMS_RULES.validMinutes });
    } catch {
      // The row goes with the transaction: a message that was not sent does not count.
      throw new AppError(503, '短信发送失败，请稍后重试', 'SmsFailed');
    }
  }
  return { resendAfter: SMS_RULES.resendSeconds, expiresInSeconds: SMS_RULES.validMinutes * 60 };
}

/**
 * Checks a code against the newest live code of the phone and purpose (and, for binding, of the
 * user who asked for it). A wrong code counts a try on that code, SMS_RULES.maxTries voids it. The
 * answer is returned, not thrown, so that the caller commits the counted try before refusing.
 */
export async function checkCode(
  tx: Tx,
  box: SecretBox,
  o: { phoneNumber: string; purpose: SmsPurpose; code: string; userId?: string },
): Promise<{ ok: true; id: string } | { ok: false; message: string }> {
  const [live] = await tx
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.phoneNumber, o.phoneNumber),
        eq(smsCodes.purpose, o.purpose),
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, new Date()),
        sql`${smsCodes.codeHash} is not null`,
        ...(o.userId ? [eq(smsCodes.userId, o.userId)] : []),
      ),
    )
    .orderBy(desc(smsCodes.creationTime))
    .limit(1)
    .for('update');
  if (!live) return { ok: false, message: smsMessages.codeWrong };
  if (live.failedTries >= SMS_RULES.maxTries) return { ok: false, message: smsMessages.codeTooManyTries };
  if (live.codeHash !== digestOf(box, o.phoneNumber, o.purpose, o.code)) {
    const tries = live.failedTries + 1;
    await tx.update(smsCodes).set({ failedTries: tries }).where(eq(smsCodes.id, live.id));
    return { ok: false, message: tries >= SMS_RULES.maxTries ? smsMessages.codeTooManyTries : smsMessages.codeWrong };
  }
  return { ok: true, id: live.id };
}

/** Marks a checked code used (in the transaction of the write it allowed). */
export async function useCode(tx: Tx, id: string) {
  await tx.update(smsCodes).set({ usedAt: new Date() }).where(eq(smsCodes.id, id));
}
