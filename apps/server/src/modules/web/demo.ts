import type { Tx } from '../../core/db/client.ts';
import { webIntroductions, webMonitors, webSmallPrograms } from './schema.ts';

/** The demo enterprise's website: two case presentations, workshop cameras and a small program. */
export async function seedWebDemo(tx: Tx, tenantId: string) {
  await tx.insert(webIntroductions).values([
    {
      tenantId,
      title: '佛山国际会展中心铝单板幕墙',
      cover: '',
      content: '3mm 氟碳铝单板 12,000㎡，异形双曲板 860 块，工期 75 天。',
      sort: 1,
      published: true,
    },
    {
      tenantId,
      title: '广州南站候车厅吊顶',
      cover: '',
      content: '冲孔铝板吊顶 8,600㎡，现场零切割。',
      sort: 2,
      published: true,
    },
  ] as never);
  await tx.insert(webMonitors).values([
    {
      tenantId,
      name: '折弯车间',
      provider: 'ys7',
      deviceSerial: 'F12345678',
      channelNo: 1,
      workshop: '一厂折弯区',
      isPublic: true,
      status: 1,
      sort: 1,
    },
    {
      tenantId,
      name: '喷涂线',
      provider: 'ys7',
      deviceSerial: 'F12345678',
      channelNo: 2,
      workshop: '一厂喷涂线',
      isPublic: false,
      status: 2,
      sort: 2,
    },
  ] as never);
  await tx
    .insert(webSmallPrograms)
    .values([
      { tenantId, name: '示范铝业进度查询', appId: 'wx0123456789abcdef', type: 1, status: 2 },
    ] as never);
}
