import { BankOutlined, DownOutlined } from '@ant-design/icons';
import { FACTORY_POLICY } from '@al/contracts';
import { Button, Dropdown } from 'antd';
import { switchFactory } from '../lib/actions.ts';
import { useSession } from '../lib/session.ts';
import { ellipsis } from './spaceState.ts';

/** The factory switcher: only with policy AbpOrganizationUnit.Factorys and factories to choose from. */
export function FactorySwitcher() {
  const granted = useSession((s) => s.granted);
  const factories = useSession((s) => s.factories);
  const factoryId = useSession((s) => s.factoryId);
  if (!granted.has(FACTORY_POLICY) || factories.length === 0) return null;
  const current = factories.find((f) => f.id === factoryId);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: factoryId ? [factoryId] : [],
        items: factories.map((f) => ({ key: f.id, label: <span data-testid="factory-item">{ellipsis(f.name)}</span> })),
        onClick: ({ key }) => {
          if (key !== factoryId) switchFactory(key);
        },
      }}
    >
      <Button type="text" className="al-switcher" icon={<BankOutlined />} data-testid="factory-switcher">
        {current ? ellipsis(current.name) : '选择工厂'} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
