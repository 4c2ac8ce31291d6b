/**
 * What one upload may hold (issue 21, class 2). A ZIP is checked while it is unpacked, entry by
 * entry, and refused at the first limit it passes: nothing beyond the limit is ever inflated.
 */
export const UPLOAD_LIMITS = {
  /** One file, a ZIP or any single entry of it, unpacked. */
  fileBytes: 50 * 1024 * 1024,
  /** Entries of one ZIP (folders and skipped files included). */
  zipEntries: 5000,
  /** Everything one ZIP unpacks to. */
  zipTotalBytes: 512 * 1024 * 1024,
  /**
   * Unpacked size over packed size, above which a ZIP is taken for a bomb (drawings pack 5–20 times;
   * a bomb a thousand). Applied once more than `ratioFloorBytes` has been unpacked.
   */
  zipRatio: 200,
  ratioFloorBytes: 10 * 1024 * 1024,
  /** An Excel workbook (a ZIP of XML) unpacked, for imports. */
  workbookTotalBytes: 100 * 1024 * 1024,
} as const;

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)}MB`;

export const uploadMessages = {
  fileTooLarge: (name: string) => `文件“${name}”超过${mb(UPLOAD_LIMITS.fileBytes)}`,
  zipTooManyEntries: (zip: string) => `压缩包“${zip}”中的文件超过${UPLOAD_LIMITS.zipEntries}个，请分批上传`,
  zipEntryTooLarge: (zip: string, entry: string) => `压缩包“${zip}”中的“${entry}”解压后超过${mb(UPLOAD_LIMITS.fileBytes)}`,
  zipTooLarge: (zip: string, limit: number = UPLOAD_LIMITS.zipTotalBytes) => `压缩包“${zip}”解压后超过${mb(limit)}，请分批上传`,
  zipBomb: (zip: string) => `压缩包“${zip}”的压缩比异常（疑似压缩炸弹），已拒绝`,
  zipBroken: (zip: string, reason: string) => `压缩包“${zip}”无法解压：${reason}`,
} as const;
