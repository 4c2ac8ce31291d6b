import type { RouteDef } from '@al/contracts';
import { Button, Select, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { feedback } from '../lib/notify.ts';
import { menuLeaves } from './menu.tsx';

/** Menu search: a select plus a cancel button; selecting navigates, with none selected it warns 请选择菜单. */
export default function MenuSearchSelect({ routes, onClose }: { routes: RouteDef[]; onClose: () => void }) {
  const navigate = useNavigate();
  const [value, setValue] = useState<string | undefined>();
  const options = menuLeaves(routes).map((l) => ({ value: l.path, label: l.label }));
  return (
    <Space.Compact>
      <Select
        autoFocus
        defaultOpen
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="搜索菜单"
        style={{ width: 220 }}
        value={value}
        options={options}
        data-testid="menu-search-select"
        onChange={(v: string) => {
          setValue(v);
          navigate(v);
          onClose();
        }}
        onInputKeyDown={(e) => {
          if (e.key === 'Enter' && !value) feedback.message.warning('请选择菜单');
        }}
      />
      <Button
        onClick={() => {
          if (!value) feedback.message.warning('请选择菜单');
          onClose();
        }}
      >
        取消
      </Button>
    </Space.Compact>
  );
}
