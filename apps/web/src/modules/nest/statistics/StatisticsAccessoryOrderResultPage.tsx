import { AccessoryResultPage } from '../AccessoryOrderResultPage.tsx';

/** /statistics/accessory-order-result?id=<result id>: the bars of a space's accessory nest, for the platform. */
export default function StatisticsAccessoryOrderResultPage() {
  return <AccessoryResultPage platform />;
}
