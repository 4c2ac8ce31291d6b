import { basicResources as r, catalogEndpoints as ep, type AnyResourceDef } from '@al/contracts';
import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { ResourcePage } from '../../components/ResourcePage/index.tsx';
import { ResourceWithChildren } from '../../components/ResourcePage/ChildDrawer.tsx';
import { InitButton } from './InitButton.tsx';

/** Several lists of one page (items, their categories, groups) as tabs. */
function TabbedLists({ lists }: { lists: { def: AnyResourceDef; toolbar?: ReactNode }[] }) {
  return (
    <Tabs
      items={lists.map(({ def, toolbar }) => ({ key: def.entity, label: def.title, children: <ResourcePage def={def} toolbar={toolbar} /> }))}
    />
  );
}

const page = (def: AnyResourceDef, toolbar?: ReactNode) =>
  function Page() {
    return <ResourcePage def={def} toolbar={toolbar} />;
  };

export const AccessoryPage = () => (
  <ResourceWithChildren
    def={r.accessory}
    action="规格"
    drawerTitle={(row) => `${String(row.name)} 的规格`}
    toolbar={<InitButton endpoint={ep.initAccessories} label="初始化常用配件" defs={[r.accessory, r.accessoryType]} />}
  >
    {[r.accessorySku]}
  </ResourceWithChildren>
);
export const AccessoryTypePage = page(r.accessoryType, <InitButton endpoint={ep.initAccessoryTypes} label="初始化配件类型" defs={[r.accessoryType]} />);
export const AccessorySkuPage = page(r.accessorySku);
export const PlateTypePage = () => <TabbedLists lists={[{ def: r.plateType }, { def: r.plateTypeGroup }]} />;
export const PlateTypeGroupPage = page(r.plateTypeGroup);
export const StructurePage = () => (
  <TabbedLists
    lists={[
      { def: r.structureItem, toolbar: <InitButton endpoint={ep.initStructures} label="初始化" defs={[r.structureItem, r.structureCategory]} /> },
      { def: r.structureCategory },
    ]}
  />
);
export const QuotationPage = () => (
  <TabbedLists
    lists={[
      { def: r.quotationCategory },
      { def: r.quotationItem, toolbar: <InitButton endpoint={ep.initQuotationItems} label="初始化" defs={[r.quotationItem, r.quotationCategory]} /> },
      { def: r.quotationGroup },
    ]}
  />
);
export const QuotationItemPage = page(r.quotationItem);
export const CraftsmanshipPage = () => (
  <TabbedLists
    lists={[
      { def: r.craftsmanshipCategory },
      { def: r.craftsmanshipItem, toolbar: <InitButton endpoint={ep.initCraftsmanships} label="初始化" defs={[r.craftsmanshipItem, r.craftsmanshipCategory]} /> },
    ]}
  />
);
export const CraftsmanshipItemPage = page(r.craftsmanshipItem);
export const AreaRulePage = page(r.areaRule, <InitButton endpoint={ep.syncAreaRules} label="同步平台规则" defs={[r.areaRule]} />);
export const PaintPage = page(r.paintStructure);
export const MarketSituationPage = page(r.aluminumMarket, <InitButton endpoint={ep.initMarket} label="初始化今日行情" defs={[r.aluminumMarket]} />);
export const ColorCardPage = () => <TabbedLists lists={[{ def: r.colorCard }, { def: r.colorCardGroup }]} />;
export const ColorCardGroupPage = page(r.colorCardGroup);
export const InstallStructurePage = page(r.installStructure);
export const WxTemplatePage = page(r.wxTemplate);
export const ActivityPriceRulePage = page(r.activityPriceRule);
export const TaryPage = page(r.pallet);
export const ExcelTemplatePage = page(r.excelTemplate);
