import type { NestInput, PartSpec } from '../../packages/nest/src/index.ts';

/**
 * A generated facade job's frame: bin mode on aluminium plates named by their size (`'3000x1500'`:
 * width × height, mm), with `spacing` mm kerf and a 10 mm edge margin.
 */
export const facadeBinJob = (
  parts: PartSpec[],
  plates: string[],
  p: { spacing: number; timeLimitMs: number; seed: number },
): NestInput => ({
  parts,
  plates: plates.map((id) => {
    const [width, height] = id.split('x').map(Number) as [number, number];
    return { id, width, height };
  }),
  params: { mode: 'bin', margin: 10, ...p },
});
