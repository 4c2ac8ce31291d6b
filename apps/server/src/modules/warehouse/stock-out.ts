import type { FastifyInstance } from 'fastify';
import { plateStockOutDocument } from '@al/contracts';
import type { Tx } from '../../core/db/client.ts';
import type { RequestContext } from '../../core/http/context.ts';
import { registerDocument, type DocumentWithLines } from '../../core/document/routes.ts';
import { releaseStock } from './ledger.ts';
import { checkPlaces, postLines } from './plates.ts';
import { acceptedResult, markResult, ResultState } from './nest-results.ts';
import { plateStockOutLines, plateStockOuts } from './schema.ts';

const OUT = plateStockOutDocument.entity;

/** Issuing against a nest result gives its reservation back first (the sheets go to the cut), then takes them. */
async function issue(tx: Tx, ctx: RequestContext, doc: DocumentWithLines, reason: string) {
  const resultId = doc.head.nestResultId as string | null;
  if (resultId) await releaseStock(tx, ctx, resultId);
  await postLines(tx, ctx, doc, OUT, -1, reason);
  if (resultId) await markResult(tx, ctx, resultId, ResultState.confirmed, ResultState.issued);
}

async function giveBack(tx: Tx, ctx: RequestContext, doc: DocumentWithLines, reason: string) {
  await postLines(tx, ctx, doc, OUT, 1, reason);
  const resultId = doc.head.nestResultId as string | null;
  if (resultId) await markResult(tx, ctx, resultId, ResultState.issued, ResultState.confirmed);
}

/** 板材出库: lines from posted stock-ins' qualified sheets, optionally against an accepted nest result. */
export function stockOutRoutes(app: FastifyInstance) {
  registerDocument(
    app,
    plateStockOutDocument,
    { head: plateStockOuts, lines: plateStockOutLines },
    {
      prepare: async (tx, ctx, head, lines) => {
        if (head.nestResultId) await acceptedResult(tx, ctx, head.nestResultId as string);
        await checkPlaces(tx, ctx, head, lines);
      },
      effects: {
        approve: (tx, ctx, doc) => issue(tx, ctx, doc, 'approve'),
        forceApprove: (tx, ctx, doc) => issue(tx, ctx, doc, 'forceApprove'),
        deApprove: (tx, ctx, doc) => giveBack(tx, ctx, doc, 'deApprove'),
        void: (tx, ctx, doc) => giveBack(tx, ctx, doc, 'void'),
      },
    },
  );
}
