import { accessTo, defineEndpoints } from '../endpoint.ts';
import { documentRow } from '../document/define.ts';
import { DELIVERY_PATH, deliveryDocument, deliverySignInput } from '../documents/sales.ts';
import { idParam } from './common.ts';

/** The delivery order's sign-back (JSON: the photo is uploaded first, the body names its URL), which completes it. */
export const deliverySignEndpoints = defineEndpoints(
  { tag: deliveryDocument.title, access: accessTo(deliveryDocument.permission)('edit') },
  {
    signBack: {
      method: 'POST',
      path: `${DELIVERY_PATH}/:id/sign-back`,
      summary: '签收回执（签收人、签收照片）',
      params: idParam,
      body: deliverySignInput,
      response: documentRow,
    },
  },
);
