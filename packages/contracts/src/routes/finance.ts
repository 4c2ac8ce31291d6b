import { group, hidden, page, perm, type RouteDef } from './types.ts';

const f = (r: string) => perm('AlFinance', r);
const F = '/finance';

const statementPages = (side: 'payable' | 'receivable', kinds: [string, string][], permission: string[]): RouteDef[] =>
  kinds.flatMap(([k, label]) => [
    hidden(`${F}/${side}-statement-${k}-detail`, `${label}对账单详情`, permission),
    hidden(`${F}/${side}-statement-${k}-product-detail`, `${label}对账产品明细`, permission),
    hidden(`${F}/${side}-statement-${k}-log`, `${label}对账单日志`, permission),
  ]);

const side = (s: 'payable' | 'receivable', title: string, taskTitle: string, icon: string, kinds: [string, string][]) => {
  const cap = s === 'payable' ? 'Payable' : 'Receivable';
  const st = f(`${cap}Statements`);
  const pay = f(`${cap}Payments`);
  const task = f(`${cap}Tasks`);
  return group(`${F}/${s}`, title, icon, [
    page(`${F}/${s}-statement-data`, '对账单', st),
    ...statementPages(s, kinds, st),
    page(`${F}/${s}-payment`, s === 'payable' ? '付款单' : '收款单', pay),
    hidden(`${F}/${s}-payment-detail`, s === 'payable' ? '付款单详情' : '收款单详情', pay),
    hidden(`${F}/${s}-payment-logs`, s === 'payable' ? '付款单日志' : '收款单日志', pay),
    page(`${F}/${s}-task`, taskTitle, task),
    hidden(`${F}/${s}-task-create-receipt`, s === 'payable' ? '生成付款单' : '生成收款单', task),
    hidden(`${F}/${s}-task-detail`, `${taskTitle}详情`, task),
    hidden(`${F}/${s}-task-detail-logs`, `${taskTitle}日志`, task),
  ]);
};

export const financeRoutes = group(F, '财务管理', 'AccountBookOutlined', [
  group(`${F}/common`, '财务通用', 'WalletOutlined', [
    page(`${F}/common-data`, '通用数据', f('Commons')),
    page(`${F}/account-log`, '账户流水', f('AccountLogs')),
    page(`${F}/invoice`, '发票管理', f('Invoices')),
    hidden(`${F}/invoice-add`, '新增发票', f('Invoices')),
    hidden(`${F}/invoice-detail`, '发票详情', f('Invoices')),
    hidden(`${F}/invoice-red`, '红冲发票', f('Invoices')),
    hidden(`${F}/invoice-red-detail`, '红冲发票详情', f('Invoices')),
  ]),
  group(`${F}/advance`, '预付预收', 'TransactionOutlined', [
    page(`${F}/advance-payment`, '预付款', f('AdvancePayments')),
    page(`${F}/advance-receipts`, '预收款', f('AdvanceReceipts')),
    hidden(`${F}/advance-add`, '新增预付预收', [...f('AdvancePayments'), ...f('AdvanceReceipts')]),
  ]),
  side('payable', '应付管理', '付款申请', 'MinusCircleOutlined', [
    ['material', '板材'],
    ['outsource', '委外'],
    ['paint', '油漆'],
  ]),
  side('receivable', '应收管理', '收款任务', 'PlusCircleOutlined', [
    ['project', '项目'],
    ['outsource', '委外'],
  ]),
  group(`${F}/income-expense`, '收入支出', 'DollarOutlined', [
    page(`${F}/payable-expense`, '费用报销', f('ExpenseClaims')),
    hidden(`${F}/payable-expense-add`, '新增费用报销', f('ExpenseClaims')),
    page(`${F}/payable-employee-payrolls`, '员工工资', f('EmployeePayrolls')),
    hidden(`${F}/payable-employee-payrolls-add`, '新增员工工资', f('EmployeePayrolls')),
    page(`${F}/other-expense`, '其他支出', f('OtherExpenses')),
    page(`${F}/other-income`, '其他收入', f('OtherIncomes')),
  ]),
]);
