import { group, hidden, page, perm } from './types.ts';

const r = (...x: string[]) => perm('AlReport', ...x);
const R = '/reports';

export const reportRoutes = group(
  R,
  '报表中心',
  'LineChartOutlined',
  [
    page(`${R}/daily`, '生产日报', r('Daily')),
    hidden(`${R}/daily-detail`, '日报详情', r('Daily')),
    hidden(`${R}/daily-product-detail`, '日报产品明细', r('Daily')),
    page(`${R}/produce`, '生产报表', r('Produce')),
    page(`${R}/unfold`, '展开面积统计', r('Unfold')),
    page(`${R}/produce-analysis`, '生产分析', r('ProduceAnalysis')),
    hidden(`${R}/produce-analysis-process`, '工序分析', r('ProduceAnalysis')),
    hidden(`${R}/produce-analysis-project`, '项目分析', r('ProduceAnalysis')),
    hidden(`${R}/produce-analysis-product`, '产品分析', r('ProduceAnalysis')),
    hidden(`${R}/produce-analysis-product-label`, '产品标签分析', r('ProduceAnalysis')),
    page(`${R}/performance`, '绩效统计', r('Performance')),
    hidden(`${R}/produce-total`, '生产汇总', r('Produce')),
    page(`${R}/postpartum-analysis`, '待产分析', r('PendingAnalysis')),
    hidden(`${R}/postpartum-detail`, '待产明细', r('PendingAnalysis')),
    hidden(`${R}/pending-detail`, '待产详情', r('PendingAnalysis')),
    page(`${R}/paint-dosage`, '油漆用量', r('PaintDosage')),
    page(`${R}/outsources`, '委外报表', r('OutsourceOut', 'OutsourceOutAcceptance')),
    page(`${R}/advance-payment-reports`, '预付款报表', perm('AlFinance', 'AdvancePayments')),
    page(`${R}/advance-receipts-reports`, '预收款报表', perm('AlFinance', 'AdvanceReceipts')),
  ],
  { redirect: `${R}/produce` },
);
