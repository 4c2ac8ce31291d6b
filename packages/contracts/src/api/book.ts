import { z } from 'zod';
import { messages } from '../messages.ts';
import type { ProductMeasures } from './cad.ts';

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

export interface BookShare {
  /** The page path with its token: /book?token=… */
  path: string;
  expiresAt: string;
}

export interface BookProductItem extends ProductMeasures {
  id: string;
  code: string;
  quantity: number;
  /** The flat pattern as an SVG data URL. */
  thumbnailUrl: string;
}

export interface BookAlbum {
  enterpriseName: string;
  project: {
    name: string;
    code: string;
    demandSide: string | null;
    siteAddress: string | null;
    deliveryDate: string;
    coverImage: string | null;
  };
  batches: {
    id: string;
    batchNo: string;
    name: string | null;
    elevation: string | null;
    kindAmount: number;
    productAmount: number;
    unfoldArea: number;
    products: BookProductItem[];
  }[];
  expiresAt: string;
}
