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
  /** A reservation that may run in a group (runTogether): what it gives the group's work. */
  member?: { value: unknown };
  /**
   * Its turn: it starts its work (leading the group of `followers`), answers from another's sold-out reading
   * (FOUND_SOLD_OUT), or is answered by the group it joined.
   */
  admit: (turn: Turn) => void;
  refuse: (error: AppError) => void;
}

/** What became of one reservation of a group: its answer, or the error it answers with. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** A waiter's turn: the last arrival at the gate when it starts, or the news that its prices were found sold out. */
type Turn = { lastArrival: number; followers: Follower[] } | typeof FOUND_SOLD_OUT | { joined: Promise<Settled<unknown>> };

/** A reservation taken along by another's group: its ticket, what it gives the group's work, and how it is answered. */
interface Follower {
  ticket: GateTicket;
  member: unknown;
  settle: (settled: Settled<unknown>) => void;
}
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
 *
 * Reservations that may run together (runTogether) take their turns in groups: the one whose turn comes takes along
 * the reservations of its kind waiting right behind it, at most `groupSize` in all, and their work runs once for the
 * group, in one place of the lane (one read and one statement: docs/locking.md, "A rush").
 * Each process has its own gate; the database's conditional writes stay what keeps stock exact across processes.
 */
export class ReservationGate {
  private readonly lanes = new Map<string, Lane>();
  /** Reservations that came to this gate so far: each one's number is its place in that order. */
  private arrivals = 0;

  constructor(private readonly options: { concurrency: number; maxWaitMs: number; groupSize?: number }) {}

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
      const turn = await this.wait(lane, ticket, arrival, { answersSoldOut: soldOut !== undefined });
      // Taken out of the line without a place in it (only a waiter with `soldOut` is): it answers on its own, and the
      // lane's count is unchanged.
      if (turn === FOUND_SOLD_OUT && soldOut) return soldOut();
      if (turn !== FOUND_SOLD_OUT && 'lastArrival' in turn) lastArrivalAtStart = turn.lastArrival;
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

  /**
   * Runs `together` in its turn for a group: this reservation (`member`) and those of its kind waiting right behind it
   * when its turn comes. `together` answers each member, in the order given; a member answered SOLD_OUT answers the
   * waiters it stands for, as in run(). A reservation taken along by another's group is answered by that group.
   * `soldOut`: as in run(), for one that may not take another's sold-out reading as its own.
   */
  async runTogether<M, T>(
    ticket: GateTicket,
    member: M,
    together: (members: M[]) => Promise<Settled<T>[]>,
    soldOut?: () => Promise<T>,
  ): Promise<T> {
    const lane = this.laneOf(ticket.key);
    const arrival = ++this.arrivals;
    let turn: { lastArrival: number; followers: Follower[] } = { lastArrival: arrival, followers: [] };
    if (lane.running < this.options.concurrency) lane.running += 1;
    else {
      const waited = await this.wait(lane, ticket, arrival, { answersSoldOut: soldOut !== undefined, member: { value: member } });
      // Taken out of the line without a place in it, as in run().
      if (waited === FOUND_SOLD_OUT) {
        if (soldOut) return soldOut();
        throw new AppError('SOLD_OUT');
      }
      if ('joined' in waited) return valueOf((await waited.joined) as Settled<T>);
      turn = waited;
    }
    try {
      const members = [member, ...turn.followers.map((follower) => follower.member as M)];
      let settled: Settled<T>[];
      try {
        settled = await together(members);
      } catch (error) {
        settled = members.map(() => ({ ok: false, error }));
      }
      const tickets = [ticket, ...turn.followers.map((follower) => follower.ticket)];
      settled.forEach((result, index) => {
        if (!result.ok && result.error instanceof AppError && result.error.code === 'SOLD_OUT') {
          this.answerSoldOut(lane, tickets[index]!, turn.lastArrival);
        }
      });
      turn.followers.forEach((follower, index) =>
        follower.settle(settled[index + 1] ?? { ok: false, error: new Error('A group answered fewer reservations than it had') }),
      );
      return valueOf(settled[0]!);
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
  private wait(
    lane: Lane,
    ticket: GateTicket,
    arrival: number,
    { answersSoldOut, member }: Pick<Waiter, 'answersSoldOut' | 'member'>,
  ): Promise<Turn> {
    return new Promise<Turn>((resolve, reject) => {
      const timer = setTimeout(() => {
        lane.waiting.splice(lane.waiting.indexOf(waiter), 1);
        reject(new AppError('BUSY', { retryAfterSeconds: 1 }));
      }, this.options.maxWaitMs);
      const waiter: Waiter = {
        ticket,
        arrival,
        answersSoldOut,
        member,
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
      // A group takes the reservations of its kind right behind it: one without a member keeps its place, and so do
      // those behind it.
      const followers: Follower[] = [];
      const groupSize = this.options.groupSize ?? 1;
      while (next.member && followers.length + 1 < groupSize && lane.waiting[0]?.member) {
        const follower = lane.waiting.shift()!;
        let settle!: Follower['settle'];
        follower.admit({ joined: new Promise<Settled<unknown>>((resolve) => (settle = resolve)) });
        followers.push({ ticket: follower.ticket, member: follower.member!.value, settle });
      }
      next.admit({ lastArrival: this.arrivals, followers });
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

function valueOf<T>(settled: Settled<T>): T {
  if (!settled.ok) throw settled.error;
  return settled.value;
}
