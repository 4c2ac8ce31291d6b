import type { ServerResponse } from 'node:http';
import type { BoardData } from '@al/contracts';
import type { Db } from '../../core/db/client.ts';
import { boardData } from './board-data.ts';
import { inBoardScope, type Board } from './board-service.ts';

/** The channel the label log's statement trigger notifies with the scanning tenant (migration 0030). */
export const BOARD_SCAN_CHANNEL = 'board_scan';
/** At most one recomputation per board in this window, however many scans arrive. */
export const BOARD_COALESCE_MS = 2000;
const HEARTBEAT_MS = 25_000;

interface Watched {
  board: Board;
  streams: Set<ServerResponse>;
  timer: NodeJS.Timeout | null;
  /** Plans and route steps change without scans: with no scan, the board is recomputed every refreshSeconds. */
  idle: NodeJS.Timeout | null;
  lastRun: number;
}

export const sseEvent = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The open TV streams by board. A scan notice marks the tenant's watched boards stale; each is
 * recomputed once per window and the one answer is written to all its streams, so the heavy
 * queries run per change, never per viewer or on a timer.
 */
export class BoardHub {
  private watched = new Map<string, Watched>();
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: (err: unknown) => void,
  ) {}

  /** A scan notice of a tenant (the payload of BOARD_SCAN_CHANNEL). */
  scanned(tenantId: string) {
    for (const w of this.watched.values()) if (w.board.tenantId === tenantId) this.schedule(w);
  }

  /** The notices may have been missed (the listener reconnected): refresh every board. */
  refreshAll() {
    for (const w of this.watched.values()) this.schedule(w);
  }

  open(board: Board, stream: ServerResponse, first: BoardData) {
    let w = this.watched.get(board.id);
    if (!w) this.watched.set(board.id, (w = { board, streams: new Set(), timer: null, idle: null, lastRun: Date.now() }));
    w.streams.add(stream);
    this.idleLater(w);
    stream.write(`retry: 3000\n${sseEvent('data', first)}`);
    stream.on('close', () => this.drop(board.id, stream));
    this.heartbeat ??= setInterval(() => this.beat(), HEARTBEAT_MS).unref();
  }

  /** A board changed or its link was reset: its streams end (the TVs reconnect and see the new state). */
  endBoard(boardId: string) {
    const w = this.watched.get(boardId);
    if (!w) return;
    // forgotten at once, so a TV reconnecting before the old stream's close reads the new board
    this.watched.delete(boardId);
    this.stopTimers(w);
    for (const s of w.streams) s.end();
  }

  close() {
    for (const w of this.watched.values()) {
      this.stopTimers(w);
      for (const s of w.streams) s.end();
    }
    this.watched.clear();
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  private drop(boardId: string, stream: ServerResponse) {
    const w = this.watched.get(boardId);
    if (!w?.streams.delete(stream)) return;
    if (w.streams.size) return;
    this.stopTimers(w);
    this.watched.delete(boardId);
    if (!this.watched.size && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
  }

  private beat() {
    for (const w of this.watched.values()) for (const s of w.streams) s.write(': heartbeat\n\n');
  }

  private stopTimers(w: Watched) {
    if (w.timer) clearTimeout(w.timer);
    if (w.idle) clearTimeout(w.idle);
  }

  private idleLater(w: Watched) {
    if (w.idle) clearTimeout(w.idle);
    w.idle = setTimeout(() => this.schedule(w), w.board.refreshSeconds * 1000);
  }

  private schedule(w: Watched) {
    if (w.timer) return;
    const wait = Math.max(0, w.lastRun + BOARD_COALESCE_MS - Date.now());
    w.timer = setTimeout(() => void this.push(w), wait);
  }

  private async push(w: Watched) {
    // a scan during the computation schedules the next one (a window later) rather than being lost
    w.timer = null;
    w.lastRun = Date.now();
    this.idleLater(w);
    try {
      const data = await inBoardScope(this.db, w.board, (tx) => boardData(tx, w.board));
      const text = sseEvent('data', data);
      for (const s of w.streams) s.write(text);
    } catch (err) {
      this.log(err);
    }
  }
}
