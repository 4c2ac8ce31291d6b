import { z } from 'zod';
import { messages } from '../messages.ts';
import { PASSWORD_ENTRY_MAX_LENGTH, passwordProblem } from '../rules/passwordStrength.ts';

/** A uuid field whose error names the field: uuidNamed('项目') → "项目ID格式不正确". */
export const uuidNamed = (label: string) => z.uuid(`${label}${messages.invalidId}`);
/** A yes/no filter of a query string (it arrives as text): queryFlag('余料') → "余料的取值不正确" on anything else. */
export const queryFlag = (label: string) => z.enum(['true', 'false'], { error: `${label}的取值不正确` });
/** A YYYY-MM-DD date whose error names the field: dateNamed('开始') → "开始日期格式应为YYYY-MM-DD". */
export const dateNamed = (label: string) => z.iso.date(`${label}日期格式应为YYYY-MM-DD`);
/** A production list's keyword (`filter`, matched against parts of numbers and names): trimmed, up to 80 characters. */
export const keywordFilter = z.string().trim().max(80, messages.tooLong('关键字', 80)).optional();

/** ABP error body; every non-2xx answer of the API has this shape. */
export interface ErrorBody {
  error: {
    code: string | null;
    message: string;
    details: string | null;
    data?: Record<string, unknown> | null;
    validationErrors: { message: string; members: string[] }[] | null;
  };
}

export const MAX_RESULT_COUNT = 1000;
export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZE_OPTIONS = [20, 50, 100, 200, 400] as const;

/** A number of a JSON body, from min to max, with the Chinese messages of each check. */
export const boundedNumber = (label: string, min: number, max: number) =>
  z.number({ error: `${label}必须是数字` }).min(min, `${label}不能小于${min}`).max(max, `${label}不能大于${max}`);

/** A whole number from a query string or a form (coerced), from min to max, with the Chinese messages of each check. */
export const boundedInt = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须是整数`)
    .min(min, `${label}不能小于${min}`)
    .max(max, `${label}不能大于${max}`);

/** The ABP paged-and-sorted request: skipCount, maxResultCount (capped), sorting "field asc|desc". */
export const pagedQuery = z.object({
  skipCount: boundedInt('skipCount', 0, 1_000_000_000).default(0),
  maxResultCount: boundedInt('maxResultCount', 1, MAX_RESULT_COUNT).default(DEFAULT_PAGE_SIZE),
  sorting: z.string().max(100, messages.tooLong('sorting', 100)).optional(),
});
export type PagedQuery = z.infer<typeof pagedQuery>;

export interface PagedResult<T> {
  items: T[];
  totalCount: number;
  /** The count stopped at EXACT_COUNT_LIMIT: there are more rows than `totalCount` ("10,000+"). */
  totalCountIsLowerBound?: boolean;
}

/** Lists count their rows exactly up to this many; beyond it they say "10,000+" (counting a million rows on every page costs more than the page). */
export const EXACT_COUNT_LIMIT = 10_000;

export const idParam = z.object({ id: z.uuid(messages.invalidId) });

/** The query's optional day range (local dates, both ends included). */
export const dateRangeQuery = {
  beginTime: z.iso.date('beginTime日期格式应为YYYY-MM-DD').optional(),
  endTime: z.iso.date('endTime日期格式应为YYYY-MM-DD').optional(),
};

/** A new password under the one rule (rules/passwordStrength.ts): length and strength, Chinese messages. */
export const newPasswordSchema = (label = '密码') =>
  z.string({ error: messages.passwordRequired }).superRefine((v, ctx) => {
    const problem = passwordProblem(v, label);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A password typed to prove who one is: any length a password ever had. */
export const enteredPasswordSchema = (requiredMessage: string = messages.passwordRequired) =>
  z
    .string({ error: requiredMessage })
    .max(PASSWORD_ENTRY_MAX_LENGTH, messages.tooLong('密码', PASSWORD_ENTRY_MAX_LENGTH))
    .refine((v) => v.trim().length > 0, requiredMessage);
