import type { ErrorCode, Locale } from '@stagedoor/contracts';

/** The one status table: every error code maps to exactly one HTTP status. */
export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INVALID_CREDENTIALS: 401,
  USER_INACTIVE: 401,
  EMAIL_TAKEN: 422,
  EMAIL_NOT_VERIFIED: 409,
  EMAIL_ALREADY_VERIFIED: 409,
  INVALID_TOKEN: 404,
  OWNER_IMMUTABLE: 409,
  CANNOT_CHANGE_OWN_ROLE: 409,
  INVITATION_NOT_PENDING: 409,
  INVALID_PASSWORD: 422,
  PAYLOAD_TOO_LARGE: 413,
  INVALID_IMAGE: 422,
  INVALID_STATUS_TRANSITION: 409,
  CANNOT_CHANGE_TICKET_TYPE: 409,
  TICKET_HAS_ORDERS: 409,
  PRICE_HAS_ORDERS: 409,
  CANNOT_CHANGE_TICKET_VALIDITY: 409,
  DATE_HAS_ORDERS: 409,
  PLAN_IN_USE: 409,
  LAST_EVENT_DATE: 409,
  DEFAULT_QUESTION_IMMUTABLE: 409,
  BUSY: 409,
  SOLD_OUT: 409,
  PRICE_CHANGED: 409,
  DATE_REQUIRED: 422,
  DATE_CANCELLED: 409,
  SEAT_TAKEN: 409,
  SEATS_NOT_TOGETHER: 409,
  ORDER_EXPIRED: 409,
  ORDER_NOT_PAYABLE: 409,
  ORDER_ALREADY_PAID: 409,
  PAYMENT_DECLINED: 402,
  PROMO_CODE_INVALID: 422,
  EVENT_UNAVAILABLE: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  EVENT_HAS_ORDERS: 409,
  PAYMENTS_NOT_CONFIGURED: 409,
  PAYMENTS_NOT_CONNECTED: 409,
  PAYMENT_PROVIDER_ERROR: 409,
  INVALID_SIGNATURE: 400,
  ALREADY_CHECKED_IN: 409,
  NOT_CHECKED_IN: 409,
  ATTENDEE_CANCELLED: 409,
  ATTENDEE_NOT_CANCELLED: 409,
  INTERNAL_ERROR: 500,
  PERSONAL_DETAILS_FORBIDDEN: 403,
  TOO_MANY_HOLDS: 429,
  REFUND_PENDING: 409,
  MANUAL_ORDER_NOT_REFUNDABLE: 409,
  ORDER_NOT_REFUNDABLE: 409,
  ORDER_NOT_CANCELLABLE: 409,
  ORDER_NOT_AWAITING_PAYMENT: 409,
  MESSAGE_NOT_CANCELLABLE: 409,
  MESSAGE_LIMIT_REACHED: 429,
  CHECK_IN_LIST_NOT_FOUND: 404,
  CHECK_IN_LIST_NOT_ACTIVE: 409,
  CHECK_IN_LIST_EXPIRED: 409,
  TICKET_NOT_ON_LIST: 409,
  WRONG_DATE: 409,
  NO_DATE_TODAY: 409,
  DATABASE_UNAVAILABLE: 503,
  STORAGE_UNAVAILABLE: 503,
  QUEUE_REQUIRED: 403,
  QUEUE_NOT_OPEN: 409,
  ADMISSION_IN_USE: 409,
  NOT_SOLD_OUT: 409,
  WAITING_LIST_DUPLICATE: 409,
  WAITING_LIST_ENTRY_NOT_WAITING: 409,
  WAITING_LIST_FIRST: 409,
  INVOICE_NOT_AVAILABLE: 409,
};

export type FieldErrors = Record<string, string[]>;

/** A value for a message's placeholder: plain, or written in the caller's language (an amount of money, a date). */
export type ErrorParam = string | number | ((locale: Locale) => string);

/**
 * The error every use case throws. `message` is a catalogue key (see platform/i18n);
 * the error handler translates it into the caller's language.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldErrors: FieldErrors | undefined;
  readonly params: Record<string, ErrorParam>;
  retryAfterSeconds: number | undefined;
  /** Facts the client shows beside the message (e.g. when and where a ticket was admitted). */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    options: {
      message?: string;
      errors?: FieldErrors;
      params?: Record<string, ErrorParam>;
      retryAfterSeconds?: number;
      details?: Record<string, unknown>;
    } = {},
  ) {
    // An answer below 500 is the client's to act on, not a fault to trace: the error handler answers it without its
    // stack, and taking one is a noticeable share of a refused reservation's work. Errors of 500 and above keep theirs.
    const stackTraceLimit = Error.stackTraceLimit;
    if (STATUS_BY_CODE[code] < 500) Error.stackTraceLimit = 0;
    super(options.message ?? `error.${code}`);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'AppError';
    this.code = code;
    this.fieldErrors = options.errors;
    this.params = options.params ?? {};
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.details = options.details;
  }

  get status(): number {
    return STATUS_BY_CODE[this.code];
  }
}

export const notFound = () => new AppError('NOT_FOUND');
export const forbidden = () => new AppError('FORBIDDEN');
export const unauthenticated = () => new AppError('UNAUTHENTICATED');

/** A 422 for one field, with a catalogue key as its message. */
export function fieldError(field: string, messageKey: string, code: ErrorCode = 'VALIDATION_ERROR'): AppError {
  return new AppError(code, { errors: { [field]: [messageKey] } });
}
