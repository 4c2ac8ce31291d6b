import { z } from 'zod';
import { messages } from '../messages.ts';
import { passwordStrength } from '../rules/passwordStrength.ts';
import { pagedQuery, queryFlag } from './common.ts';
import { defineEndpoints, isoTime, pagedOf } from '../endpoint.ts';
import { rowOf } from '../entity/row.ts';
import { loginLogColumns } from '../entities/account.ts';

/**
 * The user-account calls of spec 02 §7 beyond sign-in: SMS codes, password recovery, binding a
 * phone or WeChat, the caller's identity and space profile, and the platform's account tools
 * (related spaces, login logs and their use, platform permission).
 */
export const accountMoreApi = {
  /** POST { phoneNumber, purpose }: a 6-digit code by SMS (public for recover). */
  sms: '/api/user/account/sms',
  /** POST { phoneNumber, code, newPassword, password2, userName? } (public). */
  forgetPassword: '/api/user/account/forget-password',
  /** PUT { phoneNumber, code } (signed in) or { wechatCode, state } (the /wechat page). */
  bind: '/api/user/account/bind',
  /** PUT { isPlatformAdmin } of user {id} (platform administrators). */
  permission: (id: string) => `/api/user/account/permission/${id}`,
  /** GET the caller's identity as the server sees it. */
  auth: '/api/user/account/auth',
  /** GET the caller's membership in the current space. */
  profileTenant: '/api/user/account/profile/tenant',
  /** GET the spaces, sessions and last sign-in of user {id} (platform). */
  related: (id: string) => `/api/user/account/for-admin/${id}/related`,
  /** DELETE ?userId=&tenantId=: remove a user from a space (platform). */
  removeFromTenant: '/api/user/account/for-admin/tenant',
  /** GET login log of user {id} (platform). */
  userLogins: (id: string) => `/api/user/account/for-admin/${id}/login`,
  /** GET every login log (platform). */
  logins: '/api/user/account/for-admin/login',
  /** GET sign-ins per day (platform). */
  loginUse: '/api/user/account/for-admin/login/use',
  /** GET the same per-day use as Excel (platform: all; a space with AlLog.LoginLogs: its members). */
  useDown: '/api/user/account/use/down',
  /** WeChat binding (ours): POST a ticket (QR code), GET / DELETE the caller's binding. */
  wechatTicket: '/api/user/account/wechat/ticket',
  wechatBinding: '/api/user/account/wechat/binding',
} as const;

export const SmsPurpose = { recover: 'recover', bind: 'bind' } as const;
export type SmsPurpose = (typeof SmsPurpose)[keyof typeof SmsPurpose];

/** SMS code rules: 6 digits, valid 5 minutes, 5 wrong tries, one per phone per minute, 10 per day, 20 per IP per hour. */
export const SMS_RULES = {
  codeLength: 6,
  validMinutes: 5,
  maxTries: 5,
  resendSeconds: 60,
  perPhonePerDay: 10,
  perIpPerHour: 20,
} as const;

export const smsMessages = {
  phoneInvalid: '请输入正确的手机号',
  codeInvalid: '验证码为6位数字',
  codeWrong: '验证码错误或已过期',
  codeTooManyTries: '验证码错误次数过多，请重新获取',
  tooFrequent: (seconds: number) => `发送太频繁，请${seconds}秒后再试`,
  dailyLimit: '该手机号今日获取验证码次数已达上限，请明天再试',
  ipLimit: '获取验证码次数过多，请稍后再试',
  sent: '验证码已发送，5分钟内有效',
  phoneTaken: '该手机号已绑定其他账号',
  severalAccounts: '该手机号绑定了多个账号，请填写用户名',
  passwordReset: '密码已重置，请使用新密码登录',
  wechatStateInvalid: '绑定二维码已失效，请在电脑上重新获取',
  wechatTaken: '该微信已绑定其他账号',
  wechatCodeInvalid: '微信授权无效，请重新扫码',
} as const;

export const phoneNumber = z
  .string({ error: smsMessages.phoneInvalid })
  .trim()
  .regex(/^1[3-9]\d{9}$/, smsMessages.phoneInvalid);
const smsCode = z.string({ error: smsMessages.codeInvalid }).trim().regex(/^\d{6}$/, smsMessages.codeInvalid);

export const smsInput = z.object({
  phoneNumber,
  purpose: z.enum([SmsPurpose.recover, SmsPurpose.bind], { error: '验证码用途不正确' }),
});
export type SmsInput = z.infer<typeof smsInput>;
export const smsAnswer = z.object({
  /** Seconds until another code may be asked for. */
  resendAfter: z.number(),
  expiresInSeconds: z.number(),
});
export type SmsAnswer = z.infer<typeof smsAnswer>;

const newPassword = z
  .string({ error: messages.passwordRequired })
  .min(6, messages.newPasswordRule)
  .max(32, messages.tooLong('新密码', 32))
  .refine((v) => passwordStrength(v).passes, messages.passwordTooWeak);

export const forgetPasswordInput = z
  .object({
    phoneNumber,
    code: smsCode,
    userName: z.string().trim().max(64, messages.tooLong('用户名', 64)).optional(),
    newPassword,
    password2: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired).max(32, messages.tooLong('确认密码', 32)),
  })
  .refine((v) => v.newPassword === v.password2, { message: messages.passwordMismatch, path: ['password2'] });
export type ForgetPasswordInput = z.infer<typeof forgetPasswordInput>;

export const bindPhoneInput = z.object({ phoneNumber, code: smsCode });
export const bindWechatInput = z.object({
  wechatCode: z.string({ error: smsMessages.wechatCodeInvalid }).min(1, smsMessages.wechatCodeInvalid).max(512),
  state: z.string({ error: smsMessages.wechatStateInvalid }).min(1, smsMessages.wechatStateInvalid).max(1024),
});
/** PUT bind: a phone with its SMS code, or WeChat with the code and state the /wechat page received. */
export const bindInput = z.union([bindPhoneInput, bindWechatInput], { error: '请填写手机号和验证码' });
export type BindInput = z.infer<typeof bindInput>;
export const bindAnswer = z.object({
  kind: z.enum(['phone', 'wechat']),
  /** The bound phone, or the WeChat nickname. */
  value: z.string(),
  /** The account it was bound to, masked (the /wechat page shows it). */
  userName: z.string(),
});
export type BindAnswer = z.infer<typeof bindAnswer>;

export const accountPermissionInput = z.object({ isPlatformAdmin: z.boolean({ error: '请选择是否平台管理员' }) });

export const removeFromTenantQuery = z.object({
  userId: z.uuid(messages.invalidId),
  tenantId: z.uuid(messages.invalidId),
});

/** Filters of the login logs (the /logs/login page and the platform's lists). */
export const loginLogQuery = pagedQuery.extend({
  userName: z.string().max(64, messages.tooLong('用户名', 64)).optional(),
  success: queryFlag('登录结果').optional(),
  clientType: z.coerce.number({ error: '客户端类型必须是数字' }).int().min(0).max(99).optional(),
  beginTime: z.iso.date('开始日期格式应为YYYY-MM-DD').optional(),
  endTime: z.iso.date('结束日期格式应为YYYY-MM-DD').optional(),
});
export type LoginLogQuery = z.infer<typeof loginLogQuery>;

/** Per-day use: the range, 90 days at most (default the last 30). */
export const loginUseQuery = z.object({
  beginTime: z.iso.date('开始日期格式应为YYYY-MM-DD').optional(),
  endTime: z.iso.date('结束日期格式应为YYYY-MM-DD').optional(),
});

export const loginLogItem = rowOf(loginLogColumns).extend({
  name: z.string().nullable(),
  tenantName: z.string().nullable(),
  /** 客户端 label of clientType. */
  clientTypeName: z.string(),
  /** Browser and system read from the device string, e.g. "Chrome 126 / Windows". */
  deviceName: z.string(),
});
export type LoginLogItem = z.infer<typeof loginLogItem>;

export const loginUseDay = z.object({ day: z.string(), logins: z.number(), failures: z.number(), users: z.number() });
export type LoginUseDay = z.infer<typeof loginUseDay>;

/** Client types of a sign-in (spec 01 §6: 1 is the web back-office). */
export const clientTypeLabels: Record<number, string> = { 1: '网页端', 2: '平台端', 3: '工位机', 4: 'PDA', 5: '小程序' };

/** Chinese names of the failure reasons written by the login service. */
export const loginFailureLabels: Record<string, string> = {
  'wrong credentials': '用户名或密码错误',
  disabled: '账号已禁用',
};

const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger\/(\d+)/, '微信'],
  [/Edg\/(\d+)/, 'Edge'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/Version\/(\d+).*Safari/, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome 126 / Windows" from a User-Agent string; its start when nothing is recognised. */
export function describeDevice(ua: string | null | undefined): string {
  if (!ua) return '未知设备';
  let browser: string | null = null;
  for (const [re, name] of BROWSERS) {
    const m = re.exec(ua);
    if (m) {
      browser = `${name} ${m[1]}`;
      break;
    }
  }
  const os = SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? null;
  if (!browser && !os) return ua.slice(0, 60);
  return `${browser ?? '其他浏览器'} / ${os ?? '其他系统'}`;
}

export const authInfo = z.object({
  userId: z.string(),
  userName: z.string(),
  tenantId: z.string().nullable(),
  factoryId: z.string().nullable(),
  isPlatformAdmin: z.boolean(),
  isTenantAdmin: z.boolean(),
  clientType: z.number(),
  sessionExpiresAt: isoTime,
});
export type AuthInfo = z.infer<typeof authInfo>;

export const tenantProfile = z.object({
  tenantId: z.string(),
  tenantName: z.string(),
  memberId: z.string().nullable(),
  isAdmin: z.boolean(),
  userStatus: z.number().nullable(),
  roles: z.array(z.string()),
  organizationUnits: z.array(z.string()),
  factories: z.array(z.string()),
});
export type TenantProfile = z.infer<typeof tenantProfile>;

export const relatedAccount = z.object({
  user: z.object({
    id: z.string(),
    userName: z.string(),
    name: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    isActive: z.boolean(),
    isPlatformAdmin: z.boolean(),
    wechatBound: z.boolean(),
  }),
  spaces: z.array(
    z.object({
      tenantId: z.string(),
      tenantName: z.string(),
      editionName: z.string().nullable(),
      userStatus: z.number(),
      isAdmin: z.boolean(),
      joinTime: isoTime,
    }),
  ),
  activeSessions: z.number(),
  lastLogin: z.object({ time: isoTime, ip: z.string().nullable(), device: z.string() }).nullable(),
});
export type RelatedAccount = z.infer<typeof relatedAccount>;

export const wechatTicket = z.object({
  /** What the QR code holds: the official account's authorisation page (the sandbox's without one). */
  qrUrl: z.string(),
  expiresAt: isoTime,
  sandbox: z.boolean(),
});
export type WechatTicket = z.infer<typeof wechatTicket>;
export const wechatBinding = z.object({ bound: z.boolean(), nickname: z.string().nullable(), boundTime: isoTime.nullable() });
export type WechatBinding = z.infer<typeof wechatBinding>;

/** Masks a user name for a page shown without sign-in: de***o. */
export const maskName = (name: string) => (name.length <= 2 ? `${name[0] ?? ''}*` : `${name[0]}${'*'.repeat(Math.min(3, name.length - 2))}${name[name.length - 1]}`);

const userIdParam = z.object({ id: z.uuid(messages.invalidId) });
const admin = { platformAdmin: true } as const;
/** The account calls beyond sign-in: the caller, self-service (SMS, recovery, binding) and the platform's account tools. */
export const accountMoreEndpoints = defineEndpoints(
  { tag: '账户' },
  {
    auth: { method: 'GET', path: accountMoreApi.auth, summary: '当前登录身份', response: authInfo },
    profileTenant: { method: 'GET', path: accountMoreApi.profileTenant, summary: '我在当前空间的资料', space: true, response: tenantProfile },
    /** Public for recovery; binding needs a signed-in caller. */
    sms: { method: 'POST', path: accountMoreApi.sms, summary: '获取短信验证码', access: { public: true }, body: smsInput, response: smsAnswer },
    forgetPassword: {
      method: 'POST',
      path: accountMoreApi.forgetPassword,
      summary: '找回密码（短信验证码）',
      access: { public: true },
      body: forgetPasswordInput,
    },
    /** A phone (signed in, SMS code) or WeChat (the /wechat page, signed state). */
    bind: { method: 'PUT', path: accountMoreApi.bind, summary: '绑定手机号或微信', access: { public: true }, body: bindInput, response: bindAnswer },
    wechatTicket: { method: 'POST', path: accountMoreApi.wechatTicket, summary: '获取绑定微信的二维码', response: wechatTicket },
    wechatBinding: { method: 'GET', path: accountMoreApi.wechatBinding, summary: '我的微信绑定', response: wechatBinding },
    wechatUnbind: { method: 'DELETE', path: accountMoreApi.wechatBinding, summary: '解绑微信' },
    permission: {
      method: 'PUT',
      path: accountMoreApi.permission(':id'),
      summary: '设置账号的平台管理员权限',
      access: admin,
      params: userIdParam,
      body: accountPermissionInput,
      response: z.object({ id: z.string(), userName: z.string(), isPlatformAdmin: z.boolean() }),
    },
    related: {
      method: 'GET',
      path: accountMoreApi.related(':id'),
      summary: '账号的关联空间（平台）',
      access: admin,
      params: userIdParam,
      response: relatedAccount,
    },
    removeFromTenant: {
      method: 'DELETE',
      path: accountMoreApi.removeFromTenant,
      summary: '将账号移出空间（平台）',
      access: admin,
      query: removeFromTenantQuery,
    },
    userLogins: {
      method: 'GET',
      path: accountMoreApi.userLogins(':id'),
      summary: '账号的登录日志（平台）',
      access: admin,
      params: userIdParam,
      query: loginLogQuery,
      response: pagedOf(loginLogItem),
    },
    logins: { method: 'GET', path: accountMoreApi.logins, summary: '全部登录日志（平台）', access: admin, query: loginLogQuery, response: pagedOf(loginLogItem) },
    loginUse: { method: 'GET', path: accountMoreApi.loginUse, summary: '每日登录人次（平台）', access: admin, query: loginUseQuery, response: z.array(loginUseDay) },
    /** A platform administrator outside a space gets everyone's; a space (with the login-log export) its members'. */
    useDown: { method: 'GET', path: accountMoreApi.useDown, summary: '下载每日登录人次', query: loginUseQuery, file: true },
  },
);
