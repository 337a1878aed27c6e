import { describe, expect, it } from 'vitest';
import { AppError } from '../src/platform/errors.js';
import { ReservationGate, type GateTicket, type Settled } from '../src/features/checkout/reservation-gate.js';
import { gateTicket } from '../src/features/checkout/reserve-order.js';

/** A piece of work the test finishes by hand: it records when it started, and resolves or fails when told. */
function heldWork(log: string[], name: string) {
  let finish!: (outcome: 'ok' | 'sold out') => void;
  const done = new Promise<'ok' | 'sold out'>((resolve) => (finish = resolve));
  const work = async () => {
    log.push(`start ${name}`);
    if ((await done) === 'sold out') throw new AppError('SOLD_OUT');
    return name;
  };
  return { work, finish: (outcome: 'ok' | 'sold out') => finish(outcome) };
}

type HeldWork = ReturnType<typeof heldWork>;

/** heldWork() for each name, in order. */
function heldWorks<const Names extends readonly string[]>(log: string[], names: Names): { [K in keyof Names]: HeldWork } {
  return names.map((name) => heldWork(log, name)) as { [K in keyof Names]: HeldWork };
}

/** A reservation's answer as the test compares it: what the work returned, or the refusal's code. */
const outcome = (answer: Promise<string>) => answer.then(String, (error: AppError) => error.code);

const ticket = (quantity: number, shareable = true, priceId = 1): GateTicket => ({
  key: `1:${priceId}`,
  quantities: new Map([[priceId, quantity]]),
  shareable,
});

/** Lets every settled promise's handlers run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('reservation gate', () => {
  it('runs as many reservations of one price at a time as allowed, and the others in the order they came', async () => {
    const gate = new ReservationGate({ concurrency: 2, maxWaitMs: 60_000 });
    const log: string[] = [];
    const works = ['a', 'b', 'c', 'd'].map((name) => heldWork(log, name));
    const answers = works.map((w) => gate.run(ticket(1), w.work));
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    works[1]!.finish('ok');
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start c']);
    works[0]!.finish('ok');
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d']);
    works[2]!.finish('ok');
    works[3]!.finish('ok');
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps other prices apart: a rush on one does not hold up another', async () => {
    const gate = new ReservationGate({ concurrency: 1, maxWaitMs: 60_000 });
    const log: string[] = [];
    const hot = heldWork(log, 'hot');
    const queued = heldWork(log, 'queued');
    const other = heldWork(log, 'other');
    const answers = [gate.run(ticket(1), hot.work), gate.run(ticket(1), queued.work), gate.run(ticket(1, true, 2), other.work)];
    await settle();
    expect(log).toEqual(['start hot', 'start other']);
    other.finish('ok');
    hot.finish('ok');
    queued.finish('ok');
    expect(await Promise.all(answers)).toEqual(['hot', 'queued', 'other']);
  });

  it('answers SOLD_OUT at once to those waiting for as many or more, and lets smaller and idempotent ones try', async () => {
    const gate = new ReservationGate({ concurrency: 1, maxWaitMs: 60_000 });
    const log: string[] = [];
    const opener = heldWork(log, 'opener');
    const first = heldWork(log, 'two');
    const same = heldWork(log, 'same');
    const more = heldWork(log, 'more');
    const fewer = heldWork(log, 'fewer');
    const keyed = heldWork(log, 'keyed');
    const answers = [
      gate.run(ticket(1), opener.work),
      gate.run(ticket(2), first.work),
      gate.run(ticket(2), same.work),
      gate.run(ticket(3), more.work),
      gate.run(ticket(1), fewer.work),
      gate.run(ticket(2, false), keyed.work),
    ].map((answer) => answer.then(String, (error: AppError) => error.code));
    await settle();
    opener.finish('ok');
    await settle();
    // 'two' starts with all the others already waiting.
    first.finish('sold out');
    await settle();
    // The smaller one goes to the database; the one with an Idempotency-Key waits for its own turn.
    expect(log).toEqual(['start opener', 'start two', 'start fewer']);
    fewer.finish('ok');
    await settle();
    expect(log).toEqual(['start opener', 'start two', 'start fewer', 'start keyed']);
    keyed.finish('sold out');
    expect(await Promise.all(answers)).toEqual(['opener', 'SOLD_OUT', 'SOLD_OUT', 'SOLD_OUT', 'fewer', 'SOLD_OUT']);
  });

  it('lets one with an Idempotency-Key answer a sold-out reading itself, without its work and outside its lane', async () => {
    const gate = new ReservationGate({ concurrency: 1, maxWaitMs: 60_000 });
    const log: string[] = [];
    const [opener, first, keyed, next] = heldWorks(log, ['opener', 'first', 'keyed', 'next']);
    const keyedAnswer = async () => {
      log.push('keyed answers itself');
      return 'keyed: its key checked';
    };
    const answers = [
      outcome(gate.run(ticket(1), opener.work)),
      outcome(gate.run(ticket(1), first.work)),
      outcome(gate.run(ticket(1, false), keyed.work, keyedAnswer)),
    ];
    await settle();
    opener.finish('ok');
    await settle();
    // 'first' started with the keyed one already waiting: its sold-out reading is the keyed one's news too.
    first.finish('sold out');
    await settle();
    expect(log).toEqual(['start opener', 'start first', 'keyed answers itself']);
    // The keyed one took no place: the gate is empty, and the next one starts at once.
    answers.push(outcome(gate.run(ticket(1), next.work)));
    await settle();
    expect(log).toEqual(['start opener', 'start first', 'keyed answers itself', 'start next']);
    next.finish('ok');
    expect(await Promise.all(answers)).toEqual(['opener', 'SOLD_OUT', 'keyed: its key checked', 'next']);
  });

  it('answers only for those that were waiting when the sold-out reservation started: a later one reads for itself', async () => {
    const gate = new ReservationGate({ concurrency: 1, maxWaitMs: 60_000 });
    const log: string[] = [];
    const [a, b, c, d] = heldWorks(log, ['a', 'b', 'c', 'd']);
    const first = outcome(gate.run(ticket(1), a.work));
    await settle();
    // b comes after a started: a's sold-out reading was maybe taken before b came, so b is not answered by it.
    const second = outcome(gate.run(ticket(1), b.work));
    a.finish('sold out');
    await settle();
    expect(log).toEqual(['start a', 'start b']);
    // c comes while b runs; b was the last arrival when it started, so its sold-out answer is not c's either.
    const third = outcome(gate.run(ticket(1), c.work));
    await settle();
    b.finish('ok');
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start c']);
    // d waits while c runs, and c started before d came: d reads for itself too.
    const fourth = outcome(gate.run(ticket(1), d.work));
    c.finish('sold out');
    await settle();
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d']);
    d.finish('sold out');
    expect(await Promise.all([first, second, third, fourth])).toEqual(['SOLD_OUT', 'b', 'SOLD_OUT', 'SOLD_OUT']);
  });

  it('keeps dates apart: a price sold out on one date says nothing of another', () => {
    const input = (dateId?: number) => ({
      tickets: [{ ticket_id: 1, quantities: [{ price_id: 7, quantity: 2 }] }],
      ...(dateId === undefined ? {} : { date_id: dateId }),
    });
    const wanted = [{ ticketId: 1, priceId: 7, quantity: 2, price: undefined, index: 0 }];
    const keyOf = (dateId?: number) => gateTicket({ eventId: 3, input: input(dateId), idempotencyKey: null }, wanted).key;
    expect(keyOf(10)).not.toBe(keyOf(11));
    expect(keyOf(10)).toBe(keyOf(10));
    expect(keyOf()).not.toBe(keyOf(10));
  });

  it('keeps standing areas and chosen seats apart, and best available of a price together', () => {
    const keyOf = (line: Record<string, unknown>) =>
      gateTicket(
        { eventId: 3, input: { tickets: [{ ticket_id: 1, quantities: [{ price_id: 7, quantity: 2, ...line }] }] }, idempotencyKey: null },
        [{ ticketId: 1, priceId: 7, quantity: 2, price: undefined, index: 0 }],
      ).key;
    expect(keyOf({ standing_area_id: 'floor' })).not.toBe(keyOf({ standing_area_id: 'balcony' }));
    expect(keyOf({ standing_area_id: 'floor' })).not.toBe(keyOf({ best_available: true }));
    expect(keyOf({ seat_ids: ['a-1', 'a-2'] })).toBe(keyOf({ seat_ids: ['a-2', 'a-1'] }));
    expect(keyOf({ seat_ids: ['a-1', 'a-2'] })).not.toBe(keyOf({ seat_ids: ['a-3', 'a-4'] }));
    expect(keyOf({ best_available: true })).toBe(keyOf({}));
  });

  it('answers BUSY with Retry-After to one that waited too long, and the line moves on without it', async () => {
    const gate = new ReservationGate({ concurrency: 1, maxWaitMs: 50 });
    const log: string[] = [];
    const slow = heldWork(log, 'slow');
    const late = heldWork(log, 'late');
    const running = gate.run(ticket(1), slow.work);
    const waiting = gate.run(ticket(1), late.work);
    const refusal = await waiting.catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'BUSY', retryAfterSeconds: 1 });
    slow.finish('ok');
    expect(await running).toBe('slow');
    // The gate is empty again: the next one starts at once.
    const next = heldWork(log, 'next');
    const answer = gate.run(ticket(1), next.work);
    await settle();
    next.finish('ok');
    expect(await answer).toBe('next');
    expect(log).toEqual(['start slow', 'start next']);
  });

  describe('groups', () => {
    /** Work for groups that the test answers by hand: it records each group's members. */
    function heldGroups(log: string[]) {
      const running: ((answers: Settled<string>[]) => void)[] = [];
      const together = (members: string[]) =>
        new Promise<Settled<string>[]>((resolve) => {
          log.push(members.join('+'));
          running.push(resolve);
        });
      /** Answers the oldest running group: each member by name, or with the refusal's code given for it. */
      const answer = (members: string[], refusals: Record<string, string> = {}) =>
        running.shift()!(
          members.map(
            (name): Settled<string> =>
              refusals[name] ? { ok: false, error: new AppError(refusals[name] as 'SOLD_OUT') } : { ok: true, value: name },
          ),
        );
      return { together, answer };
    }

    it('take the reservations of their kind waiting right behind, up to the group size, and keep the order of arrival', async () => {
      const gate = new ReservationGate({ concurrency: 1, maxWaitMs: 60_000, groupSize: 3 });
      const log: string[] = [];
      const groups = heldGroups(log);
      const single = heldWork(log, 'single');
      const answers = [
        ...['a', 'b', 'c'].map((name) => gate.runTogether(ticket(1), name, groups.together)),
        gate.run(ticket(1), single.work),
        ...['d', 'e', 'f', 'g', 'h'].map((name) => gate.runTogether(ticket(1), name, groups.together)),
      ];
      await settle();
      expect(log).toEqual(['a']);
      groups.answer(['a']);
      await settle();
      // The one without a member keeps its place, and those behind it theirs.
      expect(log).toEqual(['a', 'b+c']);
      groups.answer(['b', 'c']);
      await settle();
      expect(log).toEqual(['a', 'b+c', 'start single']);
      single.finish('ok');
      await settle();
      expect(log).toEqual(['a', 'b+c', 'start single', 'd+e+f']);
      groups.answer(['d', 'e', 'f']);
      await settle();
      expect(log).toEqual(['a', 'b+c', 'start single', 'd+e+f', 'g+h']);
      groups.answer(['g', 'h']);
      expect(await Promise.all(answers.map(outcome))).toEqual(['a', 'b', 'c', 'single', 'd', 'e', 'f', 'g', 'h']);
    });

    it('answer each member as the group did, and a member refused SOLD_OUT answers those waiting since the group began', async () => {
      const gate = new ReservationGate({ concurrency: 1, maxWaitMs: 60_000, groupSize: 2 });
      const log: string[] = [];
      const groups = heldGroups(log);
      const first = gate.runTogether(ticket(1), 'first', groups.together);
      const inGroup = [gate.runTogether(ticket(1), 'one', groups.together), gate.runTogether(ticket(2), 'two', groups.together)];
      const behind = [gate.runTogether(ticket(2), 'same', groups.together), gate.runTogether(ticket(3), 'more', groups.together)];
      const fewer = gate.runTogether(ticket(1), 'fewer', groups.together);
      await settle();
      groups.answer(['first']);
      await settle();
      expect(log).toEqual(['first', 'one+two']);
      // Came after the group began: it waits for a reading of its own.
      const later = gate.runTogether(ticket(2), 'later', groups.together);
      groups.answer(['one', 'two'], { two: 'SOLD_OUT' });
      expect(await Promise.all([first, ...inGroup, ...behind].map(outcome))).toEqual(['first', 'one', 'SOLD_OUT', 'SOLD_OUT', 'SOLD_OUT']);
      await settle();
      // One unit may still be there for `fewer`; `later` came after the group began: both read, together.
      expect(log).toEqual(['first', 'one+two', 'fewer+later']);
      groups.answer(['fewer', 'later']);
      expect(await Promise.all([fewer, later].map(outcome))).toEqual(['fewer', 'later']);
    });

    it('let a member that may not take a sold-out reading as its own answer it itself, outside its lane', async () => {
      const gate = new ReservationGate({ concurrency: 1, maxWaitMs: 60_000, groupSize: 2 });
      const log: string[] = [];
      const groups = heldGroups(log);
      const first = gate.runTogether(ticket(1), 'first', groups.together);
      const group = ['a', 'b'].map((name) => gate.runTogether(ticket(1), name, groups.together));
      const keyed = gate.runTogether(ticket(1, false), 'keyed', groups.together, async () => {
        log.push('keyed answers itself');
        return 'from its key';
      });
      const plain = gate.runTogether(ticket(1), 'plain', groups.together);
      await settle();
      groups.answer(['first']);
      await settle();
      groups.answer(['a', 'b'], { b: 'SOLD_OUT' });
      expect(await Promise.all([first, ...group, keyed, plain].map(outcome))).toEqual([
        'first',
        'a',
        'SOLD_OUT',
        'from its key',
        'SOLD_OUT',
      ]);
      expect(log).toEqual(['first', 'a+b', 'keyed answers itself']);
    });

    it('answer every member with the error that ended the group', async () => {
      const gate = new ReservationGate({ concurrency: 1, maxWaitMs: 60_000, groupSize: 5 });
      const log: string[] = [];
      const groups = heldGroups(log);
      const failing = async (members: string[]): Promise<Settled<string>[]> => {
        log.push(members.join('+'));
        throw new AppError('BUSY');
      };
      const first = gate.runTogether(ticket(1), 'first', groups.together);
      const rest = ['a', 'b', 'c'].map((name) => gate.runTogether(ticket(1), name, failing));
      await settle();
      groups.answer(['first']);
      expect(await Promise.all([first, ...rest].map(outcome))).toEqual(['first', 'BUSY', 'BUSY', 'BUSY']);
      expect(log).toEqual(['first', 'a+b+c']);
    });
  });
});
