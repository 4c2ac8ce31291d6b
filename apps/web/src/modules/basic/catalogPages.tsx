import {
  accessoryResource,
  accessorySkuResource,
  accessoryTypeResource,
  activityPriceRuleResource,
  aluminumMarketResource,
  areaRuleResource,
  colorCardGroupResource,
  colorCardResource,
  craftsmanshipCategoryResource,
  craftsmanshipItemResource,
  excelTemplateResource,
  installStructureResource,
  paintStructureResource,
  palletResource,
  plateTypeGroupResource,
  plateTypeResource,
  quotationCategoryResource,
  quotationGroupResource,
  quotationItemResource,
  structureCategoryResource,
  structureItemResource,
  wxTemplateResource,
  type AnyResourceDef,
} from '@al/contracts';
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
    def={accessoryResource}
    action="规格"
    drawerTitle={(row) => `${String(row.name)} 的规格`}
    toolbar={<InitButton url="/api/basic/accessory/init" label="初始化常用配件" defs={[accessoryResource, accessoryTypeResource]} />}
  >
    {[accessorySkuResource]}
  </ResourceWithChildren>
);
export const AccessoryTypePage = page(accessoryTypeResource, <InitButton url="/api/basic/accessory/init/type" label="初始化配件类型" defs={[accessoryTypeResource]} />);
export const AccessorySkuPage = page(accessorySkuResource);
export const PlateTypePage = () => <TabbedLists lists={[{ def: plateTypeResource }, { def: plateTypeGroupResource }]} />;
export const PlateTypeGroupPage = page(plateTypeGroupResource);
export const StructurePage = () => (
  <TabbedLists
    lists={[
      { def: structureItemResource, toolbar: <InitButton url="/api/basic/structure/init" label="初始化" defs={[structureItemResource, structureCategoryResource]} /> },
      { def: structureCategoryResource },
    ]}
  />
);
export const QuotationPage = () => (
  <TabbedLists
    lists={[
      { def: quotationCategoryResource },
      { def: quotationItemResource, toolbar: <InitButton url="/api/basic/quotation/item/init" label="初始化" defs={[quotationItemResource, quotationCategoryResource]} /> },
      { def: quotationGroupResource },
    ]}
  />
);
export const QuotationItemPage = page(quotationItemResource);
export const CraftsmanshipPage = () => (
  <TabbedLists
    lists={[
      { def: craftsmanshipCategoryResource },
      { def: craftsmanshipItemResource, toolbar: <InitButton url="/api/basic/craftsmanship/init" label="初始化" defs={[craftsmanshipItemResource, craftsmanshipCategoryResource]} /> },
    ]}
  />
);
export const CraftsmanshipItemPage = page(craftsmanshipItemResource);
export const AreaRulePage = page(areaRuleResource, <InitButton url="/api/basic/area-rule/sync" label="同步平台规则" defs={[areaRuleResource]} />);
export const PaintPage = page(paintStructureResource);
export const MarketSituationPage = page(aluminumMarketResource, <InitButton url="/api/basic/aluminum-quotation/market/init" label="初始化今日行情" defs={[aluminumMarketResource]} />);
export const ColorCardPage = () => <TabbedLists lists={[{ def: colorCardResource }, { def: colorCardGroupResource }]} />;
export const ColorCardGroupPage = page(colorCardGroupResource);
export const InstallStructurePage = page(installStructureResource);
export const WxTemplatePage = page(wxTemplateResource);
export const ActivityPriceRulePage = page(activityPriceRuleResource);
export const TaryPage = page(palletResource);
export const ExcelTemplatePage = page(excelTemplateResource);
