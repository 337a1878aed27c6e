// No zod here: the staff's scanner page reads these without loading the schemas.

/** `code_hash` is the first 20 hex digits of SHA-256 of this prefix and the ticket's short id. */
export const TICKET_CODE_HASH_PREFIX = 'sd-ticket:';

/** The most scans one upload may carry (422 beyond); a longer queue goes in several uploads. */
export const CHECK_IN_BATCH_MAX = 200;
