import {
  DeliveryStatus,
  DocStatus,
  OutsourceOutStatus,
  ProductStockStatus,
  deliveryDocument,
  deliverySignEndpoints,
  outsourceAcceptanceDocument,
  outsourceOutDocument,
  productStockOutDocument,
  type DocumentDef,
} from '@al/contracts';
import { App, Button, Form, Input, Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DocumentDetail, DocumentList, DocumentLogList, type DocDetail } from '../../components/DocumentPage/index.ts';
import { ImageUpload } from '../../components/ResourcePage/ImageUpload.tsx';
import { callEndpoint } from '../../lib/endpoint.ts';

const S = '/sales';

/** The sign-back of a shipped delivery: who signed on site and the photo of the signed note. */
function SignBack({ doc, def }: { doc: DocDetail; def: DocumentDef }) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ signer: string; signPhotoUrl: string }>();
  const { message } = App.useApp();
  const qc = useQueryClient();
  if (Number(doc.status) !== DeliveryStatus.shipped) return null;
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        签收回执
      </Button>
      <Modal
        title="签收回执"
        open={open}
        onCancel={() => setOpen(false)}
        onOk={async () => {
          const v = await form.validateFields();
          await callEndpoint(deliverySignEndpoints.signBack, { params: { id: doc.id }, body: { ...v, concurrencyStamp: doc.concurrencyStamp } });
          message.success('签收成功');
          setOpen(false);
          await qc.invalidateQueries({ queryKey: [def.basePath] });
        }}
      >
        <Form form={form} layout="vertical">
          <Form.Item name="signer" label="签收人" rules={[{ required: true, message: '请填写签收人' }]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="signPhotoUrl" label="签收照片" rules={[{ required: true, message: '请上传签收照片' }]}>
            <ImageUpload />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** /sales/delivery-order, its detail (print the delivery note, sign back), log, batch export and the routed pickers. */
export const DeliveryListPage = () => <DocumentList def={deliveryDocument} detailPath={`${S}/delivery-order-detail`} />;
export const DeliveryDetailPage = () => (
  <DocumentDetail def={deliveryDocument} listPath={`${S}/delivery-order`} tools={(doc) => <SignBack doc={doc} def={deliveryDocument} />} />
);
export const DeliveryLogPage = () => <DocumentLogList def={deliveryDocument} detailPath={`${S}/delivery-order-detail`} />;
/** Batch export: the deliveries the search finds, to Excel (导出) — shipped and signed ones first. */
export const DeliveryBatchExportPage = () => (
  <DocumentList def={deliveryDocument} detailPath={`${S}/delivery-order-detail`} initialStatus={DeliveryStatus.shipped | DeliveryStatus.signed} />
);
export const SelectDeliveryPage = () => (
  <DocumentList def={deliveryDocument} detailPath={`${S}/delivery-order-detail`} initialStatus={DeliveryStatus.shipped | DeliveryStatus.signed} />
);
/** The posted product stock-outs a delivery may refer to. */
export const SelectStockOutPage = () => (
  <DocumentList def={productStockOutDocument} detailPath="/warehouse/product/stock-out" initialStatus={ProductStockStatus.posted} />
);
/** The outsource outs whose goods the outsourcer may ship straight to site (approved, partly or wholly accepted). */
export const SelectOutsourceOutForDeliveryPage = () => (
  <DocumentList
    def={outsourceOutDocument}
    detailPath="/outsources/outsource-out-detail"
    initialStatus={OutsourceOutStatus.approved | OutsourceOutStatus.partial | OutsourceOutStatus.accepted}
  />
);
/** The approved outsource acceptances a delivery may refer to. */
export const SelectAcceptanceForDeliveryPage = () => (
  <DocumentList def={outsourceAcceptanceDocument} detailPath="/outsources/outsource-out-acceptance-detail" initialStatus={DocStatus.approved} />
);
