import { z } from 'zod';
import { messages } from '../messages.ts';
import { defineEndpoints, isoTime } from '../endpoint.ts';
import { CadPermissions } from '../routes/projects.ts';
import { idParam } from './common.ts';
import { productMeasures } from './cad.ts';

/**
 * The project album (/book, spec 01: a route needing no login): a signed-in user shares a project
 * (or one batch) as a link that opens without signing in until it expires.
 */
export const bookApi = {
  /** POST { batchId?, days, password? }: a share link of the project's album. */
  share: (projectId: string) => `/api/cad/project/${projectId}/book/share`,
  /** GET ?token=: the album (public). */
  album: '/api/cad/book',
  /** GET ?token=&batchId=: one batch of the album as PDF (public). */
  pdf: '/api/cad/book/pdf',
} as const;

export const BOOK_MAX_DAYS = 30;
export const bookShareInput = z.object({
  batchId: z.uuid(messages.invalidId).optional(),
  days: z.coerce.number({ error: '有效天数必须是数字' }).int('有效天数必须是整数').min(1, '有效天数至少1天').max(BOOK_MAX_DAYS, `有效天数最多${BOOK_MAX_DAYS}天`).default(7),
  password: z.string().max(32).optional(),
});
export type BookShareInput = z.infer<typeof bookShareInput>;

const token = z.string({ error: '画册链接无效或已过期' }).min(10, '画册链接无效或已过期').max(2000, '画册链接无效或已过期');
export const bookQuery = z.object({ token });
export const bookPdfQuery = z.object({ token, batchId: z.uuid(messages.invalidId) });

export const bookMessages = { invalid: '画册链接无效或已过期' } as const;

export const bookShare = z.object({
  /** The page path with its token: /book?token=… */
  path: z.string(),
  expiresAt: isoTime,
});
export type BookShare = z.infer<typeof bookShare>;

export const bookProductItem = productMeasures.extend({
  id: z.string(),
  code: z.string(),
  quantity: z.number().int(),
  /** The flat pattern as an SVG data URL. */
  thumbnailUrl: z.string(),
});
export type BookProductItem = z.infer<typeof bookProductItem>;

export const bookAlbum = z.object({
  enterpriseName: z.string(),
  project: z.object({
    name: z.string(),
    code: z.string(),
    demandSide: z.string().nullable(),
    siteAddress: z.string().nullable(),
    deliveryDate: z.string(),
    coverImage: z.string().nullable(),
  }),
  batches: z.array(
    z.object({
      id: z.string(),
      batchNo: z.string(),
      name: z.string().nullable(),
      elevation: z.string().nullable(),
      kindAmount: z.number().int(),
      productAmount: z.number(),
      unfoldArea: z.number(),
      products: z.array(bookProductItem),
    }),
  ),
  expiresAt: isoTime,
});
export type BookAlbum = z.infer<typeof bookAlbum>;

export const bookEndpoints = defineEndpoints(
  { tag: '项目画册', access: { public: true } },
  {
    share: {
      method: 'POST',
      path: bookApi.share(':id'),
      summary: '生成画册分享链接',
      access: { permission: CadPermissions.projects, action: 'export' },
      params: idParam,
      body: bookShareInput,
      response: bookShare,
    },
    album: { method: 'GET', path: bookApi.album, summary: '项目画册（分享链接）', query: bookQuery, response: bookAlbum },
    pdf: { method: 'GET', path: bookApi.pdf, summary: '画册批次 PDF（分享链接）', query: bookPdfQuery, file: true },
  },
);
