import { AppError } from '../../platform/errors.js';

/** What a reservation asks for: the gate's key (its event and prices) and the units of each price. */
export interface GateTicket {
  key: string;
  quantities: ReadonlyMap<number, number>;
  /**
   * Whether the answer of another reservation may stand for this one. False for a request with an Idempotency-Key:
   * its repeat must answer as its first attempt did, whatever happened to others meanwhile.
   */
  shareable: boolean;
}

interface Waiter {
  ticket: GateTicket;
  /** Its place in the order of arrival at this gate. */
  arrival: number;
  /** Whether it has its own way of answering a sold-out reading another took while it waited (run's `soldOut`). */
  answersSoldOut: boolean;
  /** Its turn: it starts its work, or (FOUND_SOLD_OUT) answers from another's sold-out reading. */
  admit: (turn: Turn) => void;
  refuse: (error: AppError) => void;
}

/** A waiter's turn: the last arrival at the gate when it starts, or the news that its prices were found sold out. */
type Turn = { lastArrival: number } | typeof FOUND_SOLD_OUT;
const FOUND_SOLD_OUT = 'found sold out';

interface Lane {
  running: number;
  waiting: Waiter[];
}

/**
 * Admits at most `concurrency` reservations of the same prices at a time in this process, the others in the order
 * they came (docs/locking.md, "A rush"). Reservations of one price wait for the same row lock in the database
 * anyway; waiting here instead keeps the pool's connections for everyone else, so a rush on one ticket does not
 * starve the rest of the app.
 *
 * When a reservation answers SOLD_OUT, every waiting reservation of the same prices (and date) that asks for as much
 * or more of each, and that came before that reservation started, is answered SOLD_OUT at once, without the database:
 * the prices were found sold out while it was waiting, so that is the answer it would have had. One that may not take
 * another's answer (with an Idempotency-Key) runs its own `soldOut` instead, outside its lane. A reservation that
 * waits longer than `maxWaitMs` answers 409 BUSY with Retry-After.
 * Each process has its own gate; the database's conditional writes stay what keeps stock exact across processes.
 */
export class ReservationGate {
  private readonly lanes = new Map<string, Lane>();
  /** Reservations that came to this gate so far: each one's number is its place in that order. */
  private arrivals = 0;

  constructor(private readonly options: { concurrency: number; maxWaitMs: number }) {}

  /**
   * Runs `work` in its turn. `soldOut`: how this reservation answers when its prices are found sold out while it
   * waits, if it may not take that SOLD_OUT as its own (`ticket.shareable` false); without it, it waits for its turn.
   */
  async run<T>(ticket: GateTicket, work: () => Promise<T>, soldOut?: () => Promise<T>): Promise<T> {
    const lane = this.laneOf(ticket.key);
    const arrival = ++this.arrivals;
    // Every reservation that came before this one starts is waiting or done by the time its work reads the stock.
    let lastArrivalAtStart = arrival;
    if (lane.running < this.options.concurrency) lane.running += 1;
    else {
      const turn = await this.wait(lane, ticket, arrival, soldOut !== undefined);
      // Taken out of the line without a place in it (only a waiter with `soldOut` is): it answers on its own, and the
      // lane's count is unchanged.
      if (turn === FOUND_SOLD_OUT && soldOut) return soldOut();
      if (turn !== FOUND_SOLD_OUT) lastArrivalAtStart = turn.lastArrival;
    }
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError && error.code === 'SOLD_OUT') this.answerSoldOut(lane, ticket, lastArrivalAtStart);
      throw error;
    } finally {
      this.leave(ticket.key, lane);
    }
  }

  private laneOf(key: string): Lane {
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = { running: 0, waiting: [] };
      this.lanes.set(key, lane);
    }
    return lane;
  }

  /**
   * Resolves once a running reservation hands its place over (`running` already counts this one then), with the last
   * arrival at the gate at that moment; or with FOUND_SOLD_OUT for a waiter that answers a sold-out reading itself.
   */
  private wait(lane: Lane, ticket: GateTicket, arrival: number, answersSoldOut: boolean): Promise<Turn> {
    return new Promise<Turn>((resolve, reject) => {
      const timer = setTimeout(() => {
        lane.waiting.splice(lane.waiting.indexOf(waiter), 1);
        reject(new AppError('BUSY', { retryAfterSeconds: 1 }));
      }, this.options.maxWaitMs);
      const waiter: Waiter = {
        ticket,
        arrival,
        answersSoldOut,
        admit: (turn) => {
          clearTimeout(timer);
          resolve(turn);
        },
        refuse: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      lane.waiting.push(waiter);
    });
  }

  /**
   * Answers the waiters that `soldOut` stands for: those that could not have had the stock it found missing (asking as
   * much or more of each price), and that were already waiting when it started reading it, so that the stock was found
   * sold out while they waited. They answer SOLD_OUT, or run their own answer to it; a later one waits for a reading
   * of its own, as does one that has neither.
   */
  private answerSoldOut(lane: Lane, soldOut: GateTicket, lastArrivalAtStart: number): void {
    const answered = new Set(
      lane.waiting.filter(
        (waiter) =>
          (waiter.ticket.shareable || waiter.answersSoldOut) && waiter.arrival <= lastArrivalAtStart && asksAtLeast(waiter.ticket, soldOut),
      ),
    );
    if (answered.size === 0) return;
    lane.waiting = lane.waiting.filter((waiter) => !answered.has(waiter));
    for (const waiter of answered) {
      if (waiter.ticket.shareable) waiter.refuse(new AppError('SOLD_OUT'));
      else waiter.admit(FOUND_SOLD_OUT);
    }
  }

  private leave(key: string, lane: Lane): void {
    const next = lane.waiting.shift();
    if (next) {
      next.admit({ lastArrival: this.arrivals });
      return;
    }
    lane.running -= 1;
    if (lane.running === 0) this.lanes.delete(key);
  }
}

/** True when `ticket` asks for at least as many units of every price as `other` does. */
function asksAtLeast(ticket: GateTicket, other: GateTicket): boolean {
  for (const [priceId, quantity] of other.quantities) {
    if ((ticket.quantities.get(priceId) ?? 0) < quantity) return false;
  }
  return true;
}
