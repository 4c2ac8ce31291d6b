/** Chinese messages shared by server and web. Spec texts are quoted exactly. */
export const messages = {
  required: (label: string) => `${label}不能为空`,
  tooLong: (label: string, max: number) => `${label}长度不能超过${max}个字符`,
  invalidId: 'ID格式不正确',
  invalidJson: '请求内容不是有效的JSON',
  /** PostgreSQL text cannot hold U+0000: refused at the boundary instead of failing in the database. */
  nulCharacter: '输入内容不能包含空字符（U+0000）',
  validationFailed: '请求参数有误',
  unknownSortField: (field: string) => `不支持按“${field}”排序`,
  notFound: '请求的资源不存在',
  /** A foreign key refused a row that names one this space does not have (a write the routes did not check). */
  referenceMissing: '引用的数据不存在或已被删除',
  routeNotFound: '请求的接口不存在',
  unauthorized: '授权验证失败',
  loginExpired: '登录失效，请重新登录',
  forbidden: '无权限操作，请联系管理员',
  notMemberOfTenant: '您不是该空间的成员',
  /** A space's call made with no space chosen (no __tenant and no current space). */
  spaceRequired: '请先选择空间',
  /** A contract of `access: { spaceAdmin: true }` called by a member who is not the space's administrator. */
  spaceAdminOnly: '只有空间管理员可以修改系统配置',
  /** A document head's project and batch (nameProjectAndBatch on the server). */
  projectNotInFactory: '项目不存在或不在当前工厂',
  batchNotInProject: '批次不属于所选项目',
  notMemberOfFactory: '您不是该工厂的成员',
  internal: '服务器开小差了，请稍后重试',
  serviceUnavailable: '服务异常,请稍后重试',
  concurrency: '数据已被他人修改，请刷新后重试',
  wrongCredentials: '用户名或密码错误',
  userDisabled: '该账号已被禁用',
  /** Sign-in slowed down after failures (the wait left, in seconds). */
  tooManyLogins: (seconds: number) =>
    seconds >= 60 ? `登录失败次数过多，请${Math.ceil(seconds / 60)}分钟后再试` : `登录失败次数过多，请${Math.max(1, Math.ceil(seconds))}秒后再试`,
  spaceInactive: (space: string) => `${space} 还未激活，马上购买激活`,
  editionUnavailable: '该版本暂时不能创建',
  passwordTooWeak: '密码强度不够',
  passwordMismatch: '两次密码不一致',
  passwordRequired: '请输入密码',
  oldPasswordRequired: '输入旧密码',
  newPasswordRule: '至少6位密码，区分大小写',
  oldPasswordWrong: '旧密码不正确',
  spaceNameRequired: '请输入空间名称',
  spaceNameTooShort: '长度至少6个字符',
  duplicate: (label: string, value: string) => `${label}“${value}”已存在`,
  /** A unique index refused a write whose own check did not name the field (a race, mostly). */
  duplicateRow: '数据已存在，请勿重复提交',
  payloadTooLarge: '请求内容过大',
  /** A scan-to-pay gateway with neither merchant settings nor the sandbox (PAYMENT_SANDBOX). */
  gatewayUnavailable: (gateway: string) => `${gateway}尚未开通，请选择对公转账或联系平台客服`,
  /** An unpaid order whose provider is no longer configured (e.g. the sandbox switched off). */
  paymentUnavailable: '该订单的支付方式已停用，请重新下单',
  sandboxPayerOnly: '只有下单人可以在沙箱中支付该订单',
  sandboxLinkInvalid: '支付链接无效或已过期，请登录后在购买对话框中重新打开',
} as const;
