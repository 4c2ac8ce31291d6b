import { ReportView } from './ReportView.tsx';
import { OrderTable } from './OrderTable.tsx';

/** /payments/order: every order of the platform; operators confirm bank transfers here. */
export const PaymentOrderPage = () => <OrderTable scope="admin" />;
/** /enterprise/order: the current space's orders. */
export const EnterpriseOrderPage = () => <OrderTable scope="tenant" />;
export const AnnualReportPage = () => <ReportView kind="annual" base="/payments" />;
export const MonthlyReportPage = () => <ReportView kind="day" base="/payments" />;
export const TenantReportPage = () => <ReportView kind="monthly" base="/payments" />;

/** /agent-payments/*: the orders and reports of the spaces an agent brought in. */
export const AgentOrderPage = () => <OrderTable scope="agent" />;
export const AgentAnnualReportPage = () => <ReportView kind="annual" base="/agent-payments" />;
export const AgentMonthlyReportPage = () => <ReportView kind="day" base="/agent-payments" />;
export const AgentTenantReportPage = () => <ReportView kind="monthly" base="/agent-payments" />;
