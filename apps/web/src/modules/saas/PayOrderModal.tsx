import {
  BANK_TRANSFER_ACCOUNT,
  formatMoney,
  Gateway,
  gatewayLabels,
  PAYMENT_POLL_MS,
  PaymentStatus,
  type Order,
} from '@al/contracts';
import { Button, Descriptions, Modal, QRCode, Result, Space, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { feedback } from '../../lib/notify.ts';
import { saas } from './api.ts';

interface Props {
  title: string;
  groupName: string;
  order: Order;
  onClose(): void;
  /** 去使用 after a successful payment. */
  onUse(): void;
}

/** Polls the order every 5000 ms until it is paid (1) or cancelled (2); bank transfers are not polled. */
function usePaymentStatus(order: Order, enabled: boolean) {
  const [status, setStatus] = useState<number>(order.status);
  useEffect(() => {
    if (!enabled || status !== PaymentStatus.unpaid) return;
    const timer = setInterval(() => {
      saas.orderStatus(order.id).then(
        (r) => setStatus(r.status),
        () => undefined,
      );
    }, PAYMENT_POLL_MS);
    return () => clearInterval(timer);
  }, [enabled, status, order.id]);
  return status;
}

function OrderLines({ order, groupName }: { order: Order; groupName: string }) {
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label="订单号">{order.orderNo}</Descriptions.Item>
      <Descriptions.Item label="购买内容">
        {order.providerDisplayName} · {groupName} · {order.periodValue}个月
      </Descriptions.Item>
      <Descriptions.Item label="订单金额">¥{formatMoney(order.amount)}</Descriptions.Item>
      {order.discount > 0 && (
        <Descriptions.Item label="优惠">-¥{formatMoney(order.discount)}</Descriptions.Item>
      )}
      <Descriptions.Item label="应付金额">
        <Typography.Text strong style={{ color: '#722ed1' }} data-testid="pay-amount">
          ¥{formatMoney(order.payAmount)}
        </Typography.Text>
      </Descriptions.Item>
    </Descriptions>
  );
}

/** The order modals (spec 01 §2): scan-to-pay with a QR code and polling, or the bank-transfer details. */
export function PayOrderModal({ title, groupName, order, onClose, onUse }: Props) {
  const transfer = order.gateway === Gateway.bankTransfer;
  const [qr, setQr] = useState<string | null>(null);
  const [claimed, setClaimed] = useState(order.transferClaimed);
  const status = usePaymentStatus(order, !transfer);

  useEffect(() => {
    if (!transfer && order.status === PaymentStatus.unpaid)
      void saas.qrCode(order.id).then((r) => setQr(r.qrCodeUrl));
  }, [transfer, order.id, order.status]);

  const body =
    status === PaymentStatus.paid ? (
      <Result
        status="success"
        title="支付成功!"
        subTitle={`${order.providerDisplayName}已开通`}
        extra={
          <Button type="primary" onClick={onUse} data-testid="pay-use">
            去使用
          </Button>
        }
      />
    ) : status === PaymentStatus.cancelled ? (
      <Result status="warning" title="订单已取消" subTitle="未在2小时内支付的订单会自动取消，请重新下单。" />
    ) : transfer ? (
      <Space direction="vertical" style={{ width: '100%' }}>
        <OrderLines order={order} groupName={groupName} />
        <Descriptions title="对公转账信息" column={1} size="small" bordered data-testid="transfer-details">
          <Descriptions.Item label="户名">{BANK_TRANSFER_ACCOUNT.accountName}</Descriptions.Item>
          <Descriptions.Item label="开户行">{BANK_TRANSFER_ACCOUNT.bankName}</Descriptions.Item>
          <Descriptions.Item label="账号">{BANK_TRANSFER_ACCOUNT.accountNo}</Descriptions.Item>
          <Descriptions.Item label="转账备注">{order.orderNo}</Descriptions.Item>
        </Descriptions>
        <Typography.Text type="secondary">
          转账时请备注订单号；平台确认收款后自动开通。未支付的订单2小时后自动取消。
        </Typography.Text>
        <Button
          type="primary"
          disabled={claimed}
          onClick={() =>
            void saas.claimTransfer(order.id).then(() => {
              setClaimed(true);
              feedback.message.success('已提交，等待平台确认收款');
            })
          }
        >
          {claimed ? '等待平台确认' : '我已转账'}
        </Button>
      </Space>
    ) : (
      <Space direction="vertical" align="center" style={{ width: '100%' }}>
        <OrderLines order={order} groupName={groupName} />
        {qr ? <QRCode value={qr} size={200} data-testid="pay-qrcode" /> : <Spin />}
        <Typography.Text>请使用{gatewayLabels[order.gateway]}扫码支付</Typography.Text>
        {qr && (
          <Typography.Link href={qr} target="_blank" rel="noreferrer" data-testid="pay-link">
            在浏览器中打开支付页
          </Typography.Link>
        )}
      </Space>
    );

  return (
    <Modal
      open
      title={title}
      width={520}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
    >
      <div data-testid="pay-dialog">{body}</div>
    </Modal>
  );
}
