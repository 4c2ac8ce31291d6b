/**
 * What the one ledger keeps, for all four warehouses (DOMAIN.md §2.7, §2.11; issue 13): a plate by its
 * spec, a product piece by its label or pack, a paint by its item and batch, an accessory by its SKU.
 * Each kind says how an item is keyed (one balance per key, location and batch), which columns
 * identify it in lists, how it reads in messages and in which unit it is counted.
 */
export interface PlateItem {
  kind?: 'plate';
  materialTextureId: string;
  thickness: number;
  width: number;
  length: number;
  isRemnant: boolean;
}

export interface ProductItem {
  kind: 'product';
  productId: string;
  /** The labelled piece, or the pack the pieces travel in. */
  labelId?: string | null;
  packId?: string | null;
  /** Product code and spec as shown (e.g. "A-01-03 1200×600"). */
  label: string;
}

export interface PaintItem {
  kind: 'paint';
  /** The paint (colour card) id. */
  paintId: string;
  label: string;
}

export interface AccessoryItem {
  kind: 'accessory';
  accessoryId: string;
  skuId?: string | null;
  label: string;
  unit?: string;
}

export type StockItem = PlateItem | ProductItem | PaintItem | AccessoryItem;

export type ItemKind = 'plate' | 'product' | 'paint' | 'accessory';

/** The columns a balance and a move carry to identify the item. */
export interface ItemColumns {
  itemKind: ItemKind;
  itemKey: string;
  itemLabel: string;
  unit: string;
  materialTextureId: string | null;
  thickness: number | null;
  width: number | null;
  length: number | null;
  isRemnant: boolean;
  refId: string | null;
  subRefId: string | null;
}

const none = { materialTextureId: null, thickness: null, width: null, length: null, isRemnant: false };

export const plateLabel = (i: PlateItem) =>
  `${Number(i.thickness)}×${Number(i.width)}×${Number(i.length)}${i.isRemnant ? '（余料）' : ''}`;

/** Key, identifying columns, label and unit of an item. */
export function itemColumns(item: StockItem): ItemColumns {
  switch (item.kind) {
    case 'product': {
      const sub = item.labelId ?? item.packId ?? null;
      return {
        ...none,
        itemKind: 'product',
        itemKey: `product:${item.productId}:${sub ?? ''}`,
        itemLabel: item.label,
        unit: '件',
        refId: item.productId,
        subRefId: sub,
      };
    }
    case 'paint':
      return {
        ...none,
        itemKind: 'paint',
        itemKey: `paint:${item.paintId}`,
        itemLabel: item.label,
        unit: 'kg',
        refId: item.paintId,
        subRefId: null,
      };
    case 'accessory':
      return {
        ...none,
        itemKind: 'accessory',
        itemKey: `accessory:${item.accessoryId}:${item.skuId ?? ''}`,
        itemLabel: item.label,
        unit: item.unit ?? '个',
        refId: item.accessoryId,
        subRefId: item.skuId ?? null,
      };
    default:
      return {
        itemKind: 'plate',
        itemKey: `plate:${item.materialTextureId}:${Number(item.thickness)}:${Number(item.width)}:${Number(item.length)}:${item.isRemnant ? 1 : 0}`,
        itemLabel: plateLabel(item),
        unit: '张',
        materialTextureId: item.materialTextureId,
        thickness: Number(item.thickness),
        width: Number(item.width),
        length: Number(item.length),
        isRemnant: item.isRemnant,
        refId: null,
        subRefId: null,
      };
  }
}
