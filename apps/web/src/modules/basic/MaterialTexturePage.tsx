import { bendCoefficientResource, materialTextureResource, plateMaterialSizeResource, priorityProcessCostResource } from '@al/contracts';
import { ResourceWithChildren } from '../../components/ResourcePage/ChildDrawer.tsx';

const children = [plateMaterialSizeResource, bendCoefficientResource, priorityProcessCostResource];

/** /common/material-texture: textures, and per texture its plate sizes, bend coefficients and process costs. */
export default function MaterialTexturePage() {
  return (
    <ResourceWithChildren def={materialTextureResource} action="板材尺寸" drawerTitle={(row) => `${String(row.name)} 的板材尺寸与系数`}>
      {children}
    </ResourceWithChildren>
  );
}
