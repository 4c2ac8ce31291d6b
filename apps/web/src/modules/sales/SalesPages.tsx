import { ProjectOrderStatus, areaRuleResource, contractConfigResource, contractDocument, projectOrderDocument, quotationItemResource } from '@al/contracts';
import { DocumentDetail, DocumentList, DocumentLogList } from '../../components/DocumentPage/index.ts';
import { ResourcePage } from '../../components/ResourcePage/index.tsx';

const S = '/sales';

/** /sales/agreement-order, its detail, log and default config: contracts on the document framework. */
export const ContractListPage = () => <DocumentList def={contractDocument} detailPath={`${S}/agreement-order-detail`} />;
export const ContractDetailPage = () => <DocumentDetail def={contractDocument} listPath={`${S}/agreement-order`} />;
export const ContractLogPage = () => <DocumentLogList def={contractDocument} detailPath={`${S}/agreement-order-detail`} />;
export const ContractConfigPage = () => <ResourcePage def={contractConfigResource} />;

/** /sales/project-order, its detail and log: orders on CAD projects, settled by the contract's area rule. */
export const ProjectOrderListPage = () => <DocumentList def={projectOrderDocument} detailPath={`${S}/project-order-detail`} />;
export const ProjectOrderDetailPage = () => <DocumentDetail def={projectOrderDocument} listPath={`${S}/project-order`} />;
export const ProjectOrderLogPage = () => <DocumentLogList def={projectOrderDocument} detailPath={`${S}/project-order-detail`} />;
/** The routed picker of project orders: those confirmed and not yet all shipped. */
export const SelectProjectOrderPage = () => (
  <DocumentList
    def={projectOrderDocument}
    detailPath={`${S}/project-order-detail`}
    initialStatus={ProjectOrderStatus.confirmed | ProjectOrderStatus.inProduction | ProjectOrderStatus.partDelivered}
  />
);

/** /sales/receivable-statement (报价项设置) and /sales/rule-list (计价规则): the quotation items and area rules the contracts price with. */
export const QuoteItemSettingPage = () => <ResourcePage def={quotationItemResource} />;
export const RuleListPage = () => <ResourcePage def={areaRuleResource} />;
