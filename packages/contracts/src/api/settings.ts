import { z } from 'zod';
import { messages } from '../messages.ts';
import { accessTo, defineEndpoints, isoTime, pagedOf } from '../endpoint.ts';
import { Permissions } from '../permission-names.ts';
import { boundedInt, idParam } from './common.ts';
import { rowOf } from '../entity/row.ts';
import { thirdConfigColumns } from '../entities/settings.ts';

export const lengthUnitOptions = [
  { value: 'mm', label: '毫米 (mm)' },
  { value: 'cm', label: '厘米 (cm)' },
  { value: 'm', label: '米 (m)' },
] as const;
export const areaUnitOptions = [
  { value: 'm2', label: '平方米 (m²)' },
  { value: 'ft2', label: '平方英尺 (ft²)' },
] as const;
export const weightUnitOptions = [
  { value: 'kg', label: '千克 (kg)' },
  { value: 't', label: '吨 (t)' },
] as const;
export const labelSizeOptions = [
  { value: '60x40', label: '60×40 mm' },
  { value: '100x70', label: '100×70 mm' },
] as const;
/** What a product label may print besides its QR code and code (labels of /cad). */
export const labelFieldOptions = [
  { value: 'project', label: '项目' },
  { value: 'batch', label: '批次' },
  { value: 'size', label: '尺寸' },
  { value: 'color', label: '颜色' },
  { value: 'material', label: '材质厚度' },
  { value: 'sequence', label: '序号/数量' },
  { value: 'labelNo', label: '标签号' },
] as const;
export type LabelField = (typeof labelFieldOptions)[number]['value'];
export const ALL_LABEL_FIELDS = labelFieldOptions.map((o) => o.value) as LabelField[];

const oneOf = <T extends readonly { value: string }[]>(opts: T, label: string) =>
  z.enum(opts.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]], { error: `${label}的取值不正确` });
const precision = (label: string) => boundedInt(label, 0, 4);

export const tenantSettingsInput = z.object({
  lengthUnit: oneOf(lengthUnitOptions, '长度单位'),
  areaUnit: oneOf(areaUnitOptions, '面积单位'),
  weightUnit: oneOf(weightUnitOptions, '重量单位'),
  lengthPrecision: precision('长度小数位'),
  areaPrecision: precision('面积小数位'),
  weightPrecision: precision('重量小数位'),
  moneyPrecision: precision('金额小数位'),
  labelSize: oneOf(labelSizeOptions, '标签尺寸'),
  labelFields: z
    .array(oneOf(labelFieldOptions, '标签内容'), { error: '请选择标签内容' })
    .max(labelFieldOptions.length)
    .transform((v) => [...new Set(v)]),
  concurrencyStamp: z.string().max(40).optional(),
});
export type TenantSettingsInput = z.infer<typeof tenantSettingsInput>;

/** The space's settings as read (defaults until its first save). */
export const tenantSettings = z.object({
  ...tenantSettingsInput.omit({ concurrencyStamp: true }).shape,
  labelFields: z.array(oneOf(labelFieldOptions, '标签内容')),
  concurrencyStamp: z.string().nullable(),
  lastModificationTime: isoTime.nullable(),
});
export type TenantSettings = z.output<typeof tenantSettings>;

/** The settings a space has before it saves its own. */
export const DEFAULT_TENANT_SETTINGS: Omit<TenantSettings, 'concurrencyStamp' | 'lastModificationTime'> = {
  lengthUnit: 'mm',
  areaUnit: 'm2',
  weightUnit: 'kg',
  lengthPrecision: 0,
  areaPrecision: 3,
  weightPrecision: 2,
  moneyPrecision: 2,
  labelSize: '60x40',
  labelFields: [...ALL_LABEL_FIELDS],
};

export const numberingPreviewItem = z.object({
  documentType: z.number().int(),
  name: z.string(),
  source: z.enum(['custom', 'default']),
  /** The number the next document of this type will get (as of now). */
  next: z.string(),
});
export type NumberingPreviewItem = z.infer<typeof numberingPreviewItem>;

/** Third-party providers a space can connect (/setting/sync). */
export const thirdProviderOptions = [
  { value: 'wechat-mp', label: '微信公众号', appIdLabel: 'AppID', secretLabel: 'AppSecret' },
  { value: 'ys7', label: '萤石云（摄像头）', appIdLabel: 'AppKey', secretLabel: 'AppSecret' },
  { value: 'dingtalk', label: '钉钉', appIdLabel: 'AppKey', secretLabel: 'AppSecret' },
  { value: 'sms-aliyun', label: '阿里云短信', appIdLabel: 'AccessKey ID', secretLabel: 'AccessKey Secret' },
] as const;
export type ThirdProvider = (typeof thirdProviderOptions)[number]['value'];

export const thirdConfigInput = z.object({
  provider: oneOf(thirdProviderOptions, '第三方平台'),
  name: z.string({ error: messages.required('名称') }).trim().min(1, messages.required('名称')).max(64, messages.tooLong('名称', 64)),
  appId: z.string({ error: messages.required('AppID') }).trim().min(1, messages.required('AppID')).max(128, messages.tooLong('AppID', 128)),
  /** Required on create; on update an empty or missing secret keeps the stored one. */
  secret: z.string().trim().max(256, messages.tooLong('密钥', 256)).optional(),
  /** Non-secret options (e.g. the official account's original id, an SMS signature). */
  extra: z.record(z.string().max(40), z.string().max(200, messages.tooLong('附加参数', 200))).default({}),
  enabled: z.boolean().default(true),
  remark: z.string().max(200, messages.tooLong('备注', 200)).nullable().optional(),
  concurrencyStamp: z.string().max(40).optional(),
});
export type ThirdConfigInput = z.infer<typeof thirdConfigInput>;

/** A third-party account as answered: the row without its sealed secret, with what may be told of the secret. */
export const thirdConfigItem = rowOf(thirdConfigColumns)
  .omit({ secretSealed: true })
  .extend({
    provider: thirdConfigInput.shape.provider,
    providerName: z.string(),
    /** Whether a secret is stored, and its last 4 characters (the rest never leaves the server). */
    secretSet: z.boolean(),
    secretHint: z.string().nullable(),
    /** False when the stored secret cannot be read with the server's key (SECRETS_KEY changed): enter it again. */
    secretReadable: z.boolean(),
    extra: z.record(z.string(), z.string()),
  });
export type ThirdConfigItem = z.infer<typeof thirdConfigItem>;

const third = accessTo(Permissions.AlThird.ThirdConfigs);

/**
 * The space's settings (every member reads them: labels, units; only its administrators save them, with
 * the concurrencyStamp they read) and its numbering preview.
 */
export const settingsEndpoints = defineEndpoints(
  { tag: '系统设置', space: true },
  {
    config: { method: 'GET', path: '/api/setting/config', summary: '空间设置', response: tenantSettings },
    save: {
      method: 'PUT',
      path: '/api/setting/config',
      summary: '修改空间设置',
      access: { spaceAdmin: true },
      body: tenantSettingsInput,
      response: tenantSettings,
    },
    numberingPreview: {
      method: 'GET',
      path: '/api/setting/config/numbering-preview',
      summary: '单据编号预览（不占用编号）',
      response: z.array(numberingPreviewItem),
    },
  },
);

/**
 * The third-party accounts (secrets never leave the server). Outside a space a platform administrator
 * keeps the platform's own, so these are not a space's business only.
 */
export const thirdConfigEndpoints = defineEndpoints(
  { tag: '系统设置', access: third('query') },
  {
    list: {
      method: 'GET',
      path: '/api/setting/third-configs',
      summary: '第三方配置列表',
      response: pagedOf(thirdConfigItem),
    },
    create: {
      method: 'POST',
      path: '/api/setting/third-configs',
      summary: '新增第三方配置',
      access: third('add'),
      body: thirdConfigInput,
      response: thirdConfigItem,
    },
    /** An empty secret keeps the stored one. */
    update: {
      method: 'PUT',
      path: '/api/setting/third-configs/:id',
      summary: '修改第三方配置',
      access: third('edit'),
      params: idParam,
      body: thirdConfigInput,
      response: thirdConfigItem,
    },
    remove: {
      method: 'DELETE',
      path: '/api/setting/third-configs/:id',
      summary: '删除第三方配置',
      access: third('delete'),
      params: idParam,
    },
    /** Checks that the stored secret can still be read with the server's key. */
    check: {
      method: 'POST',
      path: '/api/setting/third-configs/:id/check',
      summary: '检查第三方配置的密钥',
      params: idParam,
      body: z.object({}).optional(),
      response: z.object({ ok: z.boolean(), message: z.string() }),
    },
  },
);
