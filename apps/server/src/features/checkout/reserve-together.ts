import type { PublicOrder } from '@stagedoor/contracts';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { answerOfStoredRow, storedKeyOf, storeAnswers } from '../../platform/http/idempotency.js';
import { priceOrder } from '../pricing/price-order.js';
import { releaseStaleHolds } from './expire-orders.js';
import { checkWhatIsBought, type WantedLine } from './check-purchase.js';
import { readWhatIsBought, StaleHoldsFound, type WhatIsBought } from './read-what-is-bought.js';
import { holdPayload, holdTogether, type GroupAnswer, type GroupPayload } from './hold-order.js';
import type { Settled } from './reservation-gate.js';
import { orderIdempotencyScope, reserveAlone, type ReservedOrder } from './reserve-alone.js';
import type { ReserveOrderOptions } from './reserve-order.js';

/** Reservations taken in groups at the gate (reserve-order.ts; docs/locking.md, "A rush"). */

/**
 * The most reservations a group at the gate holds in one statement: each is a subtransaction there, and 50 stay under
 * the 64 a backend keeps in its own cache.
 */
export const RESERVATIONS_PER_STATEMENT = 50;

/** A reservation of a group at the gate (ReservationGate.runTogether). */
export interface GroupMember {
  options: ReserveOrderOptions;
  wanted: WantedLine[];
}

/**
 * Whether a reservation may be taken in a group: one without a waiting-list offer or an admission (steps in a
 * caller's transaction), a promo code (checked and counted on its own) or seats.
 */
export function mayReserveTogether(options: ReserveOrderOptions): boolean {
  const { input } = options;
  if (options.offer || options.admission || input.promo_code) return false;
  return input.tickets.every((ticket) =>
    ticket.quantities.every((line) => !line.seat_ids && !line.best_available && line.standing_area_id === undefined),
  );
}

/**
 * A group of reservations of the same prices and date (docs/locking.md, "A rush"): what is bought is read once for
 * them all, each is checked and priced on its own, and one statement holds each or refuses it alone. The group came
 * together at the gate after each of its members arrived, so the one reading answers for them all. A group of one is a
 * reservation as any other. When the read refuses (an event no longer on sale, a seated price without seats) or finds
 * a seated event, the members go one after another, each the usual way, so that each answers as it would have alone.
 */
export async function reserveTogether(ctx: AppContext, members: GroupMember[], stopOnStaleHolds = true): Promise<Settled<ReservedOrder>[]> {
  const [first] = members as [GroupMember];
  // Alone: the usual way, which answers a run-out hold as reserveWanted expects.
  if (members.length === 1) return [await settle(() => reserveAlone(ctx, first.options, first.wanted, { stopOnStaleHolds }))];
  const oneByOne = async () => {
    const settled: Settled<ReservedOrder>[] = [];
    for (const member of members)
      settled.push(await settle(() => reserveAlone(ctx, member.options, member.wanted, { stopOnStaleHolds: false })));
    return settled;
  };
  let read: WhatIsBought;
  try {
    read = await readWhatIsBought(ctx.db, first.options, first.wanted, { stopOnStaleHolds });
  } catch (error) {
    if (!(error instanceof StaleHoldsFound)) return oneByOne();
    await releaseStaleHolds(ctx, first.options.eventId);
    return reserveTogether(ctx, members, false);
  }
  if (read.plan) return oneByOne();
  const settled: Settled<ReservedOrder>[] = [];
  const held: { index: number; key: ReturnType<typeof storedKeyOf> | null; payload: GroupPayload }[] = [];
  const refusedWithKeys: { index: number; member: GroupMember; error: unknown }[] = [];
  members.forEach(({ options, wanted }, index) => {
    try {
      const checked = checkWhatIsBought(ctx, read, wanted);
      const priced = priceOrder(checked.lines, read.pricingPromo);
      const payload = holdPayload(ctx, options, wanted, read, checked.catalogue, priced);
      const key = options.idempotencyKey
        ? storedKeyOf(orderIdempotencyScope(options.eventId), options.idempotencyKey, options.input)
        : null;
      held.push({
        index,
        key,
        payload: key ? { ...payload, idempotency: { scope: key.scope, key: key.key, request_hash: key.requestHash } } : payload,
      });
    } catch (error) {
      settled[index] = { ok: false, error };
      if (options.idempotencyKey) refusedWithKeys.push({ index, member: { options, wanted }, error });
    }
  });
  // A reservation with a key that its check refused may be a repeat of an attempt that was made: that one's order is
  // its answer, as the key would have told it first on its own. Asked while the others are held.
  const asked = Promise.all(
    refusedWithKeys.map(async ({ index, member, error }) => {
      const { earlierAnswers } = member.options;
      settled[index] = await settle(async () => {
        if (!earlierAnswers) return reserveAlone(ctx, member.options, member.wanted, { stopOnStaleHolds: false });
        const scope = orderIdempotencyScope(member.options.eventId);
        const earlier = await earlierAnswers.ask<PublicOrder>({
          scope,
          key: member.options.idempotencyKey!,
          request: member.options.input,
        });
        if (!earlier) throw error;
        return { order: earlier, created: false };
      });
    }),
  );
  if (held.length === 0) {
    await asked;
    return settled;
  }
  const payloads = held.map((entry) => entry.payload);
  // With keys, the group's statement and the answers it stores are one transaction (docs/idempotency.md).
  const answers = held.some((entry) => entry.key)
    ? await ctx.db.transaction(async (tx) => {
        const answered = answersOfGroup(await holdTogether(tx, read, payloads), held);
        await storeAnswers(
          tx,
          answered.flatMap((answer, position) => {
            const key = held[position]!.key;
            return key && answer.ok && answer.value.created ? [{ scope: key.scope, key: key.key, value: answer.value.order }] : [];
          }),
        );
        return answered;
      })
    : answersOfGroup(await holdTogether(ctx.db, read, payloads), held);
  answers.forEach((answer, position) => {
    settled[held[position]!.index] = answer;
  });
  await asked;
  return settled;
}

/**
 * What each reservation of a group answers, from what the group's statement returned for it: its new order; its
 * refusal; the order of the earlier attempt that holds its key; or, for a repeat of a reservation of the same group,
 * what that one answers. A key sent before with another request is a 422, as in withIdempotency.
 */
function answersOfGroup(answers: GroupAnswer[], held: { key: ReturnType<typeof storedKeyOf> | null }[]): Settled<ReservedOrder>[] {
  const own = answers.map((answer, position): Settled<ReservedOrder> | null => {
    switch (answer.kind) {
      case 'held':
        return { ok: true, value: { order: answer.order, created: true } };
      case 'refused':
        return { ok: false, error: answer.error };
      case 'stored':
        return settleNow(() => ({ order: answerOfStoredRow<PublicOrder>(answer.row, held[position]!.key!.requestHash), created: false }));
      case 'same as':
        return null;
    }
  });
  return answers.map((answer, position) => {
    if (answer.kind !== 'same as') return own[position]!;
    const first = own[answer.position]!;
    if (held[answer.position]!.key!.requestHash !== held[position]!.key!.requestHash) {
      return { ok: false, error: new AppError('IDEMPOTENCY_KEY_REUSED') };
    }
    return first.ok ? { ok: true, value: { order: first.value.order, created: false } } : first;
  });
}

function settleNow<T>(work: () => T): Settled<T> {
  try {
    return { ok: true, value: work() };
  } catch (error) {
    return { ok: false, error };
  }
}

async function settle<T>(work: () => Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, error };
  }
}
