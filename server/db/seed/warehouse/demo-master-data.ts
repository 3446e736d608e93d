import type { LedgerContext } from '../../../modules/warehouse/ledger/ledger-context';
import { createCustodyFacility } from '../../../modules/warehouse/structure/custody-facility';
import { createFacilityPositions } from '../../../modules/warehouse/structure/facility-positions';
import { toDbDateTime } from '../../datetime';
import { newId, stableId } from '../../ids';
import { userId } from '../demo-data';
import { insertDemoRows } from './insert-demo-rows';
import type { SeededRandom } from './seeded-random';

/** What the demo documents need to know about the master data they were given. */
export interface DemoPlaces {
  central: { id: string; storage: string[]; defect: string };
  regional: { id: string; storage: string[] };
  factory: { id: string; storage: string[] };
  custody: { teamId: string; facilityId: string }[];
  spareParts: { id: string; tracking: 'none' | 'batch' | 'serial' }[];
  materials: string[];
  suppliers: string[];
  customers: string[];
  costCenters: string[];
  stores: string[];
  equipment: string[];
}

const PARTNERS: [prefix: string, count: number, role: string][] = [
  ['S', 20, 'isSupplier'],
  ['C', 30, 'isCustomer'],
  ['SP', 4, 'isServiceProvider'],
  ['CR', 3, 'isCarrier'],
  ['SC', 3, 'isSubcontractor'],
];
const CITY = ['上海', '苏州', '无锡', '杭州', '宁波', '南京', '合肥', '武汉', '成都', '广州'];
const PART = [
  '轴承',
  '密封圈',
  '电机',
  '控制板',
  '传感器',
  '滤芯',
  '泵头',
  '阀门',
  '风扇',
  '电源模块',
  '显示屏',
  '皮带',
];
const MATERIAL = ['不锈钢板', '铜线', '铝型材', 'PVC粒子', '紧固件', '电缆', '包装纸箱', '润滑油'];
const DEMO_USERS = ['admin', 'wh_clerk', 'buyer', 'qc_inspector'];

const master = (at: string) => ({
  tenantId: 0,
  status: '1',
  delFlag: 0,
  version: 0,
  createBy: 'system',
  createTime: at,
});

/**
 * The master data of the demo warehouse (domain.md 6.1): partners, products, cost centers, facilities
 * with positions, teams with custody facilities, product stores, price catalogs, groups and trims, sales
 * users and the installed base. Ids of the two portal suppliers are the ones the demo users carry.
 */
export async function seedDemoMasterData(lc: LedgerContext, rnd: SeededRandom): Promise<DemoPlaces> {
  const at = toDbDateTime(lc.now);
  const db = lc.trx;
  const places: DemoPlaces = {
    central: { id: '', storage: [], defect: '' },
    regional: { id: '', storage: [] },
    factory: { id: '', storage: [] },
    custody: [],
    spareParts: [],
    materials: [],
    suppliers: [],
    customers: [],
    costCenters: [],
    stores: [],
    equipment: [],
  };

  const partners = PARTNERS.flatMap(([prefix, count, role]) =>
    Array.from({ length: count }, (_, i) => {
      const code = `${prefix}${String(i + 1).padStart(prefix.length === 1 ? 3 : 2, '0')}`;
      const city = rnd.pick(CITY);
      return {
        ...master(at),
        id: stableId('partner', code),
        code,
        name: `${city}${role === 'isCustomer' ? '客户' : role === 'isCarrier' ? '物流' : '精工'}${code}有限公司`,
        shortName: `${city}${code}`,
        isSupplier: role === 'isSupplier' ? 1 : 0,
        isCustomer: role === 'isCustomer' ? 1 : 0,
        isServiceProvider: role === 'isServiceProvider' ? 1 : 0,
        isCarrier: role === 'isCarrier' ? 1 : 0,
        isSubcontractor: role === 'isSubcontractor' ? 1 : 0,
        country: 'CN',
        currency: 'CNY',
        supplierLevel: role === 'isSupplier' ? rnd.pick(['A', 'B', 'C', 'D']) : null,
        portalEnabled: role === 'isSupplier' && i < 3 ? 1 : 0,
        contact: `联系人${i + 1}`,
        tel: `021-6${String(rnd.int(1_000_000, 9_999_999))}`,
      };
    }),
  );
  await insertDemoRows(lc, 'mdm_business_partner', partners);
  places.suppliers = partners.filter((p) => p.isSupplier).map((p) => p.id);
  places.customers = partners.filter((p) => p.isCustomer).map((p) => p.id);

  const products = [
    ...Array.from({ length: 300 }, (_, i) => ({
      code: `SP-${String(i + 1).padStart(5, '0')}`,
      name: `${rnd.pick(PART)} ${rnd.pick(['A', 'B', 'C', 'X'])}${rnd.int(10, 99)}`,
      productType: 'spare_part',
      tracking: i < 40 ? 'serial' : i < 120 ? 'batch' : 'none',
    })),
    ...Array.from({ length: 120 }, (_, i) => ({
      code: `RM-${String(i + 1).padStart(5, '0')}`,
      name: `${rnd.pick(MATERIAL)} ${rnd.int(1, 20)}mm`,
      productType: 'raw_material',
      tracking: i < 30 ? 'batch' : 'none',
    })),
    ...Array.from({ length: 50 }, (_, i) => ({
      code: `FG-${String(i + 1).padStart(5, '0')}`,
      name: `净水设备 ${i < 20 ? '半成品' : '整机'} ${rnd.int(100, 999)}型`,
      productType: i < 20 ? 'semi_finished' : 'finished',
      tracking: i < 20 ? 'none' : 'serial',
    })),
    ...Array.from({ length: 30 }, (_, i) => ({
      code: `CS-${String(i + 1).padStart(5, '0')}`,
      name: `${rnd.pick(['手套', '胶带', '标签纸', '清洁剂'])} ${i + 1}`,
      productType: 'consumable',
      tracking: 'none',
    })),
  ].map((p, index) => ({
    ...master(at),
    id: stableId('product', p.code),
    ...p,
    uom: p.productType === 'raw_material' ? rnd.pick(['KG', 'M', 'PCS']) : 'PCS',
    uomDecimals: 0,
    // Three raw materials in five are inspected on receipt; the others come from approved suppliers.
    inspectionMode: p.productType === 'raw_material' && index % 5 < 3 ? 'sampling' : 'exempt',
    defectReturnRequired: p.productType === 'spare_part' && rnd.chance(0.4) ? 1 : 0,
    standardCost: rnd.int(5, 5000) * 1_000_000,
    currency: 'CNY',
    packageQty: 10_000,
  }));
  await insertDemoRows(lc, 'mdm_product', products);
  places.spareParts = products
    .filter((p) => p.productType === 'spare_part')
    .map((p) => ({ id: p.id, tracking: p.tracking as 'none' | 'batch' | 'serial' }));
  places.materials = products.filter((p) => p.productType !== 'spare_part').map((p) => p.id);

  const costCenters = Array.from({ length: 12 }, (_, i) => ({
    ...master(at),
    id: stableId('cost_center', String(i)),
    code: `41${String(i + 1).padStart(5, '0')}`,
    name: [
      '售后服务',
      '生产一车间',
      '生产二车间',
      '仓储',
      '研发',
      '质量',
      '销售',
      '行政',
      '采购',
      '财务',
      '工程',
      '物流',
    ][i]!,
    companyCode: '1000',
  }));
  await insertDemoRows(lc, 'mdm_cost_center', costCenters);
  places.costCenters = costCenters.map((c) => c.id);

  const facility = async (
    code: string,
    name: string,
    facilityType: string,
    receiveMode: string,
    storage: number,
  ) => {
    const id = stableId('facility', code);
    await insertDemoRows(lc, 'wms_facility', [
      {
        ...master(at),
        id,
        code,
        name,
        facilityType,
        receiveMode,
        isVirtual: 0,
        sapPlant: '1000',
        sapStorageLocation: code.slice(0, 4),
      },
    ]);
    await createFacilityPositions(lc, { id, facilityType });
    const positions = Array.from({ length: storage }, (_, p) => ({
      ...master(at),
      id: newId(),
      facilityId: id,
      code: `A-${String(Math.floor(p / 5) + 1).padStart(2, '0')}-${String((p % 5) + 1).padStart(2, '0')}`,
      name: `货架${p + 1}`,
      positionType: p % 5 === 4 ? 'picking' : 'storage',
      area: 'A',
      pickSequence: p + 1,
      allocatable: 1,
    }));
    if (positions.length) await insertDemoRows(lc, 'wms_position', positions);
    return { id, storage: positions.map((p) => p.id) };
  };
  const central = await facility('CW01', '上海中心仓', 'warehouse', 'direct', 15);
  const defect = await db
    .selectFrom('wmsFacility')
    .select('defaultDefectPositionId')
    .where('id', '=', central.id)
    .executeTakeFirstOrThrow();
  places.central = { ...central, defect: defect.defaultDefectPositionId! };
  places.regional = await facility('RW01', '广州区域仓', 'sub_warehouse', 'confirm', 5);
  places.factory = await facility('FA01', '苏州工厂仓', 'warehouse', 'direct', 5);
  await facility('LS01', '总装线边仓', 'line_side', 'direct', 0);
  await facility('TRANSIT', '在途仓', 'transit', 'confirm', 0);
  for (const [index, partnerCode] of ['SC01', 'SC02'].entries()) {
    const id = stableId('facility', `SUB${index + 1}`);
    await insertDemoRows(lc, 'wms_facility', [
      {
        ...master(at),
        id,
        code: `SUB${index + 1}`,
        name: `委外仓 ${partnerCode}`,
        facilityType: 'subcontractor',
        receiveMode: 'direct',
        isVirtual: 1,
        partnerId: stableId('partner', partnerCode),
      },
    ]);
    await createFacilityPositions(lc, { id, facilityType: 'subcontractor' });
  }

  for (let t = 1; t <= 4; t++) {
    const teamId = stableId('team', String(t));
    const code = `T0${t}`;
    await insertDemoRows(lc, 'mdm_team', [
      {
        ...master(at),
        id: teamId,
        code,
        name: `${['华东', '华南', '华北', '西南'][t - 1]}服务队`,
        teamType: 'fsm_service',
        leaderUserId: userId('admin'),
        regionCode: '31',
        fsmTeamId: `FSM-T${t}`,
      },
    ]);
    await insertDemoRows(
      lc,
      'mdm_team_member',
      Array.from({ length: 3 }, (_, m) => ({
        id: newId(),
        tenantId: 0,
        teamId,
        lineNo: m + 1,
        userId: userId(DEMO_USERS[(t + m) % DEMO_USERS.length]!),
        memberRole: m === 0 ? 'leader' : 'engineer',
        fsmEngineerId: `ENG-${t}${m}`,
        createBy: 'system',
        createTime: at,
      })),
    );
    const facilityId = await createCustodyFacility(
      lc,
      teamId,
      code,
      `${['华东', '华南', '华北', '西南'][t - 1]}服务队`,
    );
    places.custody.push({ teamId, facilityId });
  }

  const catalogs = ['标准价目录', '服务备件价目录', '采购价目录'].map((name, i) => ({
    ...master(at),
    id: stableId('price_catalog', String(i)),
    code: `PC0${i + 1}`,
    name,
    currency: 'CNY',
    priceType: ['list', 'service', 'purchase'][i]!,
    validFrom: '2024-01-01',
  }));
  await insertDemoRows(lc, 'mdm_price_catalog', catalogs);
  for (const catalog of catalogs) {
    await insertDemoRows(
      lc,
      'mdm_price_catalog_item',
      products.slice(0, 400).map((p, i) => ({
        id: newId(),
        tenantId: 0,
        catalogId: catalog.id,
        lineNo: i + 1,
        productId: p.id,
        price: Math.round(p.standardCost * (1.2 + rnd.next())),
        priceUnit: 1000,
        minQty: 0,
        createBy: 'system',
        createTime: at,
      })),
    );
  }
  const groups = ['大客户', '经销商', '项目客户', '零售'].map((name, i) => ({
    ...master(at),
    id: stableId('price_group', String(i)),
    code: `PG0${i + 1}`,
    name,
    defaultCatalogId: catalogs[0]!.id,
  }));
  await insertDemoRows(lc, 'mdm_price_group', groups);
  await insertDemoRows(
    lc,
    'mdm_price_group_member',
    places.customers.map((partnerId, i) => ({
      id: newId(),
      tenantId: 0,
      priceGroupId: groups[i % groups.length]!.id,
      lineNo: Math.floor(i / groups.length) + 1,
      partnerId,
      createBy: 'system',
      createTime: at,
    })),
  );
  await insertDemoRows(
    lc,
    'mdm_price_trim',
    Array.from({ length: 12 }, (_, i) => ({
      ...master(at),
      id: stableId('price_trim', String(i)),
      code: `PT${String(i + 1).padStart(2, '0')}`,
      name: `${groups[i % 4]!.name}${i < 4 ? '折扣' : i < 8 ? '批量优惠' : '固定价'}`,
      priceGroupId: groups[i % 4]!.id,
      trimType: i < 4 ? 'percent' : i < 8 ? 'amount' : 'fixed_price',
      value: i < 4 ? -(5 + i) * 1_000_000 : rnd.int(1, 50) * 1_000_000,
      minQty: i < 4 ? 0 : 10_000,
      priority: 10 + i,
      stackable: i < 8 ? 1 : 0,
      productId: i >= 8 ? products[i]!.id : null,
    })),
  );

  const stores = ['FSM服务备件', '电商旗舰店', '项目销售', '内部领用'].map((name, i) => ({
    ...master(at),
    id: stableId('product_store', String(i)),
    code: `ST0${i + 1}`,
    name,
    storeType: ['fsm_service', 'eshop', 'project_sales', 'internal'][i]!,
    defaultFacilityId: central.id,
    // The FSM store lets approval reserve what exists and tops the rest up later (domain.md 2.5).
    checkInventory: i === 0 ? 0 : 1,
    reserveOrder: i === 2 ? 'fefo_expiry' : 'fifo_received',
    currency: 'CNY',
    priceCatalogId: catalogs[i === 0 ? 1 : 0]!.id,
    sapSalesOrg: '1000',
  }));
  await insertDemoRows(lc, 'mdm_product_store', stores);
  await insertDemoRows(
    lc,
    'mdm_product_store_facility',
    stores.flatMap((store, s) =>
      [central.id, places.regional.id].map((facilityId, f) => ({
        id: newId(),
        tenantId: 0,
        productStoreId: store.id,
        lineNo: f + 1,
        facilityId,
        sequence: f + 1,
        allowReserve: s === 3 && f === 1 ? 0 : 1,
        createBy: 'system',
        createTime: at,
      })),
    ),
  );
  places.stores = stores.map((s) => s.id);
  await insertDemoRows(
    lc,
    'mdm_sales_user',
    Array.from({ length: 6 }, (_, i) => ({
      ...master(at),
      id: stableId('sales_user', String(i)),
      code: `SR${String(i + 1).padStart(3, '0')}`,
      name: `销售代表${i + 1}`,
      userId: i === 0 ? userId('admin') : null,
      salesOrg: '1000',
      productStoreId: stores[i % 4]!.id,
      crmAccount: `crm${i + 1}`,
    })),
  );
  const machines = products.filter((p) => p.productType === 'finished');
  const equipment = Array.from({ length: 300 }, (_, i) => {
    const installed = new Date(lc.now - rnd.int(30, 1500) * 86_400_000).toISOString().slice(0, 10);
    return {
      ...master(at),
      id: stableId('equipment', String(i)),
      code: `AIN${String(100_000 + i)}`,
      serialNo: `SN${String(2_000_000 + i)}`,
      productId: rnd.pick(machines).id,
      name: `净水设备 #${i + 1}`,
      customerId: rnd.pick(places.customers),
      siteName: `${rnd.pick(CITY)}客户现场${i + 1}`,
      installDate: installed,
      warrantyStart: installed,
      warrantyEnd: `${Number(installed.slice(0, 4)) + 2}${installed.slice(4)}`,
      equipmentStatus: rnd.pick(['in_service', 'in_service', 'in_service', 'stopped', 'under_repair']),
      fsmEquipmentId: `FSM-EQ-${i}`,
    };
  });
  await insertDemoRows(lc, 'mdm_equipment', equipment);
  places.equipment = equipment.map((e) => e.id);
  return places;
}
