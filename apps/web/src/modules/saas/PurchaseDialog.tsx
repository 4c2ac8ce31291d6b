import {
  type CreateOrderInput,
  CUSTOMER_HOTLINE,
  COUPON_MAX,
  couponNoSchema,
  discountBadge,
  EDITION_PROVIDER,
  formatMoney,
  PAYMENT_METHODS,
  payDialogTitle,
  type Order,
  type PriceGroup,
} from '@al/contracts';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  Input,
  Modal,
  Radio,
  Row,
  Space,
  Tabs,
  Typography,
} from 'antd';
import { useState } from 'react';
import { checkCoupon, saas } from './api.ts';

export interface PurchaseTarget {
  /** E: an edition; otherwise a function (feature). */
  providerName: string;
  providerKey: string;
  /** The version or function name of the title. */
  paymentName: string;
  tenantId: string;
  tenantName: string;
}

interface Props {
  target: PurchaseTarget;
  groups: PriceGroup[];
  onClose(): void;
  /** Emitted after the order is created: 对公支付 or 扫码支付, the group name and the order. */
  onCreated(title: string, groupName: string, order: Order): void;
}

const couponRule = {
  validator: (_: unknown, v?: string) => {
    const r = couponNoSchema.safeParse(v ?? '');
    return r.success ? Promise.resolve() : Promise.reject(new Error(r.error.issues[0]?.message));
  },
};

/** The purchase dialog (spec 01 §2, §4): groups, plans with discount badges, method, coupon, agreement. */
export function PurchaseDialog({ target, groups, onClose, onCreated }: Props) {
  const [form] = Form.useForm<{ couponNo?: string }>();
  const [groupIndex, setGroupIndex] = useState(0);
  const [planId, setPlanId] = useState(groups[0]?.priceItems[0]?.id ?? null);
  const [gateway, setGateway] = useState<number>(1);
  const [agreed, setAgreed] = useState(false);
  const [coupon, setCoupon] = useState<{ couponNo: string; amount: number } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const group = groups[groupIndex]!;
  const plan = group.priceItems.find((p) => p.id === planId) ?? null;

  const redeem = async () => {
    await form.validateFields(['couponNo']);
    const no = form.getFieldValue('couponNo')?.trim();
    if (!no) {
      form.setFields([{ name: 'couponNo', errors: ['添加优惠码'] }]);
      return;
    }
    setCoupon(await checkCoupon(no));
  };

  const submit = async () => {
    const { couponNo } = await form.validateFields();
    if (!plan) return;
    setSubmitting(true);
    try {
      const order = await saas.createOrder({
        tenantId: target.tenantId,
        tenantName: target.tenantName,
        gateway: gateway as CreateOrderInput['gateway'],
        couponNo: couponNo?.trim() ? couponNo.trim() : null,
        priceId: plan.id,
        providerName: target.providerName,
      });
      onCreated(payDialogTitle(gateway), group.groupName, order);
    } finally {
      setSubmitting(false);
    }
  };

  const pay = plan
    ? Math.max(0, Math.round(plan.salesPrice * 100) - Math.round((coupon?.amount ?? 0) * 100)) / 100
    : 0;
  return (
    <Modal
      open
      title={`购买${target.paymentName}`}
      width={720}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space style={{ width: '100%', justifyContent: 'space-between' }}>
          <Typography.Text type="secondary">客服热线：{CUSTOMER_HOTLINE}</Typography.Text>
          <Button
            type="primary"
            disabled={!agreed || !plan}
            loading={submitting}
            onClick={() => void submit()}
            data-testid="purchase-submit"
          >
            提交订单
          </Button>
        </Space>
      }
    >
      <div data-testid="purchase-dialog">
        <Typography.Text type="secondary">购买空间：{target.tenantName}</Typography.Text>
        <Tabs
          activeKey={String(groupIndex)}
          onChange={(k) => {
            // Choosing a group resets the plan to its first.
            setGroupIndex(Number(k));
            setPlanId(groups[Number(k)]?.priceItems[0]?.id ?? null);
          }}
          items={groups.map((g, i) => ({ key: String(i), label: g.groupName }))}
        />
        <Row gutter={[12, 12]}>
          {group.priceItems.map((p) => {
            const badge = discountBadge(p.salesPrice, p.originalPrice);
            const card = (
              <Card
                hoverable
                size="small"
                onClick={() => setPlanId(p.id)}
                data-testid="price-plan"
                style={{
                  borderColor: p.id === planId ? 'var(--al-primary, #722ed1)' : undefined,
                  borderWidth: p.id === planId ? 2 : 1,
                }}
              >
                <Typography.Text strong>{p.periodName || `${p.periodValue}个月`}</Typography.Text>
                <div style={{ fontSize: 22, color: '#722ed1', margin: '6px 0' }}>
                  ¥{formatMoney(p.salesPrice)}
                </div>
                <Typography.Text delete type="secondary">
                  ¥{formatMoney(p.originalPrice)}
                </Typography.Text>
                <div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {p.description}
                  </Typography.Text>
                </div>
              </Card>
            );
            return (
              <Col span={8} key={p.id}>
                {badge && p.salesPrice < p.originalPrice ? (
                  <Badge.Ribbon text={badge} color="red">
                    {card}
                  </Badge.Ribbon>
                ) : (
                  card
                )}
              </Col>
            );
          })}
        </Row>
        <Form form={form} layout="vertical" style={{ marginTop: 16 }}>
          <Form.Item label="支付方式">
            <Radio.Group
              value={gateway}
              onChange={(e) => setGateway(e.target.value as number)}
              options={PAYMENT_METHODS.map((m) => ({ ...m }))}
            />
          </Form.Item>
          <Form.Item label="优惠码">
            <Space.Compact style={{ width: 360 }}>
              <Form.Item name="couponNo" noStyle rules={[couponRule]} validateTrigger="onBlur">
                <Input
                  placeholder="添加优惠码"
                  maxLength={COUPON_MAX}
                  allowClear
                  onChange={() => setCoupon(null)}
                  data-testid="coupon-input"
                />
              </Form.Item>
              <Button onClick={() => void redeem()}>兑换</Button>
            </Space.Compact>
            <Form.Item shouldUpdate noStyle>
              {() => {
                const err = form.getFieldError('couponNo')[0];
                // The line keeps its height: a message that disappears on blur must not move what is being clicked.
                return (
                  <div className="ant-form-item-explain-error" style={{ minHeight: 22 }}>
                    {err ?? ''}
                  </div>
                );
              }}
            </Form.Item>
          </Form.Item>
        </Form>
        <Space direction="vertical">
          <Typography.Text>
            应付金额：
            <Typography.Text strong style={{ color: '#722ed1', fontSize: 18 }} data-testid="purchase-pay">
              ¥{formatMoney(pay)}
            </Typography.Text>
            {coupon && (
              <Typography.Text type="secondary">（优惠码抵扣 ¥{formatMoney(coupon.amount)}）</Typography.Text>
            )}
          </Typography.Text>
          <Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)}>
            我已阅读并同意《{target.providerName === EDITION_PROVIDER ? '软件服务协议' : '增值服务协议'}》
          </Checkbox>
        </Space>
      </div>
    </Modal>
  );
}
