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
