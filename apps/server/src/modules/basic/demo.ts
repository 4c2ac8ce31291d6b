import type { Tx } from '../../core/db/client.ts';
import { sheetWeight } from './material.ts';
import {
  activityPriceRules,
  aluminumMarkets,
  areaRules,
  craftsmanshipCategories,
  craftsmanshipItems,
  excelTemplates,
  installStructures,
  pallets,
  quotationCategories,
  quotationItems,
  structureCategories,
  structureItems,
  wxTemplates,
  accessories,
  accessoryTypes,
  bendCoefficients,
  colorCardGroups,
  colorCards,
  demanders,
  materialTextures,
  paintStructures,
  plateMaterialSizes,
  plateTypeGroups,
  plateTypes,
  storagePositions,
  suppliers,
  warehouses,
} from './schema.ts';

export interface BasicDemoScope {
  tenantId: string;
  factoryIds: string[];
  userId: string;
}

const THICKNESSES = [1.5, 2.0, 2.5, 3.0];
const SIZES: [number, number][] = [
  [1220, 2440],
  [1500, 3000],
  [1250, 2500],
];

/**
 * Master data of the demo tenant: aluminium textures 1060 / 3003 / 5052 with four thicknesses and
 * three sheet sizes each, bend coefficients, warehouses with storage positions in each factory, and
 * a dozen suppliers and customers of a curtain-wall panel factory in Guangdong.
 */
export async function seedBasicDemo(tx: Tx, s: BasicDemoScope) {
  const base = { tenantId: s.tenantId, creatorId: s.userId };
  const textures = await tx
    .insert(materialTextures)
    .values([
      { ...base, name: '铝 1060-H24', code: 'AL1060', metal: 1, alloy: '1060', temper: 'H24', density: 2.71, marketSource: 1, isDefault: false, sort: 1, enabled: true },
      { ...base, name: '铝 3003-H24', code: 'AL3003', metal: 1, alloy: '3003', temper: 'H24', density: 2.73, marketSource: 1, isDefault: true, sort: 2, enabled: true },
      { ...base, name: '铝 5052-H32', code: 'AL5052', metal: 1, alloy: '5052', temper: 'H32', density: 2.68, marketSource: 2, isDefault: false, sort: 3, enabled: true },
    ])
    .returning();
  for (const t of textures) {
    const density = Number(t.density);
    await tx.insert(plateMaterialSizes).values(
      THICKNESSES.flatMap((thickness, i) =>
        SIZES.map(([width, length], j) => ({
          ...base,
          materialTextureId: t.id,
          thickness,
          width,
          length,
          isStandard: true,
          sheetWeight: sheetWeight(thickness, width, length, density),
          sort: i * 10 + j,
        })),
      ),
    );
    await tx.insert(bendCoefficients).values(
      THICKNESSES.map((thickness) => ({ ...base, materialTextureId: t.id, thickness, innerRadius: 1, deductionPer90: Math.round(thickness * 1.65 * 100) / 100, kFactor: 0.44 })),
    );
  }

  const [main, second] = s.factoryIds;
  for (const factoryId of [main, second]) {
    if (!factoryId) continue;
    const whs = await tx
      .insert(warehouses)
      .values([
        { ...base, factoryId, name: '板材仓', code: 'BC01', type: 1, isDefault: true, positionRule: 'A-F,20,20', address: '一号车间东侧', enabled: true, keeperId: s.userId },
        { ...base, factoryId, name: '成品仓', code: 'CP01', type: 2, isDefault: true, positionRule: 'A-D,30,4', address: '二号车间北侧', enabled: true, keeperId: s.userId },
        { ...base, factoryId, name: '油漆仓', code: 'YQ01', type: 3, isDefault: true, positionRule: 'A-B,10', address: '危化品库', enabled: true, keeperId: s.userId },
        { ...base, factoryId, name: '配件仓', code: 'PJ01', type: 4, isDefault: true, positionRule: 'A-C,12,6', address: '综合楼一层', enabled: true, keeperId: s.userId },
        { ...base, factoryId, name: '余料仓', code: 'YL01', type: 5, isDefault: true, positionRule: 'A-B,15', address: '一号车间西侧', enabled: true, keeperId: s.userId },
      ])
      .returning();
    const positions = whs.flatMap((w) =>
      ['A', 'B'].flatMap((zone) => [1, 2, 3].map((row) => ({ ...base, factoryId, warehouseId: w.id, code: w.positionRule!.split(',').length === 3 ? `${zone}-${row}-1` : `${zone}-${row}`, capacity: 50, status: 1 }))),
    );
    await tx.insert(storagePositions).values(positions);
  }

  const invoice = (n: number) => ({ invoiceType: 1, taxRate: 13, bankName: '中国工商银行佛山分行', bankAccount: `2013 0041 0920 ${String(1000 + n)}` });
  const supplierRows = await tx.insert(suppliers).values([
    { ...base, name: '西南铝业（集团）有限责任公司', shortName: '西南铝', code: 'GYS001', supplierTypes: '1', contact: '陈志强', phone: '023-65800000', address: '重庆市九龙坡区西彭镇', taxNo: '91500000202800000A', invoiceTitle: '西南铝业（集团）有限责任公司', paymentTermDays: 30, status: 1, ...invoice(1) },
    { ...base, name: '南山铝业股份有限公司', shortName: '南山铝业', code: 'GYS002', supplierTypes: '1', contact: '刘海涛', phone: '0535-8616000', address: '山东省龙口市东江镇', taxNo: '91370000163000000B', invoiceTitle: '南山铝业股份有限公司', paymentTermDays: 45, status: 1, ...invoice(2) },
    { ...base, name: '佛山市南海华昌铝材有限公司', shortName: '华昌铝材', code: 'GYS003', supplierTypes: '1,3', contact: '梁永健', phone: '0757-85600001', address: '佛山市南海区大沥镇', paymentTermDays: 30, status: 1, ...invoice(3) },
    { ...base, name: '阿克苏诺贝尔涂料（佛山）有限公司', shortName: '阿克苏', code: 'GYS004', supplierTypes: '2', contact: '何文静', phone: '0757-22110000', address: '佛山市顺德区容桂', taxNo: '914406066179000000', invoiceTitle: '阿克苏诺贝尔涂料（佛山）有限公司', paymentTermDays: 60, status: 1, ...invoice(4) },
    { ...base, name: 'PPG涂料（天津）有限公司', shortName: 'PPG', code: 'GYS005', supplierTypes: '2', contact: '王磊', phone: '022-25290000', address: '天津经济技术开发区', paymentTermDays: 60, status: 1, ...invoice(5) },
    { ...base, name: '佛山市顺德区正达五金制品厂', shortName: '正达五金', code: 'GYS006', supplierTypes: '3', contact: '黄伟明', phone: '0757-23330000', address: '佛山市顺德区勒流街道', paymentTermDays: 30, status: 1, ...invoice(6) },
    { ...base, name: '广州白云化工实业有限公司', shortName: '白云化工', code: 'GYS007', supplierTypes: '3', contact: '周敏', phone: '020-37310000', address: '广州市白云区太和镇', paymentTermDays: 30, status: 1, ...invoice(7) },
    { ...base, name: '佛山市三水精工冲孔加工厂', shortName: '精工冲孔', code: 'GYS008', supplierTypes: '4', contact: '李国强', phone: '0757-87700000', address: '佛山市三水区乐平镇', paymentTermDays: 30, status: 1, ...invoice(8) },
    { ...base, name: '肇庆市高要区恒润氟碳喷涂厂', shortName: '恒润喷涂', code: 'GYS009', supplierTypes: '4,2', contact: '冯建华', phone: '0758-8300000', address: '肇庆市高要区金利镇', paymentTermDays: 30, status: 1, ...invoice(9) },
    { ...base, name: '德邦物流股份有限公司佛山分公司', shortName: '德邦物流', code: 'GYS010', supplierTypes: '5', contact: '张晓东', phone: '95353', address: '佛山市南海区里水镇', paymentTermDays: 15, status: 1, ...invoice(10) },
    { ...base, name: '佛山市顺安包装材料有限公司', shortName: '顺安包装', code: 'GYS011', supplierTypes: '6,3', contact: '吴小燕', phone: '0757-86300000', address: '佛山市南海区狮山镇', paymentTermDays: 30, status: 1, ...invoice(11) },
    { ...base, name: '广东兴发铝业有限公司', shortName: '兴发铝业', code: 'GYS012', supplierTypes: '1', contact: '罗家豪', phone: '0757-82200000', address: '佛山市三水区乐平镇', paymentTermDays: 45, status: 2, ...invoice(12) },
  ]).returning();
  await seedCatalogue(tx, base, supplierRows.find((x) => x.shortName === '阿克苏')!.id);
  await seedPricing(tx, base, textures.find((x) => x.alloy === '3003')!.id);

  const [zgjt] = await tx
    .insert(demanders)
    .values({ ...base, name: '中国建筑第八工程局有限公司', shortName: '中建八局', code: 'KH001', customerType: 2, contact: '赵明', phone: '021-58000000', address: '上海市浦东新区世纪大道', invoiceTitle: '中国建筑第八工程局有限公司', taxNo: '91310000132000000X', creditLimit: 5000000, status: 1, salesmanId: s.userId, ...invoice(21) })
    .returning();
  await tx.insert(demanders).values([
    { ...base, name: '中建八局华南分公司', shortName: '中建八局华南', code: 'KH001-01', customerType: 2, parentId: zgjt!.id, contact: '孙浩', phone: '020-38000000', address: '广州市天河区珠江新城', creditLimit: 2000000, status: 1 },
    { ...base, name: '中建八局广州白云机场T3项目部', shortName: '白云T3项目部', code: 'KH001-02', customerType: 2, parentId: zgjt!.id, contact: '钱伟', phone: '13922000000', address: '广州市白云区人和镇', creditLimit: 1000000, status: 1 },
    { ...base, name: '深圳市方大建科集团有限公司', shortName: '方大建科', code: 'KH002', customerType: 1, contact: '林晓峰', phone: '0755-26780000', address: '深圳市南山区科技园', creditLimit: 3000000, status: 1, salesmanId: s.userId, ...invoice(22) },
    { ...base, name: '广东省建筑装饰集团公司', shortName: '广东建装', code: 'KH003', customerType: 1, contact: '邓志华', phone: '020-83330000', address: '广州市越秀区', creditLimit: 2000000, status: 1, salesmanId: s.userId, ...invoice(23) },
    { ...base, name: '远大铝业工程（广州）有限公司', shortName: '远大铝业', code: 'KH004', customerType: 1, contact: '曾国平', phone: '020-34560000', address: '广州市番禺区', creditLimit: 1500000, status: 1, salesmanId: s.userId, ...invoice(24) },
    { ...base, name: '佛山市城市建设投资有限公司', shortName: '佛山城投', code: 'KH005', customerType: 3, contact: '谭丽', phone: '0757-83030000', address: '佛山市禅城区', creditLimit: 1000000, status: 1, salesmanId: s.userId, ...invoice(25) },
    { ...base, name: '珠海华发实业股份有限公司', shortName: '华发股份', code: 'KH006', customerType: 3, contact: '欧阳明', phone: '0756-8280000', address: '珠海市香洲区', creditLimit: 2500000, status: 1, salesmanId: s.userId, ...invoice(26) },
    { ...base, name: '江河创建集团股份有限公司', shortName: '江河集团', code: 'KH007', customerType: 1, contact: '郑凯', phone: '010-60500000', address: '北京市顺义区', creditLimit: 3000000, status: 1, salesmanId: s.userId, ...invoice(27) },
    { ...base, name: '东莞市建筑装饰材料贸易行', shortName: '东莞建材行', code: 'KH008', customerType: 4, contact: '陈大文', phone: '0769-22000000', address: '东莞市南城区', creditLimit: 200000, status: 1 },
    { ...base, name: '中山市金盛幕墙装饰工程有限公司', shortName: '金盛幕墙', code: 'KH009', customerType: 1, contact: '苏志明', phone: '0760-88000000', address: '中山市火炬开发区', creditLimit: 800000, status: 1, salesmanId: s.userId, ...invoice(28) },
    { ...base, name: '广州地铁集团有限公司', shortName: '广州地铁', code: 'KH010', customerType: 3, contact: '杨帆', phone: '020-83280000', address: '广州市海珠区', creditLimit: 5000000, status: 1, ...invoice(29) },
    { ...base, name: '佛山市南海区个体客户', shortName: '散客', code: 'KH011', customerType: 5, contact: '刘先生', phone: '13600000000', address: '佛山市南海区', status: 2 },
  ]);
}

/** Colour cards (RAL and the paint maker's own), plate types, accessory types and paint structures. */
async function seedCatalogue(tx: Tx, base: { tenantId: string; creatorId: string }, paintMakerId: string) {
  const [ral, akzo] = await tx
    .insert(colorCardGroups)
    .values([
      { ...base, name: 'RAL 标准色', sort: 1 },
      { ...base, name: '阿克苏氟碳色卡', supplierId: paintMakerId, sort: 2 },
    ])
    .returning();
  const card = (groupId: string, code: string, name: string, hex: string, gloss: string, paintType = 1, dosageFactor = 1) => ({
    ...base, groupId, code, name, hex, gloss, paintType, dosageFactor, enabled: true,
  });
  await tx.insert(colorCards).values([
    card(ral!.id, 'RAL9010', '纯白', '#F1ECE1', '半光'),
    card(ral!.id, 'RAL9006', '白铝灰', '#A1A1A0', '半光', 1, 1.15),
    card(ral!.id, 'RAL7016', '煤灰', '#383E42', '哑光'),
    card(ral!.id, 'RAL7035', '浅灰', '#CBD0CC', '半光'),
    card(ral!.id, 'RAL9005', '墨黑', '#0A0A0A', '哑光'),
    card(ral!.id, 'RAL1013', '珍珠白', '#E3D9C6', '高光'),
    card(akzo!.id, 'AK-F2031', '香槟金', '#C8B27A', '高光', 1, 1.2),
    card(akzo!.id, 'AK-F1108', '氟碳银灰', '#9EA3A8', '半光', 1, 1.15),
    card(akzo!.id, 'AK-P5520', '木纹咖啡', '#6F4E37', '哑光', 2),
  ]);

  const [flat, special] = await tx
    .insert(plateTypeGroups)
    .values([
      { ...base, name: '平板类', sort: 1 },
      { ...base, name: '异形板类', sort: 2 },
    ])
    .returning();
  await tx.insert(plateTypes).values([
    { ...base, name: '平板', code: 'PB', groupId: flat!.id, priceFactor: 1, sort: 1, enabled: true },
    { ...base, name: '冲孔板', code: 'CK', groupId: flat!.id, priceFactor: 1.15, sort: 2, enabled: true },
    { ...base, name: 'L型板', code: 'LX', groupId: special!.id, priceFactor: 1.1, sort: 3, enabled: true },
    { ...base, name: 'U型槽板', code: 'UX', groupId: special!.id, priceFactor: 1.2, sort: 4, enabled: true },
    { ...base, name: '包柱板', code: 'BZ', groupId: special!.id, priceFactor: 1.3, sort: 5, enabled: true },
    { ...base, name: '双曲板', code: 'SQ', groupId: special!.id, priceFactor: 1.8, sort: 6, enabled: true },
  ]);

  const types = await tx
    .insert(accessoryTypes)
    .values(['挂耳', '角码', '螺柱', '加强筋', '紧固件', '密封'].map((name, sort) => ({ ...base, name, sort })))
    .returning();
  const typeId = (n: string) => types.find((x) => x.name === n)!.id;
  await tx.insert(accessories).values([
    { ...base, name: '铝挂耳', code: 'PJ-GE01', accessoryTypeId: typeId('挂耳'), unit: '个', spec: '60×40×3', material: '6063-T5', refPrice: 0.85, safetyStock: 5000, isLinearNest: false, enabled: true },
    { ...base, name: '镀锌角码', code: 'PJ-JM01', accessoryTypeId: typeId('角码'), unit: '个', spec: 'L50×50×5', material: 'Q235', refPrice: 1.2, safetyStock: 3000, isLinearNest: false, enabled: true },
    { ...base, name: '焊接螺柱', code: 'PJ-LZ06', accessoryTypeId: typeId('螺柱'), unit: '支', spec: 'M6×20', material: '铝', refPrice: 0.12, safetyStock: 20000, isLinearNest: false, enabled: true },
    { ...base, name: '铝方管加强筋', code: 'PJ-JQ01', accessoryTypeId: typeId('加强筋'), unit: '米', spec: '20×40×1.5', material: '6063-T5', refPrice: 9.5, isLinearNest: true, barLength: 6000, enabled: true },
    { ...base, name: '抽芯铆钉', code: 'PJ-MD01', accessoryTypeId: typeId('紧固件'), unit: '盒', spec: '4×12 1000只', refPrice: 38, isLinearNest: false, enabled: true },
    { ...base, name: '硅酮耐候胶', code: 'PJ-JN01', accessoryTypeId: typeId('密封'), unit: '支', spec: '590ml 黑色', brand: '白云', refPrice: 22, isLinearNest: false, enabled: true },
  ]);

  await tx.insert(paintStructures).values([
    { ...base, name: '二涂一烤', paintType: 1, coats: 2, bakeCount: 1, filmThicknessUm: 30, dosageKgPerM2: 0.18, isDefault: true, sort: 1, enabled: true },
    { ...base, name: '三涂二烤', paintType: 1, coats: 3, bakeCount: 2, filmThicknessUm: 40, dosageKgPerM2: 0.25, isDefault: false, sort: 2, enabled: true },
    { ...base, name: '四涂三烤', paintType: 1, coats: 4, bakeCount: 3, filmThicknessUm: 55, dosageKgPerM2: 0.33, isDefault: false, sort: 3, enabled: true },
    { ...base, name: '粉末一涂', paintType: 2, coats: 1, bakeCount: 1, filmThicknessUm: 60, dosageKgPerM2: 0.12, isDefault: false, sort: 4, enabled: true },
  ]);
}

const DAY = 86_400_000;

/** Prices and rules: metal market, area rules, quotation, structures, craftsmanships, pallets, templates. */
async function seedPricing(tx: Tx, base: { tenantId: string; creatorId: string }, al3003: string) {
  const days = [4, 3, 2, 1, 0].map((d) => new Date(Date.now() - d * DAY).toISOString().slice(0, 10));
  const start: Record<number, number> = { 1: 20580, 2: 20560, 3: 20530, 4: 20515, 5: 18900 };
  await tx.insert(aluminumMarkets).values(
    Object.entries(start).flatMap(([source, p0]) =>
      days.map((priceDate, i) => {
        const price = p0 + [0, 40, -20, 60, 30][i]!;
        const prev = i === 0 ? price : p0 + [0, 40, -20, 60, 30][i - 1]!;
        return { ...base, source: Number(source), metal: 'A00铝', priceDate, price, change: price - prev, isActive: i === days.length - 1 };
      }),
    ),
  );
  await tx.insert(areaRules).values([
    { ...base, name: '展开面积（最小0.5㎡）', basis: 1, minAreaPerPiece: 0.5, roundingDigits: 2, roundingMode: 1, flangeIgnoreMm: 0, isDefault: true, platformRule: true, enabled: true },
    { ...base, name: '表面积（折边≤30mm不计）', basis: 2, minAreaPerPiece: 0.3, roundingDigits: 2, roundingMode: 2, flangeIgnoreMm: 30, isDefault: false, platformRule: true, enabled: true },
  ]);
  const cats = await tx
    .insert(quotationCategories)
    .values(['板材', '加工', '表面处理', '配件', '运输', '安装'].map((name, sort) => ({ ...base, name, sort })))
    .returning();
  const cat = (n: string) => cats.find((c) => c.name === n)!.id;
  await tx.insert(quotationItems).values([
    { ...base, name: '铝单板 2.5mm 3003', categoryId: cat('板材'), unit: '㎡', pricingBasis: 1, defaultPrice: 168, materialTextureId: al3003, thicknessFrom: 2.5, thicknessTo: 2.5, taxRate: 13 },
    { ...base, name: '铝单板 3.0mm 3003', categoryId: cat('板材'), unit: '㎡', pricingBasis: 1, defaultPrice: 198, materialTextureId: al3003, thicknessFrom: 3, thicknessTo: 3, taxRate: 13 },
    { ...base, name: '折弯', categoryId: cat('加工'), unit: '件', pricingBasis: 4, defaultPrice: 3.5, taxRate: 13 },
    { ...base, name: '氟碳喷涂 二涂一烤', categoryId: cat('表面处理'), unit: '㎡', pricingBasis: 3, defaultPrice: 45, taxRate: 13 },
    { ...base, name: '氟碳喷涂 三涂二烤', categoryId: cat('表面处理'), unit: '㎡', pricingBasis: 3, defaultPrice: 60, taxRate: 13 },
    { ...base, name: '市内运输', categoryId: cat('运输'), unit: '项', pricingBasis: 7, defaultPrice: 800, taxRate: 9 },
  ]);
  const [flatCat, shapedCat] = await tx
    .insert(structureCategories)
    .values([
      { ...base, name: '平板', sort: 0 },
      { ...base, name: '异形板', sort: 1 },
    ])
    .returning();
  await tx.insert(structureItems).values([
    { ...base, name: '单层平板', categoryId: flatCat!.id, priceFactor: 1, sort: 1, enabled: true },
    { ...base, name: '折边平板', categoryId: flatCat!.id, priceFactor: 1.05, sort: 2, enabled: true },
    { ...base, name: 'L型折边板', categoryId: shapedCat!.id, priceFactor: 1.15, sort: 3, enabled: true },
    { ...base, name: '包柱板', categoryId: shapedCat!.id, priceFactor: 1.3, sort: 4, enabled: true },
  ]);
  const [punch, surface] = await tx
    .insert(craftsmanshipCategories)
    .values([
      { ...base, name: '冲孔', sort: 0 },
      { ...base, name: '表面处理', sort: 1 },
    ])
    .returning();
  await tx.insert(craftsmanshipItems).values([
    { ...base, name: '圆孔冲孔', categoryId: punch!.id, unit: '㎡', surcharge: 35, outsourceByDefault: true, sort: 1, enabled: true },
    { ...base, name: '拉丝', categoryId: surface!.id, unit: '㎡', surcharge: 18, outsourceByDefault: false, sort: 2, enabled: true },
    { ...base, name: '木纹转印', categoryId: surface!.id, unit: '㎡', surcharge: 55, outsourceByDefault: true, sort: 3, enabled: true },
  ]);
  await tx.insert(installStructures).values([
    { ...base, name: '挂耳式', accessoryNote: '铝挂耳 4个/件', sort: 1, enabled: true },
    { ...base, name: '焊接螺柱+加强筋', accessoryNote: '焊接螺柱 8支/㎡，加强筋 1.2米/㎡', sort: 2, enabled: true },
    { ...base, name: '角码连接', accessoryNote: '镀锌角码 2个/㎡', sort: 3, enabled: true },
  ]);
  await tx.insert(pallets).values([
    { ...base, name: '标准木托盘', code: 'TP-01', length: 2500, width: 1300, height: 150, maxLoad: 1500, tareWeight: 35, material: 1, unitCost: 85, returnable: false, enabled: true },
    { ...base, name: '长板钢托架', code: 'TP-02', length: 4200, width: 1300, height: 200, maxLoad: 3000, tareWeight: 120, material: 2, unitCost: 650, returnable: true, enabled: true },
    { ...base, name: '出口熏蒸托盘', code: 'TP-03', length: 3100, width: 1300, height: 150, maxLoad: 1200, tareWeight: 40, material: 3, unitCost: 120, returnable: false, enabled: true },
  ]);
  await tx.insert(wxTemplates).values([
    { ...base, event: 1, templateId: 'Xy7fQn2sK0aW-delivery-shipped', enabled: true },
    { ...base, event: 2, templateId: 'Pz3kLm8tR1bV-change-notice', enabled: true },
  ]);
  await tx.insert(activityPriceRules).values({
    ...base,
    name: '年末续费九折',
    discountRate: 90,
    startTime: new Date(Date.now() - 10 * DAY).toISOString().slice(0, 10),
    endTime: new Date(Date.now() + 40 * DAY).toISOString().slice(0, 10),
    couponPrefix: 'YM',
    enabled: true,
  });
  await tx.insert(excelTemplates).values([
    { ...base, name: '供应商通讯录', businessType: 8, resource: 'Supplier', columns: 'name,shortName,supplierTypes,contact,phone,address', isDefault: true, enabled: true },
    { ...base, name: '客户开票信息', businessType: 8, resource: 'Demander', columns: 'name,invoiceTitle,taxNo,invoiceType,bankName,bankAccount', isDefault: false, enabled: true },
  ]);
}
