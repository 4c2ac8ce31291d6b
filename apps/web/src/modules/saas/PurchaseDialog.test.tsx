import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../testing/antdDom.ts';
import { PurchaseDialog } from './PurchaseDialog.tsx';

afterEach(cleanup);

const groups = [
  {
    groupName: '标准版',
    priceItems: [
      {
        id: 'a',
        salesPrice: 5800,
        originalPrice: 6800,
        periodValue: 12,
        periodName: '1年',
        availableName: '',
        unit: '元',
        description: '',
      },
      {
        id: 'b',
        salesPrice: 10800,
        originalPrice: 13600,
        periodValue: 24,
        periodName: '2年',
        availableName: '',
        unit: '元',
        description: '',
      },
    ],
  },
  {
    groupName: '旗舰版',
    priceItems: [
      {
        id: 'c',
        salesPrice: 9800,
        originalPrice: 12000,
        periodValue: 12,
        periodName: '1年',
        availableName: '',
        unit: '元',
        description: '',
      },
    ],
  },
];
const target = {
  providerName: 'E',
  providerKey: 'k',
  paymentName: '企业版',
  tenantId: 't',
  tenantName: '示范铝业有限公司',
};

describe('purchase dialog', () => {
  it('shows the badges, resets the plan with the group, and enables submit only with the agreement', () => {
    render(
      <PurchaseDialog
        target={target}
        groups={groups}
        onClose={() => undefined}
        onCreated={() => undefined}
      />,
    );
    expect(screen.getByText('购买企业版')).toBeTruthy();
    expect(screen.getByText('8.5折')).toBeTruthy();
    expect(screen.getByText('7.9折')).toBeTruthy();
    fireEvent.click(screen.getByText('2年'));
    expect(screen.getByTestId('purchase-pay').textContent).toBe('¥10800.00');
    fireEvent.click(screen.getByRole('tab', { name: '旗舰版' }));
    expect(screen.getByTestId('purchase-pay').textContent).toBe('¥9800.00');
    const submit = screen.getByTestId('purchase-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(submit.disabled).toBe(false);
  }, 30_000);
});
