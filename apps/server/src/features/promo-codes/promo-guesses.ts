import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { enforceRateLimit, refundRateLimit } from '../../platform/rate-limit.js';

/**
 * One allowance of promo-code guesses per client address and event, shared by every
 * way of trying a code: the event API and page (`?promo_code=`), the code check and
 * a reservation with a code (RATE_LIMIT_PROMO_CODES per minute).
 *
 * Only wrong codes count: a guess is taken before the code is looked at and given
 * back when the code is usable, so a shared link with a good code never locks out a
 * venue's Wi-Fi. Once wrong guesses used up the allowance, every code is refused
 * unread (429), good ones too: answering good codes would tell a guesser which ones
 * are good. Taking the guess first keeps a parallel burst within the allowance.
 */
export interface PromoGuess {
  ctx: AppContext;
  eventId: number;
  clientAddress: string;
}

const keyOf = (guess: PromoGuess) => `promo-guess:${guess.eventId}:${guess.clientAddress}`;

/** Takes one guess; 429 RATE_LIMITED with Retry-After once wrong guesses used up the allowance. */
export async function takePromoGuess(guess: PromoGuess): Promise<void> {
  await enforceRateLimit(guess.ctx.db, keyOf(guess), { max: guess.ctx.config.rateLimitPromoCodes, windowSeconds: 60 });
}

/** Gives back the guess of a code that turned out usable. */
export async function returnPromoGuess(guess: PromoGuess): Promise<void> {
  if (guess.ctx.config.rateLimitPromoCodes <= 0) return;
  await refundRateLimit(guess.ctx.db, keyOf(guess));
}

/** Whether a failure is the refusal of a code (so the guess stays counted). */
export function isPromoCodeRefusal(error: unknown): boolean {
  return error instanceof AppError && error.code === 'PROMO_CODE_INVALID';
}

/**
 * Runs `attempt` as one guess of `code` (nothing is counted without a code): the guess
 * is given back when `usable` says the code worked, or when the attempt failed for
 * another reason than the code.
 */
export async function asPromoGuess<T>(
  guess: PromoGuess,
  code: string | undefined | null,
  attempt: () => Promise<T>,
  usable: (result: T) => boolean,
): Promise<T> {
  if (!code) return attempt();
  await takePromoGuess(guess);
  let result: T;
  try {
    result = await attempt();
  } catch (error) {
    if (!isPromoCodeRefusal(error)) await returnPromoGuess(guess);
    throw error;
  }
  if (usable(result)) await returnPromoGuess(guess);
  return result;
}
