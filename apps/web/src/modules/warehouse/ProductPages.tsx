import { PackStatus, endpointUrl, packDocument, packLabelEndpoints, productStockInDocument, productStockOutDocument, type DocumentDef } from '@al/contracts';
import { Button } from 'antd';
import { DocumentDetail, DocumentList, DocumentLogList } from '../../components/DocumentPage/index.ts';
import { useTabLocation } from '../../lib/contentSize.ts';
import { download } from '../../lib/download.ts';

const W = '/warehouse/product';

/**
 * The product warehouse's routes have no detail route of their own: the list page opens a
 * document (?id=) or a new one (?new=1) in place, and its 返回 comes back to the list.
 */
function ListOrDetail({ def, path, tools }: { def: DocumentDef; path: string; tools?: Parameters<typeof DocumentDetail>[0]['tools'] }) {
  const { search } = useTabLocation();
  const q = new URLSearchParams(search);
  return q.get('id') || q.get('new') ? (
    <DocumentDetail def={def} listPath={path} tools={tools} />
  ) : (
    <DocumentList def={def} detailPath={path} createPath={`${path}?new=1`} />
  );
}

/** /warehouse/product/pack: labels scanned into packs; a sealed pack's label prints on the brand's pack template. */
export const PackPage = () => (
  <ListOrDetail
    def={packDocument}
    path={`${W}/pack`}
    tools={(doc) =>
      Number(doc.status) !== PackStatus.packing && Number(doc.status) !== PackStatus.unpacked ? (
        <Button onClick={() => void download(endpointUrl(packLabelEndpoints.label, { id: String(doc.id) }), `包装标签_${doc.docNo}.pdf`)}>打印包装标签</Button>
      ) : null
    }
  />
);
export const ProductStockInPage = () => <ListOrDetail def={productStockInDocument} path={`${W}/stock-in`} />;
export const ProductStockOutPage = () => <ListOrDetail def={productStockOutDocument} path={`${W}/stock-out`} />;
export const PackLogPage = () => <DocumentLogList def={packDocument} detailPath={`${W}/pack`} />;
export const ProductStockInLogPage = () => <DocumentLogList def={productStockInDocument} detailPath={`${W}/stock-in`} />;
export const ProductStockOutLogPage = () => <DocumentLogList def={productStockOutDocument} detailPath={`${W}/stock-out`} />;
