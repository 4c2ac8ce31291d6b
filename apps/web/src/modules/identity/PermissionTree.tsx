import { ActionKeys, actionKeyLabels, type ActionKey, type PermissionGrant } from '@al/contracts';
import { Checkbox, Collapse, Space, Typography } from 'antd';
import { usePermissionCatalogue } from './api.ts';

export type GrantMap = Record<string, ActionKey[]>;

export const toGrantMap = (grants: PermissionGrant[]): GrantMap => Object.fromEntries(grants.map((g) => [g.permissionId, [...g.actionList]]));
/** A permission with no action is not granted (the menu entry would show with nothing to do). */
export const toGrants = (map: GrantMap): PermissionGrant[] =>
  Object.entries(map)
    .filter(([, a]) => a.length > 0)
    .map(([permissionId, actionList]) => ({ permissionId, actionList }));

/**
 * The permission tree of the role editor: groups of spec 03 §6, each permission with the action
 * keys as checkboxes; a group checkbox grants or clears every action of the group.
 */
export function PermissionTree({ value = {}, onChange }: { value?: GrantMap; onChange?: (v: GrantMap) => void }) {
  const { data: groups = [] } = usePermissionCatalogue();
  const set = (permissionId: string, actions: ActionKey[]) => onChange?.({ ...value, [permissionId]: actions });
  return (
    <Collapse
      size="small"
      data-testid="permission-tree"
      items={groups.map((g) => {
        const held = g.permissions.filter((p) => value[p.name]?.length).length;
        const all = held === g.permissions.length;
        return {
          key: g.name,
          label: (
            <Space onClick={(e) => e.stopPropagation()}>
              <Checkbox
                checked={all}
                indeterminate={held > 0 && !all}
                onChange={(e) =>
                  onChange?.({ ...value, ...Object.fromEntries(g.permissions.map((p) => [p.name, e.target.checked ? [...ActionKeys] : []])) })
                }
              >
                {g.displayName}
              </Checkbox>
              <Typography.Text type="secondary">{g.name}</Typography.Text>
            </Space>
          ),
          children: g.permissions.map((p) => (
            <div key={p.name} data-permission={p.name} style={{ display: 'flex', gap: 12, padding: '4px 0', alignItems: 'center' }}>
              <Checkbox
                style={{ width: 180 }}
                checked={(value[p.name]?.length ?? 0) === ActionKeys.length}
                indeterminate={!!value[p.name]?.length && value[p.name]!.length < ActionKeys.length}
                onChange={(e) => set(p.name, e.target.checked ? [...ActionKeys] : [])}
              >
                {p.displayName}
              </Checkbox>
              <Checkbox.Group
                value={value[p.name] ?? []}
                onChange={(v) => set(p.name, v as ActionKey[])}
                options={ActionKeys.map((a) => ({ value: a, label: actionKeyLabels[a] }))}
              />
            </div>
          )),
        };
      })}
    />
  );
}
