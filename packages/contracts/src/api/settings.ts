import { z } from 'zod';
import { messages } from '../messages.ts';

/** The space's own settings (/setting/config) and its third-party accounts (/setting/sync). */
export const settingsApi = {
  /** GET / PUT the space's settings (PUT with the concurrencyStamp it read). */
  config: '/api/setting/config',
  /** GET the document numbers the numbering rules will give next (nothing is taken). */
  numberingPreview: '/api/setting/config/numbering-preview',
  /** GET the third-party accounts (secrets never leave the server); POST one. */
  thirdConfigs: '/api/setting/third-configs',
  /** PUT (an empty secret keeps the stored one) / DELETE one. */
  thirdConfig: (id: string) => `/api/setting/third-configs/${id}`,
  /** POST: checks that the stored secret can still be read with the server's key. */
  thirdConfigCheck: (id: string) => `/api/setting/third-configs/${id}/check`,
} as const;

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
const precision = (label: string) =>
  z.coerce.number({ error: `${label}必须是数字` }).int(`${label}必须是整数`).min(0, `${label}不能小于0`).max(4, `${label}不能大于4`);

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

export interface TenantSettings extends Omit<TenantSettingsInput, 'concurrencyStamp'> {
  concurrencyStamp: string | null;
  lastModificationTime: string | null;
}

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

export interface NumberingPreviewItem {
  documentType: number;
  name: string;
  source: 'custom' | 'default';
  /** The number the next document of this type will get (as of now). */
  next: string;
}

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

export interface ThirdConfigItem {
  id: string;
  provider: ThirdProvider;
  providerName: string;
  name: string;
  appId: string;
  /** Whether a secret is stored, and its last 4 characters (the rest never leaves the server). */
  secretSet: boolean;
  secretHint: string | null;
  /** False when the stored secret cannot be read with the server's key (SECRETS_KEY changed): enter it again. */
  secretReadable: boolean;
  extra: Record<string, string>;
  enabled: boolean;
  remark: string | null;
  concurrencyStamp: string;
  lastModificationTime: string | null;
}
