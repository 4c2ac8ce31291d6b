/** Password strength (spec 01 §5): character classes digits, letters, other symbols. */
export interface PasswordStrength {
  /** Number of classes present, 0..3. */
  level: 0 | 1 | 2 | 3;
  /** Meter percentage: 10 at 0, 30 per class, 100 at 3. */
  percent: 10 | 30 | 60 | 100;
  /** Meter colour: red (weak), orange (medium), green (strong). */
  color: 'red' | 'orange' | 'green';
  /** Label of the level: 低 / 中 / 强. */
  label: '低' | '中' | '强';
  /** Two or more classes pass. */
  passes: boolean;
}

export function passwordStrength(password: string): PasswordStrength {
  let level = 0;
  if (/\d/.test(password)) level++;
  if (/[a-zA-Z]/.test(password)) level++;
  if (/[^a-zA-Z\d]/.test(password)) level++;
  const lv = level as 0 | 1 | 2 | 3;
  const percent = lv === 0 ? 10 : lv === 1 ? 30 : lv === 2 ? 60 : 100;
  const color = lv <= 1 ? 'red' : lv === 2 ? 'orange' : 'green';
  const label = lv <= 1 ? '低' : lv === 2 ? '中' : '强';
  return { level: lv, percent, color, label, passes: lv >= 2 };
}

/**
 * The one password rule of every path that sets a password (registration, a user created by an
 * administrator, an employee's password, a change of one's own): 6 to 32 characters, at least two
 * of the classes digits, letters, other symbols. The server validates with `newPasswordSchema`
 * (api/common.ts), the web forms with `passwordProblem`, both built on this.
 */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 32;
/**
 * How long a password typed to prove who one is (sign-in, the current password of a change) may
 * be: longer than any rule ever allowed, so that an old password is never refused for its length.
 */
export const PASSWORD_ENTRY_MAX_LENGTH = 128;

/** What is wrong with a new password under the rule, in the spec's words; null when it passes. */
export function passwordProblem(password: string, label = '密码'): string | null {
  if (!password) return '请输入密码';
  if (password.length < PASSWORD_MIN_LENGTH) return '至少6位密码，区分大小写';
  if (password.length > PASSWORD_MAX_LENGTH) return `${label}长度不能超过${PASSWORD_MAX_LENGTH}个字符`;
  if (!passwordStrength(password).passes) return '密码强度不够';
  return null;
}
