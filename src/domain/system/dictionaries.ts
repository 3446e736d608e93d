import { COUNTRY_ITEMS } from './countries';
import type { DictionaryDef, DictionaryItemDef } from './types';

/**
 * Items are written either as an item list or, for the business dictionaries, in the notation of the
 * tables of domain.md 5 (`value = 中文 / English; ...`), copied verbatim so the two can be compared
 * line by line (tests/unit/domain/dictionaries.test.ts reads domain.md and does).
 */
interface DictionarySource {
  code: string;
  name: { zh: string; en: string };
  items: string | readonly DictionaryItemDef[];
  /** antd tag colours by item value, for status-like dictionaries. */
  colors?: Readonly<Record<string, string>>;
}

const SAP_INTERFACES =
  'po_import = 采购订单导入 / PO import; goods_movement = 货物移动 / Goods movement; so_create = 销售订单创建 / Sales order creation; billing = 开票 / Billing; credit_memo = 贷项申请 / Credit memo request; invoice_verify = 发票校验 / Invoice verification; production_order = 生产订单 / Production order; master_data = 主数据 / Master data';

const PRICE_SOURCES =
  'contract = 合同价 / Contract; quote = 报价 / Quotation; market = 市场价 / Market; last_po = 最近采购价 / Last PO price';

const DICTIONARY_SOURCES = [
  // domain.md 5, Document and execution
  {
    code: 'doc_status',
    name: { zh: '单据状态', en: 'Document status' },
    items: 'pending = 待审核 / Pending; approved = 已审核 / Approved; cancelled = 已作废 / Cancelled',
    colors: { pending: 'gold', approved: 'green', cancelled: 'default' },
  },
  {
    code: 'fulfil_status',
    name: { zh: '执行状态', en: 'Fulfilment status' },
    items:
      'unexecuted = 未执行 / Unexecuted; executing = 执行中 / Executing; completed = 已完成 / Completed; closed = 已关闭(强制完成) / Closed (forced)',
    colors: { unexecuted: 'default', executing: 'processing', completed: 'green', closed: 'purple' },
  },
  {
    code: 'return_status',
    name: { zh: '归还状态', en: 'Return status' },
    items:
      'not_returned = 未归还 / Not returned; partial_returned = 部分归还 / Partially returned; returned = 已归还 / Returned',
    colors: { not_returned: 'orange', partial_returned: 'gold', returned: 'green' },
  },
  {
    code: 'command_type',
    name: { zh: '指令类型', en: 'Command type' },
    items:
      'receive = 收货 / Receive; delivery = 发货 / Delivery; transfer = 调拨 / Transfer; scrap = 报废 / Scrap; replenish = 补货 / Replenish; rma = 退换货 / RMA; borrow = 借用 / Borrow; service_receive = 服务收货 / Service receive; service_delivery = 服务发货 / Service delivery',
  },
  {
    code: 'command_business_status',
    name: { zh: '指令业务状态', en: 'Command business status' },
    items:
      'picking = 拣货中 / Picking; picked = 已拣货 / Picked; packed = 已装箱 / Packed; shipped = 已发运 / Shipped; signed = 已签收 / Signed; in_transit = 在途 / In transit; arrived = 已到达 / Arrived',
  },
  {
    code: 'direction',
    name: { zh: '方向', en: 'Direction' },
    items: 'in = 入 / In; out = 出 / Out; move = 移动 / Move',
  },
  {
    code: 'io_direction',
    name: { zh: '接口方向', en: 'Interface direction' },
    items: 'outbound = 发出 / Outbound; inbound = 接收 / Inbound',
  },
  {
    code: 'doc_type',
    name: { zh: '单据类型', en: 'Document type' },
    items:
      'command = 库存移动指令 / Inventory command; receipt = 收货单 / Receipt; inspection = 检验单 / Inspection; supplier_return = 退供应商单 / Supplier return; picklist = 拣货单 / Picklist; check_inventory = 盘点单 / Stock count; material_doc = 生产物料单 / Material document; report_order = 报工单 / Report order; transfer_receive = 转移接收单 / Transfer receive; delivery_note = 送货单 / Delivery note; outsourcing = 委外单 / Outsourcing order',
  },
  {
    code: 'posting_action',
    name: { zh: '过账动作', en: 'Posting action' },
    items:
      'inbound = 入库 / Inbound; outbound = 出库 / Outbound; move = 移动 / Move; adjust = 调整 / Adjustment; writeoff = 核销 / Write-off',
  },
  {
    code: 'reservation_status',
    name: { zh: '占用状态', en: 'Reservation status' },
    items: 'active = 占用中 / Active; consumed = 已消耗 / Consumed; released = 已释放 / Released',
  },
  {
    code: 'source_system',
    name: { zh: '来源系统', en: 'Source system' },
    items:
      'manual = 手工 / Manual; sap = SAP / SAP; fsm = FSM / FSM; oa = OA / OA; eshop = 电商 / eShop; bos = BOS / BOS; crm = CRM / CRM; job = 定时任务 / Scheduled job',
  },
  {
    code: 'sync_status',
    name: { zh: '同步状态', en: 'Sync status' },
    items:
      'pending = 待同步 / Pending; success = 成功 / Succeeded; failed = 失败 / Failed; ignored = 已忽略 / Ignored',
    colors: { pending: 'processing', success: 'green', failed: 'red', ignored: 'default' },
  },
  {
    code: 'priority',
    name: { zh: '优先级', en: 'Priority' },
    items: 'L = 一般 / General; M = 重要 / Important; H = 紧急 / Urgent',
    colors: { L: 'blue', M: 'orange', H: 'red' },
  },
  {
    code: 'enable_status',
    name: { zh: '启用状态', en: 'Enable status' },
    items: '1 = 启用 / Enabled; 0 = 停用 / Disabled',
  },
  {
    code: 'yn',
    name: { zh: '是否', en: 'Yes or no' },
    items: '1 = 是 / Yes; 0 = 否 / No',
  },

  // domain.md 5, Stock count
  {
    code: 'check_type',
    name: { zh: '盘点类型', en: 'Stock-count type' },
    items: 'check_In = 盘盈 / Gain; check_out = 盘亏 / Loss',
  },
  {
    code: 'difference_status',
    name: { zh: '差异状态', en: 'Difference status' },
    items:
      'none = 无差异 / No difference; pending = 待处理 / Pending; adjusted = 已调整 / Adjusted; ignored = 已忽略 / Ignored',
    colors: { none: 'green', pending: 'orange', adjusted: 'blue', ignored: 'default' },
  },
  {
    code: 'count_scope',
    name: { zh: '盘点范围', en: 'Count scope' },
    items:
      'selected_rows = 选中行 / Selected rows; positions = 按库位 / By position; products = 按产品 / By product; abc_class = 按ABC分类 / By ABC class; facility = 整仓 / Whole facility',
  },
  {
    code: 'count_reason',
    name: { zh: '差异原因', en: 'Count difference reason' },
    items:
      'missing_transaction = 漏记单据 / Missing transaction; miscounted = 点数错误 / Miscounted; found = 盘点发现 / Found; lost = 丢失 / Lost; damaged = 损坏 / Damaged; expired = 过期 / Expired',
  },
  {
    code: 'age_bucket',
    name: { zh: '库龄区间', en: 'Inventory age bucket' },
    items:
      'd0_30 = 0–30天 / 0–30 days; d31_90 = 31–90天 / 31–90 days; d91_180 = 91–180天 / 91–180 days; d181_365 = 181–365天 / 181–365 days; d365_plus = 365天以上 / Over 365 days',
  },

  // domain.md 5, Locations, products, quality
  {
    code: 'facility_type',
    name: { zh: '仓库类型', en: 'Facility type' },
    items:
      'warehouse = 仓库 / Warehouse; sub_warehouse = 分仓 / Sub-warehouse; line_side = 线边仓 / Line side; custody = 团队保管库 / Team custody; subcontractor = 委外仓 / Subcontractor; transit = 在途仓 / Transit',
  },
  {
    code: 'receive_mode',
    name: { zh: '收货模式', en: 'Receive mode' },
    items: 'direct = 直接入库 / Direct; confirm = 确认收货 / Confirm on receipt',
  },
  {
    code: 'position_type',
    name: { zh: '库位类型', en: 'Position type' },
    items:
      'receiving = 收货区 / Receiving; qc = 待检区 / Quality hold; storage = 存储区 / Storage; picking = 拣货区 / Picking; staging = 发货暂存区 / Staging; defect = 不良品区 / Defect; scrap = 报废区 / Scrap',
  },
  {
    code: 'tracking',
    name: { zh: '批次管理方式', en: 'Tracking' },
    items: 'none = 不管理 / None; batch = 批次管理 / Batch; serial = 序列号管理 / Serial',
  },
  {
    code: 'product_type',
    name: { zh: '产品类型', en: 'Product type' },
    items:
      'spare_part = 备件 / Spare part; raw_material = 原材料 / Raw material; semi_finished = 半成品 / Semi-finished; finished = 成品 / Finished good; consumable = 耗材 / Consumable; service = 服务 / Service',
  },
  {
    code: 'uom',
    name: { zh: '计量单位', en: 'Unit of measure' },
    items:
      'PCS = 个 / Piece; SET = 套 / Set; BOX = 箱 / Box; M = 米 / Metre; M2 = 平方米 / Square metre; KG = 千克 / Kilogram; L = 升 / Litre; ROLL = 卷 / Roll',
  },
  {
    code: 'abc_class',
    name: { zh: 'ABC分类', en: 'ABC class' },
    items: 'A = A类 / Class A; B = B类 / Class B; C = C类 / Class C',
  },
  {
    code: 'quality_status',
    name: { zh: '质量状态', en: 'Quality status' },
    items:
      'pending_inspection = 待检 / Awaiting inspection; qualified = 合格 / Qualified; unqualified = 不合格 / Unqualified; concession = 让步接收 / Concession; frozen = 冻结 / Frozen',
    colors: {
      pending_inspection: 'orange',
      qualified: 'green',
      unqualified: 'red',
      concession: 'gold',
      frozen: 'default',
    },
  },
  {
    code: 'inspection_mode',
    name: { zh: '检验方式', en: 'Inspection mode' },
    items: 'exempt = 免检 / Exempt; sampling = 抽检 / Sampling; full = 全检 / Full inspection',
  },
  {
    code: 'inspection_type',
    name: { zh: '检验类型', en: 'Inspection type' },
    items:
      'incoming = 来料检验 / Incoming; in_process = 过程检验 / In process; final = 成品检验 / Final; return = 退货检验 / Return; outsourcing = 委外检验 / Outsourcing',
  },
  {
    code: 'inspection_result',
    name: { zh: '检验结果', en: 'Inspection result' },
    items: 'pass = 合格 / Pass; fail = 不合格 / Fail; concession = 让步接收 / Concession',
    colors: { pass: 'green', fail: 'red', concession: 'gold' },
  },
  {
    code: 'disposition',
    name: { zh: '处置方式', en: 'Disposition' },
    items:
      'return_to_supplier = 退供应商 / Return to supplier; scrap = 报废 / Scrap; rework = 返工 / Rework; sort = 挑选 / Sort; concession = 让步接收 / Concession',
  },
  {
    code: 'defect_type',
    name: { zh: '缺陷类型', en: 'Defect type' },
    items:
      'appearance = 外观 / Appearance; dimension = 尺寸 / Dimension; function = 功能 / Function; performance = 性能 / Performance; packaging = 包装 / Packaging; labeling = 标识 / Labelling; documentation = 资料 / Documentation; other = 其他 / Other',
  },
  {
    code: 'return_reason',
    name: { zh: '退货原因', en: 'Return reason' },
    items:
      'quality = 质量问题 / Quality; surplus = 超量 / Surplus; wrong_item = 错发 / Wrong item; damaged = 破损 / Damaged; expired = 过期 / Expired; other = 其他 / Other',
  },

  // domain.md 5, Shipping
  {
    code: 'ship_type',
    name: { zh: '发运方式', en: 'Ship type' },
    items: 'pick_up = 自提 / Pick-up; third_party_logistics = 第三方物流 / Third-party logistics',
  },
  {
    code: 'express_company',
    name: { zh: '快递公司', en: 'Express company' },
    items:
      'sf = 顺丰速运 / SF Express; jd = 京东物流 / JD Logistics; ems = 中国邮政EMS / China Post EMS; zto = 中通快递 / ZTO Express; yto = 圆通速递 / YTO Express; sto = 申通快递 / STO Express; yunda = 韵达快递 / Yunda Express; deppon = 德邦快递 / Deppon; ky = 跨越速运 / KY Express; other = 其他 / Other',
  },
  {
    code: 'freight_type',
    name: { zh: '运费类型', en: 'Freight type' },
    items:
      'prepaid = 寄付 / Prepaid; collect = 到付 / Collect; monthly = 月结 / Monthly account; free = 包邮 / Free of charge',
  },
  {
    code: 'transportation_type',
    name: { zh: '运输方式', en: 'Transportation type' },
    items:
      'express = 快递 / Express; ltl = 零担 / Less than truckload; ftl = 整车 / Full truckload; air = 空运 / Air; sea = 海运 / Sea; rail = 铁路 / Rail; own_vehicle = 自有车辆 / Own vehicle',
  },
  {
    code: 'package_type',
    name: { zh: '包装类型', en: 'Package type' },
    items: 'carton = 纸箱 / Carton; pallet = 托盘 / Pallet; wooden_case = 木箱 / Wooden case; bag = 袋 / Bag',
  },
  {
    code: 'package_status',
    name: { zh: '包装状态', en: 'Package status' },
    items:
      'open = 装箱中 / Open; sealed = 已封箱 / Sealed; weighed = 已称重 / Weighed; shipped = 已发运 / Shipped',
  },

  // domain.md 5, Purchasing and supplier
  {
    code: 'po_type',
    name: { zh: '采购订单类型', en: 'Purchase order type' },
    items:
      'standard = 标准采购 / Standard; subcontract = 委外采购 / Subcontract; consignment = 寄售 / Consignment; service = 服务采购 / Service',
  },
  {
    code: 'confirm_status',
    name: { zh: '确认状态', en: 'Confirmation status' },
    items:
      'unconfirmed = 待确认 / Unconfirmed; confirmed = 已确认 / Confirmed; rejected = 已拒绝 / Rejected; change_requested = 申请变更 / Change requested',
    colors: { unconfirmed: 'orange', confirmed: 'green', rejected: 'red', change_requested: 'gold' },
  },
  {
    code: 'label_status',
    name: { zh: '标签状态', en: 'Label status' },
    items: 'created = 已生成 / Created; received = 已收货 / Received; voided = 已作废 / Voided',
  },
  {
    code: 'etl_status',
    name: { zh: 'ETL处理状态', en: 'ETL status' },
    items:
      'new = 新导入 / New; published = 已发布 / Published; unchanged = 无变化 / Unchanged; error = 错误 / Error; skipped = 已跳过 / Skipped',
  },
  {
    code: 'supplier_level',
    name: { zh: '供应商等级', en: 'Supplier level' },
    items: 'A = 战略 / Strategic; B = 优选 / Preferred; C = 合格 / Qualified; D = 待淘汰 / Phase-out',
  },
  {
    code: 'invoice_type',
    name: { zh: '发票类型', en: 'Invoice type' },
    items:
      'vat_special = 增值税专用发票 / Special VAT invoice; vat_normal = 增值税普通发票 / Ordinary VAT invoice; e_invoice = 全电发票 / Fully digital e-invoice; foreign = 境外发票 / Foreign invoice',
  },
  {
    code: 'verify_status',
    name: { zh: '校验状态', en: 'Verification status' },
    items: 'unverified = 待校验 / Unverified; verified = 已校验 / Verified; rejected = 已退回 / Rejected',
  },
  {
    code: 'invoice_status',
    name: { zh: '开票状态', en: 'Invoice status' },
    items:
      'not_invoiced = 未开票 / Not invoiced; partial = 部分开票 / Partially invoiced; invoiced = 已开票 / Invoiced',
  },
  {
    code: 'payment_status',
    name: { zh: '付款状态', en: 'Payment status' },
    items: 'unpaid = 未付款 / Unpaid; partial = 部分付款 / Partially paid; paid = 已付款 / Paid',
  },
  {
    code: 'payment_terms',
    name: { zh: '付款条件', en: 'Payment terms' },
    items:
      'prepaid = 预付款 / Prepayment; cod = 货到付款 / Cash on delivery; net30 = 月结30天 / Net 30; net60 = 月结60天 / Net 60; net90 = 月结90天 / Net 90',
  },
  {
    code: 'incoterm',
    name: { zh: '国际贸易术语', en: 'Incoterm' },
    items:
      'EXW = 工厂交货 / Ex works; FCA = 货交承运人 / Free carrier; FOB = 船上交货 / Free on board; CFR = 成本加运费 / Cost and freight; CIF = 成本、保险加运费 / Cost, insurance and freight; CPT = 运费付至 / Carriage paid to; CIP = 运费和保险费付至 / Carriage and insurance paid to; DAP = 目的地交货 / Delivered at place; DPU = 卸货地交货 / Delivered at place unloaded; DDP = 完税后交货 / Delivered duty paid',
  },
  {
    code: 'sap_interface',
    name: { zh: 'SAP接口', en: 'SAP interface' },
    items: SAP_INTERFACES,
  },
  {
    // The interfaces the SAP log holds: domain.md 5's sap_interface and the service settlement's own
    // message (domain.md 3.11 lists the codes with an ellipsis): our own dictionary, beside domain.md 5's.
    code: 'sap_log_interface',
    name: { zh: 'SAP日志接口', en: 'SAP log interface' },
    items: `${SAP_INTERFACES}; service_settle = 服务结算 / Service settlement`,
  },

  // domain.md 5, Master data, sales, offer
  {
    code: 'user_type',
    name: { zh: '用户类型', en: 'User type' },
    items:
      'internal = 内部员工 / Internal staff; supplier = 供应商 / Supplier; engineer = 服务工程师 / Field engineer; integration = 集成账号 / Integration account',
  },
  {
    code: 'currency',
    name: { zh: '币种', en: 'Currency' },
    items:
      'CNY = 人民币 / Chinese yuan; USD = 美元 / US dollar; EUR = 欧元 / Euro; JPY = 日元 / Japanese yen; HKD = 港币 / Hong Kong dollar; GBP = 英镑 / Pound sterling',
  },
  { code: 'country', name: { zh: '国家/地区', en: 'Country or region' }, items: COUNTRY_ITEMS },
  {
    code: 'store_type',
    name: { zh: '店铺类型', en: 'Store type' },
    items:
      'fsm_service = 服务备件 / FSM service; eshop = 电商 / eShop; project_sales = 项目销售 / Project sales; distributor = 经销 / Distributor; internal = 内部 / Internal',
  },
  {
    code: 'reserve_order',
    name: { zh: '占用顺序', en: 'Reservation order' },
    items:
      'fifo_received = 先进先出(入库日期) / FIFO by receipt date; fefo_expiry = 先到期先出 / First expiry first out',
  },
  {
    code: 'price_type',
    name: { zh: '价格类型', en: 'Price type' },
    items:
      'list = 标准价 / List price; purchase = 采购价 / Purchase price; service = 服务价 / Service price; cost = 成本价 / Cost price',
  },
  {
    code: 'trim_type',
    name: { zh: '调价方式', en: 'Price trim type' },
    items: 'percent = 百分比 / Percentage; amount = 金额 / Amount; fixed_price = 固定价 / Fixed price',
  },
  {
    code: 'team_type',
    name: { zh: '团队类型', en: 'Team type' },
    items:
      'fsm_service = 服务团队 / Service team; installation = 安装团队 / Installation team; warehouse = 仓库团队 / Warehouse team',
  },
  {
    code: 'member_role',
    name: { zh: '成员角色', en: 'Member role' },
    items: 'leader = 组长 / Leader; engineer = 工程师 / Engineer',
  },
  {
    code: 'equipment_status',
    name: { zh: '设备状态', en: 'Equipment status' },
    items:
      'installing = 安装中 / Installing; in_service = 运行中 / In service; stopped = 停机 / Stopped; under_repair = 维修中 / Under repair; scrapped = 已报废 / Scrapped',
  },
  {
    code: 'price_source',
    name: { zh: '价格来源', en: 'Price source' },
    items: PRICE_SOURCES,
  },
  {
    // A cost line's price comes from a raw material's price (price_source) or, for a component without
    // a price of its own, from the product's standard cost: our own dictionary, beside domain.md 5's.
    code: 'cost_price_source',
    name: { zh: '成本价格来源', en: 'Cost price source' },
    items: `${PRICE_SOURCES}; standard_cost = 标准成本 / Standard cost`,
  },
  {
    code: 'rate_type',
    name: { zh: '汇率类型', en: 'Rate type' },
    items: 'offer = 报价汇率 / Offer rate; accounting = 记账汇率 / Accounting rate',
  },
  {
    code: 'ap_calc_method',
    name: { zh: '附加价计算方式', en: 'AP calculation method' },
    items:
      'pct_of_cost = 按成本百分比 / % of cost; pct_of_price = 按售价百分比 / % of price; per_unit = 按单位金额 / Per unit; fixed = 固定金额 / Fixed amount',
  },
  {
    code: 'offer_result',
    name: { zh: '报价结果', en: 'Offer result' },
    items: 'open = 跟进中 / Open; won = 赢单 / Won; lost = 丢单 / Lost',
  },
  {
    code: 'cm_reason',
    name: { zh: '贷项原因', en: 'Credit memo reason' },
    items:
      'price_difference = 价差 / Price difference; return = 退货 / Return; quality_claim = 质量索赔 / Quality claim; rebate = 返利 / Rebate; other = 其他 / Other',
  },

  // domain.md 5, Production and field service
  {
    code: 'production_order_type',
    name: { zh: '生产订单类型', en: 'Production order type' },
    items: 'standard = 标准 / Standard; rework = 返工 / Rework; trial = 试制 / Trial',
  },
  {
    code: 'material_doc_kind',
    name: { zh: '物料单类型', en: 'Material document kind' },
    items: 'issue = 领料 / Issue; return = 退料 / Return; consume = 耗用 / Consumption',
  },
  {
    code: 'shift',
    name: { zh: '班次', en: 'Shift' },
    items: 'day = 白班 / Day shift; middle = 中班 / Middle shift; night = 夜班 / Night shift',
  },
  {
    code: 'service_fee_item',
    name: { zh: '服务费用项', en: 'Service fee item' },
    items: 'labor = 人工 / Labour; travel = 差旅 / Travel; material = 材料 / Material; other = 其他 / Other',
  },
  {
    code: 'oa_status',
    name: { zh: 'OA审批状态', en: 'OA approval status' },
    items:
      'not_required = 无需审批 / Not required; pending = 审批中 / In approval; approved = 已通过 / Approved; rejected = 已驳回 / Rejected',
  },
  {
    code: 'oa_biz_type',
    name: { zh: 'OA业务类型', en: 'OA business type' },
    items:
      'spare_part_approval = 备件审批 / Spare-part approval; service_contract = 服务合同 / Service contract; ecn = 工程变更 / Engineering change; settlement = 结算 / Settlement',
  },
  {
    code: 'ecn_item_status',
    name: { zh: 'ECN明细状态', en: 'ECN item status' },
    items:
      'planned = 已计划 / Planned; dispatched = 已派工 / Dispatched; done = 已完成 / Done; cancelled = 已取消 / Cancelled',
  },
  {
    code: 'project_status',
    name: { zh: '项目状态', en: 'Project status' },
    items: 'active = 进行中 / Active; suspended = 暂停 / Suspended; closed = 已关闭 / Closed',
  },
  {
    code: 'project_stage',
    name: { zh: '项目阶段', en: 'Project stage' },
    items:
      'contract = 合同 / Contract; design = 设计 / Design; delivery = 发货 / Delivery; installation = 安装 / Installation; commissioning = 调试 / Commissioning; acceptance = 验收 / Acceptance; warranty = 质保 / Warranty',
  },
  {
    code: 'service_contract_type',
    name: { zh: '服务合同类型', en: 'Service contract type' },
    items:
      'warranty = 质保 / Warranty; extended_warranty = 延保 / Extended warranty; maintenance = 维保 / Maintenance; full_service = 全包服务 / Full service',
  },
  {
    code: 'sla_level',
    name: { zh: 'SLA等级', en: 'SLA level' },
    items: 'gold = 金牌 / Gold; silver = 银牌 / Silver; bronze = 铜牌 / Bronze',
  },
  {
    code: 'contract_status',
    name: { zh: '合同状态', en: 'Contract status' },
    items:
      'draft = 草稿 / Draft; active = 生效 / Active; expired = 已过期 / Expired; terminated = 已终止 / Terminated',
  },
  // JeecgBoot system dictionaries used by the system pages (api-contract.md 2-8)
  {
    code: 'sex',
    name: { zh: '性别', en: 'Sex' },
    items: '1 = 男 / Male; 2 = 女 / Female; 0 = 未知 / Unknown',
  },
  {
    code: 'user_status',
    name: { zh: '用户状态', en: 'User status' },
    items: '1 = 正常 / Normal; 2 = 冻结 / Frozen',
    colors: { '1': 'green', '2': 'red' },
  },
  {
    code: 'msg_category',
    name: { zh: '消息类型', en: 'Message category' },
    items: '1 = 通知公告 / Notice; 2 = 系统消息 / System message',
  },
  {
    code: 'msg_type',
    name: { zh: '通告对象类型', en: 'Recipients' },
    items: 'ALL = 全体用户 / All users; USER = 指定用户 / Selected users',
  },
  {
    code: 'send_status',
    name: { zh: '发布状态', en: 'Publish status' },
    items: '0 = 未发布 / Draft; 1 = 已发布 / Published; 2 = 已撤销 / Revoked',
    colors: { '0': 'default', '1': 'green', '2': 'red' },
  },
  {
    code: 'menu_type',
    name: { zh: '菜单类型', en: 'Menu type' },
    items: '0 = 一级菜单 / Top-level menu; 1 = 子菜单 / Sub-menu; 2 = 按钮权限 / Button permission',
  },
  {
    code: 'perms_type',
    name: { zh: '权限策略', en: 'Permission rule' },
    items: '1 = 显示/隐藏 / Show or hide; 2 = 可用/禁用 / Enable or disable',
  },
  {
    code: 'valid_status',
    name: { zh: '有效状态', en: 'Valid status' },
    items: '1 = 有效 / Valid; 0 = 无效 / Invalid',
  },
  {
    code: 'log_type',
    name: { zh: '日志类型', en: 'Log type' },
    items: '1 = 登录日志 / Login log; 2 = 操作日志 / Operation log',
  },
  {
    code: 'operate_type',
    name: { zh: '操作类型', en: 'Operation type' },
    items:
      '1 = 查询 / Query; 2 = 添加 / Add; 3 = 修改 / Update; 4 = 删除 / Delete; 5 = 导入 / Import; 6 = 导出 / Export',
  },
  {
    code: 'quartz_status',
    name: { zh: '任务状态', en: 'Job status' },
    items: '0 = 正常 / Running; -1 = 停止 / Stopped',
    colors: { '0': 'green', '-1': 'red' },
  },
  {
    code: 'tenant_status',
    name: { zh: '租户状态', en: 'Tenant status' },
    items: '1 = 正常 / Normal; 0 = 冻结 / Frozen',
  },
  {
    code: 'depart_status',
    name: { zh: '部门状态', en: 'Department status' },
    items: '1 = 启用 / Enabled; 0 = 不启用 / Disabled',
  },
  {
    code: 'org_category',
    name: { zh: '机构类别', en: 'Organisation category' },
    items: '1 = 公司 / Company; 2 = 部门 / Department; 3 = 岗位 / Post',
  },
  {
    // api-contract.md 8.7 lists 1-4; 5-7 add the engines our server and reports can reach.
    code: 'database_type',
    name: { zh: '数据库类型', en: 'Database type' },
    items:
      '1 = MySQL5.5 / MySQL 5.5; 2 = Oracle / Oracle; 3 = SQLServer / SQL Server; 4 = MySQL5.7 / MySQL 5.7; 5 = MySQL8 / MySQL 8; 6 = PostgreSQL / PostgreSQL; 7 = SQLite / SQLite',
  },
  {
    code: 'position_rank',
    name: { zh: '职级', en: 'Position rank' },
    items:
      '1 = 员级 / Staff; 2 = 助级 / Assistant; 3 = 中级 / Intermediate; 4 = 副高级 / Associate senior; 5 = 正高级 / Senior',
  },
  {
    code: 'open_type',
    name: { zh: '打开方式', en: 'Open type' },
    items: 'url = 页面地址 / Page URL; component = 组件 / Component',
  },
  {
    // api-contract.md 8.11 (1-3, JeecgBoot); 4 is the in-app system message of domain.md 3.13.
    code: 'template_type',
    name: { zh: '模板类型', en: 'Template type' },
    items: '1 = 短信 / SMS; 2 = 邮件 / E-mail; 3 = 微信 / WeChat; 4 = 系统消息 / System message',
  },
  {
    code: 'del_flag',
    name: { zh: '删除标记', en: 'Deleted flag' },
    items: '0 = 正常 / Normal; 1 = 已删除 / Deleted',
  },
  {
    code: 'dict_item_status',
    name: { zh: '字典项状态', en: 'Dictionary item status' },
    items: '1 = 启用 / Enabled; 0 = 不启用 / Disabled',
  },
  {
    // api-contract.md 3.5 without USE_SQL_RULES: data rules never carry SQL (architecture.md).
    code: 'rule_conditions',
    name: { zh: '条件规则', en: 'Rule condition' },
    items: [
      { value: '=', text: { zh: '等于', en: 'Equals' } },
      { value: '!=', text: { zh: '不等于', en: 'Not equal' } },
      { value: '>', text: { zh: '大于', en: 'Greater than' } },
      { value: '>=', text: { zh: '大于等于', en: 'Greater or equal' } },
      { value: '<', text: { zh: '小于', en: 'Less than' } },
      { value: '<=', text: { zh: '小于等于', en: 'Less or equal' } },
      { value: 'IN', text: { zh: '包含', en: 'In' } },
      { value: 'LIKE', text: { zh: '模糊', en: 'Like' } },
      { value: 'LEFT_LIKE', text: { zh: '左模糊', en: 'Ends with' } },
      { value: 'RIGHT_LIKE', text: { zh: '右模糊', en: 'Starts with' } },
    ],
  },
] as const satisfies readonly DictionarySource[];

/** Every dictionary code, as a type (`field.dict('doc_status')` checks its argument against it). */
export type DictCode = (typeof DICTIONARY_SOURCES)[number]['code'];

/** Parses `value = 中文 / English; ...` (domain.md 5 notation); a malformed entry is a programming error. */
function parseItems(code: string, notation: string): DictionaryItemDef[] {
  return notation.split('; ').map((entry) => {
    const eq = entry.indexOf(' = ');
    const texts = entry.slice(eq + 3).split(' / ');
    const [zh, en] = texts;
    if (eq <= 0 || texts.length !== 2 || !zh || !en) {
      throw new Error(`dictionary ${code}: malformed item "${entry}"`);
    }
    return { value: entry.slice(0, eq), text: { zh, en } };
  });
}

function toDictionary(source: DictionarySource): DictionaryDef {
  const items = typeof source.items === 'string' ? parseItems(source.code, source.items) : [...source.items];
  const colored = items.map((item) => {
    const color = source.colors?.[item.value];
    return color ? { ...item, color } : item;
  });
  // sys_dict.type: 1 when every value is an integer (the column behind it is numeric), else 0.
  const type = colored.every((item) => /^-?\d+$/.test(item.value)) ? 1 : 0;
  return { code: source.code, name: source.name, type, items: colored };
}

/** All dictionaries: domain.md 5 and the JeecgBoot system dictionaries, in that order. */
export const dictionaries: DictionaryDef[] = DICTIONARY_SOURCES.map(toDictionary);

const BY_CODE = new Map(dictionaries.map((dict) => [dict.code, dict]));

export function dictionaryByCode(code: DictCode): DictionaryDef;
export function dictionaryByCode(code: string): DictionaryDef | undefined;
export function dictionaryByCode(code: string): DictionaryDef | undefined {
  return BY_CODE.get(code);
}
