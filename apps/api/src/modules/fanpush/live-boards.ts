import type { FastifyBaseLogger } from 'fastify';

/**
 * The live leaderboard's hubs (issue 13): one per window this instance streams, shared by every
 * viewer of that window. Events only mark a board changed; at most once a tick the board is
 * computed once and the same bytes go to every subscriber. Nothing queries per viewer or per
 * event.
 */

/** A window's board: a stage's vote by its id, or the vote the leaderboard shows now. */
export type BoardKey = number | 'atual';

/** One computation of a board: the body every viewer gets and the vote it belongs to. */
export interface BoardComputation {
  /** The vote's own id (`fanpush.id`, what `votos` events name); undefined when none. */
  fanpushId: number | undefined;
  /** The body, serialized exactly as `GET /fanpush/votacao` sends it. */
  json: string;
}

/** A board's current state as sent: its event id and its SSE frame. */
export interface BoardSnapshot {
  id: number;
  fanpushId: number | undefined;
  json: string;
  frame: Buffer;
}

/** One open stream, as the board sees it. */
export interface BoardSubscriber {
  /** Writes an SSE frame (an event or a comment); never throws. */
  send(frame: Buffer): void;
  /** Ends the stream (the app closes). */
  end(): void;
}

export interface LiveBoardsOptions {
  /** Computes a board from the database; rejects (e.g. a 404 problem) when it cannot. */
  compute(key: BoardKey): Promise<BoardComputation>;
  /** At most one computation per board per tick. */
  tickMs: number;
  /** A comment on every stream this often, so proxies and browsers keep it open. */
  heartbeatMs: number;
  /** Every board is recomputed this often without any event (a lost Redis message). */
  resyncMs: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

const HEARTBEAT = Buffer.from(':\n\n');

/** `id: 7\ndata: {...}\n\n`: the JSON has no line breaks, so one data line carries it. */
export const eventFrame = (id: number, json: string) => Buffer.from(`id: ${id}\ndata: ${json}\n\n`);

class Board {
  readonly subscribers = new Set<BoardSubscriber>();
  snapshot: BoardSnapshot | undefined;
  /** The first computation, shared by the viewers who arrive before it ends. */
  first: Promise<BoardSnapshot> | undefined;
  private dirty = false;
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private lastStartedAt = Number.NEGATIVE_INFINITY;

  constructor(
    readonly key: BoardKey,
    private readonly options: LiveBoardsOptions,
    private readonly onIdle: (board: Board) => void,
  ) {}

  /** The current snapshot, computed once for the first viewers. */
  current(): Promise<BoardSnapshot> {
    if (this.snapshot) return Promise.resolve(this.snapshot);
    this.first ??= this.computeNow().finally(() => {
      this.first = undefined;
    });
    return this.first;
  }

  /** Something this board shows may have changed: recompute at the next tick. */
  markChanged() {
    this.dirty = true;
    this.schedule();
  }

  stop() {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.dirty = false;
  }

  private schedule() {
    if (this.timer || this.running) return;
    const wait = Math.max(0, this.lastStartedAt + this.options.tickMs - Date.now());
    this.timer = setTimeout(() => void this.tick(), wait);
  }

  private async tick() {
    this.timer = undefined;
    if (!this.dirty) return;
    if (this.subscribers.size === 0) {
      this.onIdle(this);
      return;
    }
    try {
      const previous = this.snapshot;
      const next = await this.computeNow();
      // An unchanged body is not news: no event, the id stays.
      if (next !== previous) this.publish(next);
    } catch (error) {
      // The last state stays on screen; the next event or resync tries again.
      this.options.log.warn(
        { err: error, board: this.key },
        'live leaderboard: computation failed',
      );
    }
  }

  private async computeNow(): Promise<BoardSnapshot> {
    this.dirty = false;
    this.running = true;
    this.lastStartedAt = Date.now();
    try {
      const { fanpushId, json } = await this.options.compute(this.key);
      const previous = this.snapshot;
      if (previous && previous.json === json && previous.fanpushId === fanpushId) return previous;
      // Increasing ids that also order across restarts: a clock reading, never repeated.
      const id = Math.max((previous?.id ?? 0) + 1, Date.now());
      this.snapshot = { id, fanpushId, json, frame: eventFrame(id, json) };
      return this.snapshot;
    } finally {
      this.running = false;
      // Events that came during the computation are news for the next tick.
      if (this.dirty) this.schedule();
    }
  }

  private publish(snapshot: BoardSnapshot) {
    for (const subscriber of this.subscribers) subscriber.send(snapshot.frame);
  }
}

export interface LiveBoards {
  /**
   * The board's snapshot, computing it when no viewer has it yet; rejects as `compute` does
   * (the unknown window's 404) and then keeps nothing of that board.
   */
  snapshot(key: BoardKey): Promise<BoardSnapshot>;
  /**
   * Adds a stream to a board whose snapshot was taken: it gets that state at once unless its
   * `Last-Event-ID` names it already. Returns the function that removes it.
   */
  subscribe(key: BoardKey, subscriber: BoardSubscriber, lastEventId?: string): () => void;
  /** The boards of vote `fanpushId` (and any board that does not know its vote yet) changed. */
  voteChanged(fanpushId: number): void;
  /** Something every board may show changed (a window edited, opened, closed; a driver). */
  allChanged(): void;
  /** Open streams, for the bench and the logs. */
  subscriberCount(): number;
  /** Ends every stream and stops the timers (the app closes). */
  close(): void;
}

export function createLiveBoards(options: LiveBoardsOptions): LiveBoards {
  const boards = new Map<BoardKey, Board>();

  const drop = (board: Board) => {
    if (board.subscribers.size > 0 || boards.get(board.key) !== board) return;
    board.stop();
    boards.delete(board.key);
  };
  const boardOf = (key: BoardKey) => {
    let board = boards.get(key);
    if (!board) {
      board = new Board(key, options, drop);
      boards.set(key, board);
    }
    return board;
  };

  const everyBoard = (action: (board: Board) => void) => {
    for (const board of boards.values()) action(board);
  };
  const heartbeat = setInterval(() => {
    everyBoard((board) => {
      for (const subscriber of board.subscribers) subscriber.send(HEARTBEAT);
    });
  }, options.heartbeatMs);
  const resync = setInterval(() => everyBoard((board) => board.markChanged()), options.resyncMs);
  // Neither keeps the process alive: the app's close ends them.
  heartbeat.unref();
  resync.unref();

  return {
    async snapshot(key) {
      const board = boardOf(key);
      try {
        return await board.current();
      } catch (error) {
        drop(board);
        throw error;
      }
    },

    subscribe(key, subscriber, lastEventId) {
      const board = boardOf(key);
      board.subscribers.add(subscriber);
      const snapshot = board.snapshot;
      if (snapshot && lastEventId !== String(snapshot.id)) subscriber.send(snapshot.frame);
      return () => {
        board.subscribers.delete(subscriber);
        drop(board);
      };
    },

    voteChanged(fanpushId) {
      everyBoard((board) => {
        const known = board.snapshot?.fanpushId;
        if (known === undefined || known === fanpushId) board.markChanged();
      });
    },

    allChanged: () => everyBoard((board) => board.markChanged()),

    subscriberCount() {
      let count = 0;
      everyBoard((board) => (count += board.subscribers.size));
      return count;
    },

    close() {
      clearInterval(heartbeat);
      clearInterval(resync);
      everyBoard((board) => {
        board.stop();
        for (const subscriber of [...board.subscribers]) subscriber.end();
        board.subscribers.clear();
      });
      boards.clear();
    },
  };
}
