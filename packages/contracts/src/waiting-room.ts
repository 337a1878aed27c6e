import { z } from 'zod';

/** API.md "On-sale": an event's waiting room, its queue and the admission it hands out. */
const isoDate = z.iso.datetime({ offset: true, message: 'invalid_date' });

export const QUEUE_ENTRY_STATUSES = ['WAITING', 'ADMITTED'] as const;
export type QueueEntryStatus = (typeof QUEUE_ENTRY_STATUSES)[number];

/** The header an order request carries its admission in. */
export const ADMISSION_HEADER = 'stagedoor-admission';

/** SCHEDULED: the room is on from opens_at; AUTOMATIC: it switches itself on and off by the load (docs/waiting-room.md). */
export const WAITING_ROOM_OPENINGS = ['SCHEDULED', 'AUTOMATIC'] as const;
export type WaitingRoomOpening = (typeof WAITING_ROOM_OPENINGS)[number];

/** Admissions per minute, when the organizer sets the rate. */
export const MAX_ADMISSION_RATE_PER_MINUTE = 100_000;

export const waitingRoomBodySchema = z
  .object({
    enabled: z.boolean(),
    /** From when buyers may join the queue; orders need an admission from then on. */
    opens_at: isoDate,
    /** Buyers who joined before it are drawn in random order at it; admissions start then. */
    on_sale_at: isoDate,
    /** null: automatic, adapted to what the database sustains (docs/waiting-room.md). */
    admission_rate_per_minute: z.number().int().min(1).max(MAX_ADMISSION_RATE_PER_MINUTE).nullable(),
    /** How long an admitted buyer has to start an order. */
    shopping_minutes: z.number().int().min(1).max(120).optional().default(15),
    /** Admissions stop while paused; the queue keeps its order and buyers may still join. */
    paused: z.boolean().optional().default(false),
    /** AUTOMATIC: from opens_at the room switches itself on when order arrivals exceed what the database sustains. */
    opening: z.enum(WAITING_ROOM_OPENINGS).optional().default('SCHEDULED'),
  })
  .refine((body) => Date.parse(body.opens_at) <= Date.parse(body.on_sale_at), {
    message: 'opens_after_on_sale',
    path: ['opens_at'],
  });
export type WaitingRoomBody = z.input<typeof waitingRoomBodySchema>;

export const waitingRoomSchema = z.object({
  event_id: z.number().int(),
  enabled: z.boolean(),
  opens_at: z.string(),
  on_sale_at: z.string(),
  admission_rate_per_minute: z.number().int().nullable(),
  shopping_minutes: z.number().int(),
  paused: z.boolean(),
  opening: z.enum(WAITING_ROOM_OPENINGS),
  /** Orders need an admission now: enabled and opened, and with AUTOMATIC also switched on. */
  open: z.boolean(),
  /** AUTOMATIC: since when the room is switched on by itself; null while it is off. */
  auto_opened_at: z.string().nullable(),
  /** Order requests per minute over the last ten seconds, from every app process. */
  arrivals_per_minute: z.number().int(),
  /** The rate admissions run at now: the set one, or the automatic one as last adapted. */
  effective_rate_per_minute: z.number().int(),
  /** Buyers in the queue not yet admitted. */
  queued: z.number().int(),
  /** Buyers admitted since the on-sale. */
  admitted: z.number().int(),
  /** Admissions over the last minute. */
  admitted_per_minute: z.number().int(),
  /** 95th percentile of the wait of those admitted over the last ten minutes, from on-sale or arrival. */
  p95_wait_seconds: z.number().int().nullable(),
});
export type WaitingRoom = z.infer<typeof waitingRoomSchema>;

/** Joining again with the token of an earlier join keeps that place. */
export const joinQueueBodySchema = z.object({
  queue_token: z.string().min(1).max(128).optional(),
});
export type JoinQueueBody = z.input<typeof joinQueueBodySchema>;

export const queuePlaceSchema = z.object({
  queue_token: z.string(),
  status: z.enum(QUEUE_ENTRY_STATUSES),
  /** Buyers ahead plus one; null before the on-sale, when the draw has not given places yet. */
  position: z.number().int().nullable(),
  /** Buyers in the queue in all (progress = 1 - position / of). */
  queue_length: z.number().int(),
  estimated_wait_seconds: z.number().int().nullable(),
  /** When to ask again. */
  poll_after_seconds: z.number().int(),
  on_sale_at: z.string(),
  admission_token: z.string().optional(),
  admission_expires_at: z.string().optional(),
});
export type QueuePlace = z.infer<typeof queuePlaceSchema>;
