import { eq, sql } from 'drizzle-orm';
import { CadPermissions, EditionType, UserStatus, Permissions } from '@al/contracts';
import type { Db } from '../../core/db/client.ts';
import type { DemoContext, ServerModule } from '../../core/module.ts';
import { hashPassword } from '../../core/auth/passwords.ts';
import { editions, tenants } from '../saas/schema.ts';
import { factories, factoryUsers, memberRoles, members, rolePermissions, roles, users } from '../identity/schema.ts';
import { messages } from '../account/schema.ts';

export const DEMO_PASSWORD = '1q2w3E*';
export const DEMO_ACCOUNTS = [
  { userName: 'admin', password: DEMO_PASSWORD, role: '平台管理员' },
  { userName: 'demo', password: DEMO_PASSWORD, role: '示范铝业有限公司 的所有者（另有一个个人空间）' },
  { userName: 'huachang', password: DEMO_PASSWORD, role: '板材供应商 华昌铝材 的供应商空间' },
] as const;
export const DEMO_TENANT_NAME = '示范铝业有限公司';
export const INVITING_TENANT_NAME = '华南幕墙工程有限公司';

const YEAR = 365 * 86_400_000;

/**
 * Demo data of a first start: the platform administrator, an edition of each editionType, the
 * enterprise tenant 示范铝业有限公司 with two factories and roles, and its owner `demo` who also has
 * a personal space. Runs as the database owner, once: nothing happens when `admin` exists.
 */
export async function seedDemo(db: Db, modules: ServerModule[]): Promise<boolean> {
  const [existing] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.userName}) = 'admin'`);
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  let scope: DemoContext | undefined;
  await db.transaction(async (tx) => {
    const [admin] = await tx
      .insert(users)
      .values({ userName: 'admin', name: '平台管理员', passwordHash, isPlatformAdmin: true, email: 'admin@example.com' })
      .returning();
    const [demo] = await tx
      .insert(users)
      .values({ userName: 'demo', name: '王建国', phoneNumber: '13800000000', passwordHash, email: 'demo@example.com' })
      .returning();

    const eds = await tx
      .insert(editions)
      .values([
        { name: '个人版', editionType: EditionType.personal, isFree: true, isStatic: true, sort: 1 },
        { name: '企业版', editionType: EditionType.enterprise, isStatic: true, trialDays: 15, sort: 2 },
        { name: '排版供应商版', editionType: EditionType.nestingSupplier, isStatic: true, sort: 3 },
        { name: '供应商版', editionType: EditionType.supplier, isStatic: true, sort: 4 },
        { name: '代理商版', editionType: EditionType.agent, isStatic: true, sort: 5 },
      ])
      .returning();
    /** A space of an edition (seeded above). */
    const addSpace = async (editionType: number, values: Omit<typeof tenants.$inferInsert, 'editionId' | 'editionType'>) => {
      const editionId = eds.find((e) => e.editionType === editionType)!.id;
      return (await tx.insert(tenants).values({ ...values, editionId, editionType }).returning())[0];
    };
    /** A company's space, named after the company, paid for a year from today. */
    const companySpace = (name: string, values: Omit<typeof tenants.$inferInsert, 'editionId' | 'editionType' | 'displayName'>) =>
      addSpace(EditionType.enterprise, { displayName: name, enterpriseName: name, expiryTime: new Date(Date.now() + YEAR), ...values });

    const enterprise = await companySpace(DEMO_TENANT_NAME, {
      telephone: '0757-86660000',
      seats: 50,
      storageGb: 100,
      concurrent: 5,
      nestQuota: '1000',
      enterpriseIntroduction: '专注铝单板、幕墙铝板与钣金加工的数字化工厂',
      creatorId: demo!.id,
    });
    const personal = await addSpace(EditionType.personal, { displayName: '王建国的个人空间', creatorId: demo!.id });

    const [owner] = await tx
      .insert(members)
      .values({ tenantId: enterprise!.id, userId: demo!.id, userStatus: UserStatus.agreed, isAdmin: true })
      .returning();
    await tx.insert(members).values({ tenantId: personal!.id, userId: demo!.id, userStatus: UserStatus.agreed, isAdmin: true });

    const [f1, f2] = await tx
      .insert(factories)
      .values([
        { tenantId: enterprise!.id, name: '佛山一厂', code: 'FS01', address: '广东省佛山市南海区', sort: 1 },
        { tenantId: enterprise!.id, name: '肇庆二厂', code: 'ZQ02', address: '广东省肇庆市高要区', sort: 2 },
      ])
      .returning();
    await tx.insert(factoryUsers).values([
      { tenantId: enterprise!.id, factoryId: f1!.id, userId: demo!.id },
      { tenantId: enterprise!.id, factoryId: f2!.id, userId: demo!.id },
    ]);

    const [adminRole, planner] = await tx
      .insert(roles)
      .values([
        { tenantId: enterprise!.id, name: '管理员', isStatic: true, isDefault: false },
        { tenantId: enterprise!.id, name: '计划员', isDefault: true },
        { tenantId: enterprise!.id, name: '操作工', dataPermission: 1 },
      ])
      .returning();
    await tx.insert(memberRoles).values({ tenantId: enterprise!.id, memberId: owner!.id, roleId: adminRole!.id });
    await tx.insert(rolePermissions).values([
      { tenantId: enterprise!.id, roleId: planner!.id, permissionId: CadPermissions.projects, actionList: ['query', 'get', 'add', 'edit'] },
      { tenantId: enterprise!.id, roleId: planner!.id, permissionId: Permissions.AlNest.Orders, actionList: ['query', 'get', 'add'] },
      { tenantId: enterprise!.id, roleId: planner!.id, permissionId: Permissions.AlBasic.CustomMadeOrderNums, actionList: ['query'] },
      { tenantId: enterprise!.id, roleId: planner!.id, permissionId: Permissions.AlProduce.ChangeOrders, actionList: ['query', 'get'] },
      { tenantId: enterprise!.id, roleId: planner!.id, permissionId: Permissions.AlProduce.ChangeOrderTypes, actionList: ['query', 'get'] },
    ]);

    await tx.insert(messages).values([
      {
        userId: demo!.id,
        tenantId: enterprise!.id,
        tenantName: DEMO_TENANT_NAME,
        groupType: 1,
        messageTypeValue: 2,
        title: '欢迎使用铝云工厂',
        content: '您的企业空间已开通，可以在“组织管理”中邀请同事加入。',
      },
      {
        userId: demo!.id,
        tenantId: enterprise!.id,
        tenantName: DEMO_TENANT_NAME,
        groupType: 2,
        messageTypeValue: 3,
        title: '待办：完善材质与板材尺寸',
        content: '请在“基础数据 / 材质管理”中确认常用材质的厚度与板材尺寸。',
      },
    ]);
    await tx.insert(messages).values({
      userId: demo!.id,
      tenantId: null,
      tenantName: null,
      groupType: 3,
      messageTypeValue: 2,
      title: '铝锭价格周报',
      content: '本周长江现货A00铝均价较上周上涨1.2%，请关注板材采购成本。',
    });
    // Another company has invited demo: the bell shows the invitation (accept or refuse).
    const inviter = await companySpace(INVITING_TENANT_NAME, { creatorId: admin!.id });
    await tx.insert(factories).values({ tenantId: inviter!.id, name: '南沙工厂', code: 'NS01', sort: 1 });
    const [invitation] = await tx
      .insert(members)
      .values({ tenantId: inviter!.id, userId: demo!.id, userStatus: UserStatus.inviting, invitedBy: admin!.id })
      .returning();
    await tx.insert(messages).values({
      userId: demo!.id,
      tenantId: inviter!.id,
      tenantName: INVITING_TENANT_NAME,
      groupType: 1,
      messageTypeValue: 1,
      title: `${INVITING_TENANT_NAME} 邀请您加入`,
      content: '接受后即可在空间列表中切换到该企业空间。',
      extra: { memberId: invitation!.id, tenantId: inviter!.id },
      creationTime: new Date(Date.now() - 3_600_000),
    });
    scope = {
      tenantId: enterprise!.id,
      tenantName: DEMO_TENANT_NAME,
      factoryIds: [f1!.id, f2!.id],
      userId: demo!.id,
      adminUserId: admin!.id,
      passwordHash,
      editions: eds,
    };
    // Each module's demo rows, in module order (a module comes after those it builds on).
    for (const m of modules) await m.demoData?.(tx, scope);
  });
  for (const m of modules) await m.demoJobs?.(db, scope!);
  return true;
}

/** For tests: the ids of the demo records. */
export async function demoIds(db: Db) {
  const [demo] = await db.select().from(users).where(eq(users.userName, 'demo'));
  const [admin] = await db.select().from(users).where(eq(users.userName, 'admin'));
  const all = await db.select().from(tenants);
  const enterprise = all.find((t) => t.displayName === DEMO_TENANT_NAME)!;
  const personal = all.find((t) => t.editionType === EditionType.personal)!;
  const facs = await db.select().from(factories).where(eq(factories.tenantId, enterprise.id)).orderBy(factories.sort);
  return { demoUserId: demo!.id, adminUserId: admin!.id, enterpriseId: enterprise.id, personalId: personal.id, factoryIds: facs.map((f) => f.id) };
}
