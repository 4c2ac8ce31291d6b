import { z } from 'zod';
import { messages } from '../messages.ts';

/**
 * The texture's plate sizes written by thickness and width (spec 02: POST and DELETE
 * /material-texture/{id}/plate-material-size/v1, /thickness, /width). Limits are the plate size
 * definition's (basicMaterial.ts).
 */
const thicknessNumber = z
  .number({ error: '厚度必须是数字' })
  .min(0.1, '厚度不能小于0.1mm')
  .max(100, '厚度不能大于100mm')
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, '厚度最多两位小数');
const thickness = z.coerce.number({ error: '厚度必须是数字' }).pipe(thicknessNumber);
const width = z.coerce.number({ error: '宽度必须是数字' }).int('宽度必须是整数').min(1, '宽度不能小于1mm').max(10000, '宽度不能大于10000mm');
const length = z.coerce.number({ error: '长度必须是数字' }).int('长度必须是整数').min(0, '长度不能小于0').max(100000, '长度不能大于100000mm');
const list = <T extends z.ZodType>(item: T, label: string) =>
  z.array(item, { error: messages.required(label) }).min(1, messages.required(label)).max(50, `${label}最多50个`);

/** POST …/thickness: a new thickness with every width × length given (sizes already there are kept). */
export const plateThicknessInput = z.object({ thickness, widths: list(width, '宽度'), lengths: list(length, '长度') });
export type PlateThicknessInput = z.infer<typeof plateThicknessInput>;

/** POST …/width: one width of a thickness with its lengths (sizes already there are kept). */
export const plateWidthInput = z.object({ thickness, width, lengths: list(length, '长度') });
export type PlateWidthInput = z.infer<typeof plateWidthInput>;

/** POST …/v1: sizes in the grouped shape that GET …/v1 answers (all or none). */
export const plateSizeGroupsInput = z.object({
  items: z
    .array(
      z.object({
        thickness,
        sizes: z
          .array(z.looseObject({ width, length: length.default(0) }), { error: messages.required('尺寸') })
          .min(1, messages.required('尺寸'))
          .max(200, '每个厚度最多200个尺寸'),
      }),
      { error: messages.required('items') },
    )
    .min(1, messages.required('items'))
    .max(50, '最多50个厚度'),
});
export type PlateSizeGroupsInput = z.infer<typeof plateSizeGroupsInput>;

/** DELETE …/thickness?thickness= and DELETE …/v1?thickness=1.5,2: every size of those thicknesses. */
export const plateThicknessQuery = z.object({
  thickness: z
    .string({ error: messages.required('厚度') })
    .max(400, messages.tooLong('厚度', 400))
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean)
        .map(Number),
    )
    .pipe(z.array(thicknessNumber).min(1, messages.required('厚度'))),
});

/** DELETE …/width?thickness=&width=: every length of one width of a thickness. */
export const plateWidthQuery = z.object({ thickness, width });

/** What a generating write did: sizes added and sizes that were already there. */
export const plateSizesWritten = z.object({ created: z.number().int(), skipped: z.number().int() });
export type PlateSizesWritten = z.infer<typeof plateSizesWritten>;
