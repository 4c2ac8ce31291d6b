import { CostList } from './CostList.tsx';
import { KindTabs } from './lists.tsx';

/** /nest/cost: what each nest was charged against the space's nest quota. */
export default function NestCostPage() {
  // Panel and accessory (1-D) nests are charged against the same quota; each has its log.
  return <KindTabs panel={<CostList kind="panel" />} accessory={<CostList kind="accessory" />} />;
}
