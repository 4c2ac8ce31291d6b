import { defineWebModule } from '../../lib/module.ts';

/** Nest orders, results and cost of a space; the platform's nest statistics (statistics/). */
export default defineWebModule({
  name: 'nest',
  pages: {
    '/nest/order': () => import('./NestOrderPage.tsx'),
    '/nest/order-detail': () => import('./NestOrderDetailPage.tsx'),
    '/nest/result': () => import('./NestResultPage.tsx'),
    '/nest/order-result': () => import('./NestOrderResultPage.tsx'),
    '/nest/cost': () => import('./NestCostPage.tsx'),
    '/nest/result-detail-logs': () => import('./NestResultDetailLogsPage.tsx'),
    '/nest/accessory-order-detail': () => import('./AccessoryOrderDetailPage.tsx'),
    '/nest/accessory-order-result': () => import('./AccessoryOrderResultPage.tsx'),
    '/statistics/accessory-order-detail': () => import('./statistics/StatisticsAccessoryOrderDetailPage.tsx'),
    '/statistics/accessory-order-result': () => import('./statistics/StatisticsAccessoryOrderResultPage.tsx'),
    '/statistics/order': () => import('./statistics/StatisticsOrderPage.tsx'),
    '/statistics/order-detail': () => import('./statistics/StatisticsOrderDetailPage.tsx'),
    '/statistics/order-result': () => import('./statistics/StatisticsOrderResultPage.tsx'),
    '/statistics/lost-product': () => import('./statistics/StatisticsLostProductPage.tsx'),
    '/statistics/client': () => import('./statistics/StatisticsClientPage.tsx'),
    '/statistics/cost': () => import('./statistics/StatisticsCostPage.tsx'),
  },
});
