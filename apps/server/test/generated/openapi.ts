// Generated from GET /api/openapi.json by `npm run openapi:types`: do not edit.
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness: the database answers in time, migrations are applied and files can be written */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/mailbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Development mailbox, newest first, with each mail’s attachments (loopback only, no SMTP configured) */
        get: operations["listDevMailbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dev/mailbox/{id}/attachments/{index}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One attachment of a development mail, as the file it was sent as (loopback only, no SMTP configured) */
        get: operations["getDevMailAttachment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account with the caller as owner */
        post: operations["registerAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in; users of several accounts get the list to choose from */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the session: its token stops working */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a reset link; answers the same whether or not the email exists */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check a password reset token (404 when invalid or expired) */
        get: operations["checkPasswordResetToken"];
        put?: never;
        /** Set a new password with a reset token */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/invitation/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Show a pending invitation */
        get: operations["getInvitation"];
        put?: never;
        /** Accept an invitation: activates the user and logs in */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller, with role, owner flag, status and email verification */
        get: operations["getMe"];
        /** Profile, email change and password change (attempts with current_password limited as login is) */
        put: operations["updateMe"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members of the account (ADMIN) */
        get: operations["listUsers"];
        put?: never;
        /**
         * Invite a person by email (ADMIN); rate limited per account and per address (429)
         * @description The answer shows the invitation as typed (names, email, status INVITED) and is the same whether or not the address already belongs to a person: nothing of an existing person is revealed, and the address stays free for its owner to register with. 422 when the address is already a member of this account.
         */
        post: operations["inviteUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One member of the account (ADMIN) */
        get: operations["getUser"];
        /**
         * Edit a member's role and status (ADMIN); names only your own or a pending invitation's
         * @description Role and status belong to the membership and are changed by an administrator (not your own: 409). A name belongs to the person: on your own id, first_name and last_name change your name as PUT /users/me does (any role); on an invitation not yet accepted they correct what the invitation shows, never the person's own record; on anyone who has joined they answer 403 PERSONAL_DETAILS_FORBIDDEN. Email, password and language are changed only by the person, through PUT /users/me.
         */
        put: operations["updateUser"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/invitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resend an invitation (ADMIN) */
        post: operations["resendInvitation"];
        /** Revoke an invitation (ADMIN) */
        delete: operations["revokeInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/resend-email-confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail the email confirmation link again */
        post: operations["resendEmailConfirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/confirm-email/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the caller’s email address with the mailed token */
        post: operations["confirmEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/email-change/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a pending email change with the mailed token */
        post: operations["confirmEmailChange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/{id}/email-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cancel a pending email change */
        delete: operations["cancelEmailChange"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account: name, email, currency, timezone and event defaults */
        get: operations["getAccount"];
        /** Account settings and event defaults (ADMIN) */
        put: operations["updateAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Organizers of the account, paged */
        get: operations["listOrganizers"];
        put?: never;
        /** Add an organizer */
        post: operations["createOrganizer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One organizer with its images */
        get: operations["getOrganizer"];
        /** Edit an organizer */
        put: operations["updateOrganizer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizers/{id}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a logo or cover (multipart: image, type=ORGANIZER_LOGO|ORGANIZER_COVER) */
        post: operations["uploadOrganizerImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizers/{id}/images/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an image of an organizer */
        delete: operations["deleteOrganizerImage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Events of the account (list parameters of API.md) */
        get: operations["listEvents"];
        put?: never;
        /** Create an event as a draft */
        post: operations["createEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizers/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Events of one organizer, with the list parameters of /events */
        get: operations["listOrganizerEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One event with its settings and images */
        get: operations["getEvent"];
        /** Edit an event; settings are merged into the current ones */
        put: operations["updateEvent"];
        post?: never;
        /** Delete an event without orders (409 EVENT_HAS_ORDERS otherwise) */
        delete: operations["deleteEvent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Go live, back to draft, archive or restore */
        put: operations["updateEventStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copy an event with its catalogue as a new draft */
        post: operations["duplicateEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sales totals and figures per day, money in minor units; with date_id, those of that date’s orders (404 for a date of another event) */
        get: operations["getEventStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/check_in_stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many attendees there are and how many are checked in; with date_id, those who may come on that date (its tickets and every pass) and those admitted on it (404 for a date of another event) */
        get: operations["getEventCheckInStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The cover and documents of an event */
        get: operations["listEventImages"];
        put?: never;
        /** Upload a cover (multipart: image, type=EVENT_COVER) or a document (type=DOCUMENT) */
        post: operations["uploadEventImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{id}/images/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a cover or a document */
        delete: operations["deleteEventImage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live events that allow search engines, not yet ended */
        get: operations["listPublicEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The event page: the event with its visible tickets, live availability and status; ?promo_code= applies a code; ?date_id= answers for that date (else the first upcoming one)
         * @description A promo_code that is not usable counts against the allowance of promo-code guesses per address and event (RATE_LIMIT_PROMO_CODES a minute, shared with the event page, the code check and orders); once it is used up, any promo_code answers 429 RATE_LIMITED with Retry-After. Without promo_code nothing is counted.
         */
        get: operations["getPublicEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/events/{id}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Public documents of an event */
        get: operations["listPublicEventFiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/events/{id}/calendar.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The event as a calendar file (iCalendar, with its time zone, organizer, venue, page and a reminder) to add it to a calendar
         * @description For an event with several dates, `date_id` makes it the file of that date: its times, label and page.
         */
        get: operations["getEventCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/events/{id}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a public document (multipart: file, type=DOCUMENT); organizers only */
        post: operations["uploadEventDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/events/{id}/images/{imageId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a public document; organizers only */
        delete: operations["deleteEventDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tickets of an event with status and stock, paged; in their sort order unless sort_by is order, title, type, status, sale_start_date or sale_end_date; search by title; filter by type, status, is_hidden, is_hidden_without_promo_code, is_paused, has_sales */
        get: operations["listTickets"];
        put?: never;
        /** Add a ticket with its prices */
        post: operations["createTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/tickets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One ticket with its prices, status and sales */
        get: operations["getTicket"];
        /** Edit a ticket and its prices */
        put: operations["updateTicket"];
        post?: never;
        /** Delete a ticket without orders (409 TICKET_HAS_ORDERS otherwise) */
        delete: operations["deleteTicket"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/tickets/sort": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Drag-to-sort: the new position of each ticket */
        post: operations["sortTickets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/events/{event_id}/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hold tickets until the order timeout (all lines or nothing: 409 SOLD_OUT). Honours Idempotency-Key.
         * @description Rate limited per address (RATE_LIMIT_CHECKOUT, 429 RATE_LIMITED). One browser (its signed holder cookie, set by this answer; a client without it counts as its address) may hold at most MAX_HOLDS_PER_CLIENT unpaid, unexpired orders of the event, and all the browsers of one address MAX_HOLDS_PER_ADDRESS: beyond that 429 TOO_MANY_HOLDS with Retry-After (the seconds until its first hold runs out). A wrong promo_code counts against the allowance of promo-code guesses shared with the event page and the code check (429 RATE_LIMITED once used up). A seated price (API.md "Seating") takes `seat_ids`, `best_available` or `standing_area_id` (422 on the line otherwise, and for seat fields on a price sold without seats); 409 SEAT_TAKEN names the seats that are not free (details.seat_ids) and holds nothing; 409 SEATS_NOT_TOGETHER when best available finds no seats next to each other. While the event's waiting room is open, the header Stagedoor-Admission must carry an unexpired admission from its queue (403 QUEUE_REQUIRED); an admission starts one order at a time (409 ADMISSION_IN_USE while another of its orders is in flight or holds stock; a repeat with the same Idempotency-Key waits for its first attempt and answers its order), and its orders are not counted against the address.
         */
        post: operations["reserveOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/events/{event_id}/order/{short_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order as its buyer sees it: items, totals, attendees and status */
        get: operations["getPublicOrder"];
        /** Buyer and ticket-holder details with answers; free orders complete here */
        put: operations["saveOrderDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/events/{event_id}/order/{short_id}/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start paying with the event's provider */
        post: operations["startPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/events/{event_id}/order/{short_id}/payment/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask the payment provider how the order's payment stands and apply it (the buyer is back before the webhook) */
        post: operations["refreshPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/events/{event_id}/order/{short_id}/test-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Built-in test provider: 4242424242424242 pays, 4000000000000002 is declined. Honours Idempotency-Key. */
        post: operations["payOrderWithTestCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/events/{event_id}/order/{short_id}/abandon": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Release the hold */
        post: operations["abandonOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/events/{event_id}/order/{short_id}/offline-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay by bank transfer or at the door: the order awaits the payment, holding its tickets until the deadline, and the instructions are mailed
         * @description The method must be one of the event's settings.payment_methods (422 on `method` otherwise). The order becomes AWAITING_PAYMENT with reserved_until at the deadline (settings.offline_payment_days for a bank transfer, never past the start of its date; the end of its date for pay at the door); it expires after it, a reminder going out before. Choosing the same method again answers the order as it is; another method after one was chosen answers 409 ORDER_NOT_PAYABLE.
         */
        post: operations["chooseOfflinePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/orders/mark-paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Completes several orders awaiting an offline payment, each on its own, with a result per order
         * @description Each order goes through the same path as POST orders/{id}/mark_paid in its own transaction: MARKED_PAID, NOT_FOUND (not an order of this event), ORDER_NOT_AWAITING_PAYMENT (paid, expired or cancelled meanwhile) or SEAT_TAKEN.
         */
        post: operations["markOrdersPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/events/{event_id}/attendees/{short_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Ticket page data, QR payload included */
        get: operations["getPublicAttendeeTicket"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/attendees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Attendees of an event, paged; search names, email, short id or order reference; filter by ticket_id, ticket_price_id, status, checked_in, event_date_id */
        get: operations["listAttendees"];
        put?: never;
        /** Add an attendee by hand: a completed, manually created order of one ticket (409 SOLD_OUT when none is left; 409 WAITING_LIST_FIRST when the waiting list keeps the units, unless take_from_waiting_list) */
        post: operations["createAttendee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/attendees/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One attendee with its answers to attendee questions */
        get: operations["getAttendee"];
        /** Edit an attendee's name, email, email language and answers */
        put: operations["updateAttendee"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/attendees/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a ticket: it becomes invalid and its unit goes back on sale (409 when already cancelled) */
        post: operations["cancelAttendee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/attendees/{id}/reactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a cancelled ticket valid again while stock is left (409 SOLD_OUT otherwise); a unit the waiting list keeps only with take_from_waiting_list (409 WAITING_LIST_FIRST otherwise) */
        post: operations["reactivateAttendee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/attendees/{id}/resend_ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the ticket email again, in the attendee's language */
        post: operations["resendAttendeeTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/attendees/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The attendee list as a CSV or XLSX file, streamed, with a column per attendee question; the list parameters (in the query string or the body) filter it and X-Total-Count holds the row count */
        post: operations["exportAttendees"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/attendees/{id}/check_in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check an attendee in, on a date (409 ALREADY_CHECKED_IN with the time, 409 ATTENDEE_CANCELLED, 409 WRONG_DATE, 409 NO_DATE_TODAY) */
        post: operations["checkInAttendee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/attendees/{id}/check_out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check an attendee out again, of a date (409 NOT_CHECKED_IN, 409 WRONG_DATE, 409 NO_DATE_TODAY) */
        post: operations["checkOutAttendee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{account_id}/taxes-and-fees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Taxes and fees of the account (ADMIN), paged; by name unless sort_by is name, type, calculation_type or created_at; search by name; filter by type, calculation_type, is_default, is_active */
        get: operations["listTaxesAndFees"];
        put?: never;
        /** Add a tax or fee; a percentage rate is a percent such as 19.5, a fixed rate minor units per ticket */
        post: operations["createTaxOrFee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{account_id}/taxes-and-fees/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a tax or fee */
        put: operations["updateTaxOrFee"];
        post?: never;
        /** Delete a tax or fee; it is taken off every ticket */
        delete: operations["deleteTaxOrFee"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/promo-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Promo codes of an event, paged; search by code, sort by code, created_at, expiry_date or usage, filter by discount_type */
        get: operations["listPromoCodes"];
        put?: never;
        /** Add a promo code */
        post: operations["createPromoCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/promo-codes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One promo code with its usage */
        get: operations["getPromoCode"];
        /** Edit a promo code */
        put: operations["updatePromoCode"];
        post?: never;
        /** Delete a promo code */
        delete: operations["deletePromoCode"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Orders of an event, paged; query matches reference, short id, buyer name and email and attendee names (from their start); filter by status, payment_status, is_test, is_manually_created, created_at, total_gross, event_date_id; RESERVED and EXPIRED holds only when a status filter asks */
        get: operations["listOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/orders/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The orders of the list (same query and filters, in the query string or the body) as a streamed CSV or XLSX file; X-Total-Count holds the row count */
        post: operations["exportOrders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One order with its items, attendees, answers, payments, refunds and history */
        get: operations["getOrder"];
        /** Edits the buyer's name and email */
        put: operations["updateOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancels the order and its tickets, puts them back on sale and tells the buyer; refund: true also refunds what is left. A second cancel answers 409 */
        post: operations["cancelOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/orders/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Refunds an amount (minor units, at most total_gross - total_refunded) through the order’s payment provider; 409 REFUND_PENDING while one is in flight, 409 MANUAL_ORDER_NOT_REFUNDABLE for a manual order. Accepts Idempotency-Key */
        post: operations["refundOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/orders/{id}/resend_confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the buyer's order confirmation again */
        post: operations["resendOrderConfirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/orders/{id}/mark_paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Completes an order awaiting an offline payment */
        post: operations["markOrderPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/events/{event_id}/promo-codes/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a promo code can be used on the event now (case-insensitive)
         * @description Wrong codes count against one allowance per address and event (RATE_LIMIT_PROMO_CODES a minute) shared with ?promo_code= on the event API and page and with orders; once it is used up every code answers 429 with Retry-After.
         */
        get: operations["checkPromoCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/capacity-assignments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Capacity assignments of an event with the capacity used, paged; by name unless sort_by is name, capacity, used_capacity or status; search by name; filter by status, stop_sales_at_limit, capacity */
        get: operations["listCapacityAssignments"];
        put?: never;
        /** Add a capacity shared by tickets */
        post: operations["createCapacityAssignment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/capacity-assignments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One capacity assignment with its usage */
        get: operations["getCapacityAssignment"];
        /** Edit a capacity assignment */
        put: operations["updateCapacityAssignment"];
        post?: never;
        /** Delete a capacity assignment */
        delete: operations["deleteCapacityAssignment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The default questions (first name, last name, email), then the event’s questions in their sort order, paged; sort_by order, title, type or belongs_to; search by title; filter by type, belongs_to, required, is_hidden, is_default */
        get: operations["listQuestions"];
        put?: never;
        /** Add a question for buyers or attendees */
        post: operations["createQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/questions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One question */
        get: operations["getQuestion"];
        /** Edit a question; default questions answer 409 */
        put: operations["updateQuestion"];
        post?: never;
        /** Delete a question; default questions answer 409 */
        delete: operations["deleteQuestion"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/questions/sort": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Drag-to-sort: the new position of each of the event’s questions */
        post: operations["sortQuestions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/events/{event_id}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The questions buyers answer at checkout: the live event’s visible questions, without the default ones */
        get: operations["listPublicQuestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/payment-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How the account takes card payments (any member may read it) */
        get: operations["getPaymentSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/stripe/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe's onboarding link for the account's connected account, created on first use (ADMIN) */
        post: operations["connectStripe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Disconnect the Stripe account (ADMIN) */
        delete: operations["disconnectStripe"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/webhooks/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe webhook: signature verified, each event applied once (a duplicate answers 200 and changes nothing) */
        post: operations["receiveStripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/affiliates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Affiliates of an event with their figures (orders, tickets and gross net of refunds and cancellations), paged; query matches name, code and email; sort by name, code, created_at, status, sales_count, sales_gross or tickets_count; filter by status, created_at; with date_id, the figures of that date's orders only (404 for a date of another event) */
        get: operations["listAffiliates"];
        put?: never;
        /** Creates an affiliate; its code (letters, digits, dashes, underscores) is unique in the event whatever its case (422 otherwise) */
        post: operations["createAffiliate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/affiliates/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The affiliates of the list (same query, filters and date_id, in the query string or the body) with their figures as a streamed CSV or XLSX file; X-Total-Count holds the row count */
        post: operations["exportAffiliates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/affiliates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One affiliate with its figures */
        get: operations["getAffiliate"];
        /** Edits an affiliate; status INACTIVE stops crediting new orders, those already credited stay */
        put: operations["updateAffiliate"];
        post?: never;
        /** Deletes an affiliate; its orders stay but are no longer credited to anyone (deactivate it to keep its figures) */
        delete: operations["deleteAffiliate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{account_id}/api-tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's API tokens, newest first, with who created each and when it was last used */
        get: operations["listApiTokens"];
        put?: never;
        /** Create an API token with scopes and an optional expiry; the answer is the only one that carries the token */
        post: operations["createApiToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{account_id}/api-tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API token: it stops working at once */
        delete: operations["revokeApiToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{account_id}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's webhooks, newest first */
        get: operations["listWebhooks"];
        put?: never;
        /** Add a webhook; the answer is the only one that carries its signing secret (422 for a URL on a private network) */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{account_id}/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One webhook */
        get: operations["getWebhook"];
        /** Change the fields sent (the others stay), or pause and resume the webhook with status alone */
        put: operations["updateWebhook"];
        post?: never;
        /** Delete a webhook and its delivery log */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{account_id}/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The delivery log of a webhook: the newest 100 deliveries with status, response code, duration, body excerpt and attempts */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{account_id}/webhooks/{id}/deliveries/{delivery_id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a delivery again, with the same event id and body */
        post: operations["redeliverWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Messages of an event, newest first, with status, recipients and counts; filter by status, type, is_test */
        get: operations["listMessages"];
        put?: never;
        /** Send a message to attendees now or at scheduled_at (422 without the acknowledgement, 409 EMAIL_NOT_VERIFIED before the sender confirmed their email, 429 MESSAGE_LIMIT_REACHED past the daily limits) */
        post: operations["createMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/messages/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** How many people a message with these recipients would reach now (one mail per address, active attendees only) */
        post: operations["previewMessageRecipients"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One message as sent, with its recipients and their delivery status */
        get: operations["getMessage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/messages/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a scheduled message that has not started sending (409 MESSAGE_NOT_CANCELLABLE otherwise) */
        post: operations["cancelMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/check-in-lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check-in lists of an event with live counts, paged; search name and description; sort and filter by status, activates_at, expires_at */
        get: operations["listCheckInLists"];
        put?: never;
        /** Create a check-in list for some of the event’s tickets (422 while the event has no ticket) */
        post: operations["createCheckInList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/check-in-lists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One check-in list with live counts */
        get: operations["getCheckInList"];
        /** Replace a check-in list’s name, description, tickets and dates */
        put: operations["updateCheckInList"];
        post?: never;
        /** Delete a check-in list; its link stops working */
        delete: operations["deleteCheckInList"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/check-in-lists/{id}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give the list a new short id: the staff link changes and the old one stops working at once */
        post: operations["rotateCheckInList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/check-in-lists/{id}/conflicts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Offline scans of the list that found the ticket already admitted on another device, newest first, paged */
        get: operations["listCheckInConflicts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/check-in-lists/{short_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The list, its event and its live counts; 409 CHECK_IN_LIST_NOT_ACTIVE (with activates_at) or CHECK_IN_LIST_EXPIRED */
        get: operations["getPublicCheckInList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/check-in-lists/{short_id}/attendees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Attendees of the list’s tickets matching `query` (required): start of a name or the exact ticket short id; no emails */
        get: operations["searchCheckInAttendees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/check-in-lists/{short_id}/check-ins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check an attendee in or out by short id or QR code; 409 ALREADY_CHECKED_IN (with when and which device), ATTENDEE_CANCELLED, TICKET_NOT_ON_LIST, NOT_CHECKED_IN; 404 for an unknown or forged code */
        post: operations["checkInAtDoor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/check-in-lists/{short_id}/offline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything a scanner needs offline: list, event, attendees as compact rows, and the public keys that verify ticket QR codes (gzip when accepted) */
        get: operations["downloadCheckInList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/check-in-lists/{short_id}/check-ins/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload scans made offline (at most CHECK_IN_BATCH_MAX, each counted against the check-in rate limit): each answers on its own (APPLIED, ALREADY_CHECKED_IN with conflict, ATTENDEE_CANCELLED, …); a repeated upload changes nothing; 409 CHECK_IN_LIST_NOT_ACTIVE / CHECK_IN_LIST_EXPIRED */
        post: operations["uploadOfflineCheckIns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{account_id}/ticket-signing-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Ed25519 keys that sign the account’s ticket QR codes, current first */
        get: operations["listTicketSigningKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{account_id}/ticket-signing-keys/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a new signing key; with revoke_previous the old key’s codes are refused at once, otherwise they stay valid */
        post: operations["rotateTicketSigningKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/dates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dates of an event with the units sold on each, paged; by start unless sort_by says otherwise; filter by status, start_date */
        get: operations["listEventDates"];
        put?: never;
        /** Add a date to an event; the event’s start and end follow its dates */
        post: operations["createEventDate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/dates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One date with the units sold on it, the progress of its cancellation and its per-date overrides */
        get: operations["getEventDate"];
        /** Edit a date’s start, end, label and capacity (cancelling has its own route) */
        put: operations["updateEventDate"];
        post?: never;
        /** Delete a date without orders (one with orders is cancelled instead); an event keeps at least one date */
        delete: operations["deleteEventDate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/dates/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add the dates of an RFC 5545 rule in the event’s time zone (from the event’s start unless the rule has a DTSTART), less exclusions, plus additions; at most 1,000 a call and 10,000 an event */
        post: operations["generateEventDates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/dates/{id}/overrides": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set this date’s own price, quantity and visibility of ONE_DATE ticket prices; prices left out follow the ticket price again */
        put: operations["setEventDateOverrides"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/events/{event_id}/dates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Dates of a public event by start, paged, with from/to on the start, each with its availability */
        get: operations["listPublicEventDates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/dates/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancels a date: it stops selling at once, then a job cancels every order of the date (refunding it in full when refund is true) and mails each buyer when notify_buyers is true; progress in cancellation {orders_total, orders_done}. A repeat changes nothing */
        post: operations["cancelEventDate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{account_id}/seating-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Seating plans of the account without their layouts, paged; by name unless sort_by says otherwise; search by name; filter by seat_count, in_use */
        get: operations["listSeatingPlans"];
        put?: never;
        /** Draw a seating plan, or import one: a name and a layout as docs/seating.md describes it */
        post: operations["createSeatingPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{account_id}/seating-plans/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One seating plan with its layout (the export of docs/seating.md) and the events that use it */
        get: operations["getSeatingPlan"];
        /** Replace a seating plan’s name and layout; while an event using it has seats held or sold, every seat id and standing area id stays (409 PLAN_IN_USE) */
        put: operations["updateSeatingPlan"];
        post?: never;
        /** Delete a seating plan that no event uses (409 PLAN_IN_USE otherwise) */
        delete: operations["deleteSeatingPlan"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{account_id}/seating-plans/{id}/copy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Copy a seating plan, in use or not, into a new independent one named “<name> (copy)” unless a name is given */
        post: operations["copySeatingPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/seating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plan an event is sold with and the prices of each category; with date_id, the state of every seat that is not AVAILABLE on that date with its attendee, and the standing areas’ use (404 for a date of another event) */
        get: operations["getEventSeating"];
        /** Sell an event from a plan of the account, each category by its ONE_DATE prices (a price in one category at most); seating_plan_id null makes it general admission again. Changing or removing the plan while seats are sold or held: 409 PLAN_IN_USE */
        put: operations["setEventSeating"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/seating/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Keep seats off sale on a date, or on every scheduled date when date_id is left out: all or none, 409 SEAT_TAKEN naming the seats sold or held there (409 CONFLICT for an event without a plan) */
        post: operations["blockSeats"];
        /** Put blocked seats back on sale on a date, or on every date of the event when date_id is left out; seats held or sold stay as they are */
        delete: operations["unblockSeats"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/seating/seat-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every seat of the plan on a date, in plan order, and then each standing area (a row of its free places, then one per place taken), as a CSV or XLSX file, streamed: section, row, seat, category, accessibility, state, attendee, order and places; X-Total-Count holds the row count (404 for a date of another event) */
        get: operations["exportSeatList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/attendees/{id}/seat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Move an attendee to a free seat of the same category on the attendee’s date (409 SEAT_TAKEN when it is not free; 422 for a seat of another category or not in the plan) */
        put: operations["moveAttendeeSeat"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/events/{event_id}/seating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A seated event's plan for the seat picker, with the prices of each category and the availability of every seat on the date (?date_id=, else the date the event page shows)
         * @description `availability` has one character per seat in plan order (as planSeats flattens the layout): "0" free, "1" held, sold or blocked; `standing` the free places of each standing area. The answer carries a strong ETag over its body and `Cache-Control: no-cache`: a request with a matching If-None-Match answers 304 without a body. 404 for an event sold without seats, or not public.
         */
        get: operations["getPublicSeating"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/waiting-room": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The event's waiting room with its live figures: queued, admitted, admitted in the last minute, p95 wait */
        get: operations["getWaitingRoom"];
        /** Turn the waiting room on or off, set its opening and on-sale times, the admission rate (null: automatic), the minutes an admitted buyer has to start an order, and pause or resume admissions */
        put: operations["saveWaitingRoom"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/events/{event_id}/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join the event's queue (404 without an enabled waiting room; 409 QUEUE_NOT_OPEN before it opens); with the queue_token of an earlier join, that place */
        post: operations["joinQueue"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/events/{event_id}/queue/{queue_token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A place in the queue: status, position, estimated wait, when to ask again; once admitted the admission token */
        get: operations["getQueuePlace"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/reports/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A report of the event (sales-by-ticket, sales-by-day, promo-codes, affiliates, taxes-and-fees, check-ins, dates), net of cancellations and refunds like the stats and the exports; from/to: days of sale in the event’s time zone; date_id: that date’s orders (404 for a date of another event); money in minor units, or format=csv */
        get: operations["getEventReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizers/{id}/reports/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A report over every event of the organizer (revenue-by-event, taxes-and-fees), totals per currency; from/to: days of sale, each in its event’s time zone; money in minor units, or format=csv */
        get: operations["getOrganizerReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/events/{event_id}/waiting-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Joins the waiting list of a price (on a date) while it is sold out (409 NOT_SOLD_OUT otherwise): a party of up to the ticket's maximum per order; one entry per email, price and date (409 WAITING_LIST_DUPLICATE); a mail confirms with the link to the position. Rate limited per address like a purchase. */
        post: operations["joinWaitingList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/waiting-list/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The entrant's entry: status, position while waiting, and an open offer's checkout and expiry */
        get: operations["getWaitingListEntry"];
        put?: never;
        post?: never;
        /** Leaves the list (CANCELLED); an open offer is withdrawn and its tickets pass to the next entry */
        delete: operations["leaveWaitingList"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/waiting-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Waiting-list entries of an event, paged, in order of arrival by default, each with its position among the entries waiting for its price and date; query matches names and email; filter by status, ticket_id, ticket_price_id, date_id, quantity, created_at; `figures`: entries waiting and offered, offers sent and offers converted */
        get: operations["listWaitingList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/waiting-list/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The entries of the list (same query and filters, in the query string or the body) as a streamed CSV or XLSX file; X-Total-Count holds the row count */
        post: operations["exportWaitingList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/waiting-list/{id}/offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Offers now, whatever the entry's place: a reserved order holding its whole party until the event's waiting_list_offer_hours, mailed with its checkout link; 409 SOLD_OUT unless the whole party is free, 409 WAITING_LIST_ENTRY_NOT_WAITING unless the entry waits */
        post: operations["offerWaitingListEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/waiting-list/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes an entry (CANCELLED); an open offer is withdrawn and its tickets pass to the next entry; 409 WAITING_LIST_ENTRY_NOT_WAITING once it was bought, lapsed or removed */
        delete: operations["removeWaitingListEntry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizers/{id}/invoicing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The organizer's invoicing settings (off until saved with enabled) */
        get: operations["getInvoicingSettings"];
        /** Save the invoicing settings; documents already issued keep what they printed */
        put: operations["saveInvoicingSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizers/{id}/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every invoice and credit note of the organizer, paged; newest number first; search by number; filter by kind, event_id, order_id, issued_at */
        get: operations["listInvoices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/organizers/{id}/invoices/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The invoices and credit notes of the list (same filters) as a streamed CSV or XLSX file for the accountant; amounts in minor units, credit notes negative */
        post: operations["exportInvoices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events/{event_id}/orders/{id}/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The order's invoices and credit notes, in the order they were issued */
        get: operations["listOrderInvoices"];
        put?: never;
        /** Issue the sale's invoice when it has none, or correct it: a credit note cancelling it and a new invoice with the buyer's details as given (409 once it was credited in part, or when invoicing is off) */
        post: operations["reissueInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The PDF of an invoice or credit note, as it was issued */
        get: operations["getInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/events/{event_id}/order/{short_id}/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The buyer's invoices and credit notes of the order, to download */
        get: operations["listPublicOrderInvoices"];
        put?: never;
        /**
         * The buyer asks for the order's invoice after the purchase, on an event that issues invoices on request
         * @description For a paid sale (COMPLETED, PARTIALLY_REFUNDED, REFUND_PENDING or REFUND_FAILED) of an event whose settings.invoice_mode is ON_REQUEST, with the organizer's invoicing on: issues the invoice (201), numbered like every other, with the business details given here filling in or replacing the checkout's (each field omitted keeps it; checked as at checkout: a malformed VAT id is 422 on `business.tax_id`, an event that requires company and address 422 on `business.company`, `business.address`). What was refunded before is credited by a credit note issued with it. Idempotent: an order that has its invoice answers it with 200 and changes nothing, whatever details are given (an issued invoice never changes; the organizer corrects it). 409 INVOICE_NOT_AVAILABLE for an order that is not a paid sale (awaiting payment, cancelled, refunded in full, free), an event that issues invoices on completion, or invoicing turned off. Two requests at once issue one invoice.
         */
        post: operations["requestPublicOrderInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/events/{event_id}/order/{short_id}/invoices/{id}/pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The PDF of one of the order's invoices or credit notes */
        get: operations["getPublicInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        SeatingLayoutInput: {
            /** @constant */
            version: 1;
            width: number;
            height: number;
            categories: {
                id: string;
                name: string;
                color: string;
            }[];
            sections: {
                id: string;
                label: string;
                /** @default [] */
                rows: {
                    id: string;
                    label: string;
                    category?: string;
                    geometry?: {
                        x: number;
                        y: number;
                        spacing: number;
                        rotation?: number;
                        curve?: number;
                        /** @enum {string} */
                        numbering?: "LEFT_TO_RIGHT" | "RIGHT_TO_LEFT" | "ODD_EVEN" | "EVEN_ODD";
                        prefix?: string;
                        first_number?: number;
                    };
                    seats: {
                        id: string;
                        label: string;
                        x: number;
                        y: number;
                        category?: string;
                        accessible?: ("WHEELCHAIR" | "COMPANION") | null;
                    }[];
                }[];
                /** @default [] */
                tables: {
                    id: string;
                    label: string;
                    /** @enum {string} */
                    shape: "ROUND" | "RECTANGLE";
                    x: number;
                    y: number;
                    width: number;
                    height: number;
                    category?: string;
                    seats: {
                        id: string;
                        label: string;
                        x: number;
                        y: number;
                        category?: string;
                        accessible?: ("WHEELCHAIR" | "COMPANION") | null;
                    }[];
                }[];
            }[];
            /** @default [] */
            standing_areas: {
                id: string;
                label: string;
                capacity: number;
                category: string;
                x: number;
                y: number;
                width: number;
                height: number;
            }[];
            /** @default [] */
            shapes: {
                /** @enum {string} */
                kind: "STAGE" | "LABEL" | "EXIT" | "RECTANGLE" | "ELLIPSE";
                x: number;
                y: number;
                width: number;
                height: number;
                rotation?: number;
                text?: string;
            }[];
        };
        SellableSeatingLayoutInput: components["schemas"]["SeatingLayoutInput"];
        ErrorResponse: {
            message: string;
            code: string;
            errors?: {
                [key: string]: string[];
            };
        };
        ListMeta: {
            current_page: number;
            per_page: number;
            total: number;
            last_page: number;
        };
        MessageResponse: {
            message: string;
        };
        User: {
            id: number;
            first_name: string;
            last_name: string;
            email: string;
            /** @enum {string} */
            role: "ADMIN" | "ORGANIZER";
            /** @enum {string} */
            status: "ACTIVE" | "INACTIVE" | "INVITED";
            is_account_owner: boolean;
            email_verified: boolean;
            pending_email: string | null;
            /** @enum {string} */
            locale: "en" | "de" | "fr" | "pt" | "es" | "zh-cn" | "pt-br";
            timezone: string;
            account_id: number;
            /** Format: date-time */
            last_login_at: string | null;
            /** Format: date-time */
            created_at: string;
        };
        Account: {
            id: number;
            name: string;
            email: string;
            currency_code: string;
            timezone: string;
            owner_user_id: number | null;
            event_defaults: components["schemas"]["EventDefaults"];
            /** Format: date-time */
            created_at: string;
        };
        AccountChoice: {
            id: number;
            name: string;
        };
        AuthResponse: {
            token: string;
            data: components["schemas"]["User"];
            account?: components["schemas"]["Account"];
        };
        LoginResponse: components["schemas"]["AuthResponse"] | {
            accounts: components["schemas"]["AccountChoice"][];
        };
        Invitation: {
            email: string;
            first_name: string;
            last_name: string;
            account_name: string;
            inviter_name: string;
            existing_user: boolean;
        };
        Image: {
            id: number;
            type: string;
            url: string;
            thumbnail_url: string | null;
            file_name: string;
            mime_type: string;
            size: number;
            width: number | null;
            height: number | null;
        };
        Organizer: {
            id: number;
            account_id: number;
            name: string;
            email: string;
            description: string | null;
            website: string | null;
            currency: string;
            timezone: string;
            images: components["schemas"]["Image"][];
            /** Format: date-time */
            created_at: string;
        };
        EventSettings: {
            custom_map_url: string | null;
            seo_title: string | null;
            seo_description: string | null;
            seo_keywords: string | null;
            allow_search_engine_indexing: boolean;
            support_email: string | null;
            email_footer_message: string | null;
            order_timeout_in_minutes: number;
            homepage_background_color: string;
            homepage_content_background_color: string;
            homepage_primary_color: string;
            homepage_secondary_color: string;
            homepage_text_color: string;
            homepage_button_color: string;
            homepage_button_text_color: string;
            homepage_link_color: string;
            homepage_padding: number;
            /** @enum {string} */
            homepage_background_type: "COLOR" | "MIRROR_COVER_IMAGE";
            notify_organizer_of_new_orders: boolean;
            notify_buyer_of_refund: boolean;
            pre_checkout_message: string | null;
            post_checkout_message: string | null;
            ticket_page_message: string | null;
            continue_button_text: string | null;
            hide_getting_started_page: boolean;
            show_hidden_questions: boolean;
            /** @enum {string} */
            price_display_mode: "INCLUSIVE" | "EXCLUSIVE";
            show_available_ticket_quantity: boolean;
            show_powered_by_footer: boolean;
            widget_background_color: string;
            widget_text_color: string;
            widget_primary_color: string;
            widget_primary_text_color: string;
            widget_padding: number;
            widget_continue_button_text: string | null;
            /** @enum {string} */
            widget_checkout_target: "NEW_TAB" | "SAME_FRAME";
            widget_auto_resize: boolean;
            widget_show_event_title: boolean;
            payment_methods: {
                /** @enum {string} */
                method: "CARD" | "BANK_TRANSFER" | "PAY_AT_DOOR";
                /** @default null */
                instructions: string | null;
            }[];
            offline_payment_days: number;
            pay_at_door_issues_tickets: boolean;
            waiting_list_offer_hours: number;
            /** @enum {string} */
            waiting_list_offers: "AUTOMATIC" | "MANUAL";
            /** @enum {string} */
            invoice_mode: "ON_COMPLETION" | "ON_REQUEST";
            /** @enum {string} */
            business_details: "OFF" | "OPTIONAL" | "REQUIRED";
        };
        Event: {
            id: number;
            account_id: number;
            organizer_id: number;
            organizer: {
                id: number;
                name: string;
            };
            title: string;
            description: string | null;
            slug: string;
            /** Format: date-time */
            start_date: string;
            /** Format: date-time */
            end_date: string | null;
            timezone: string;
            currency: string;
            /** @enum {string} */
            status: "DRAFT" | "LIVE" | "ARCHIVED";
            /** @enum {string} */
            lifecycle: "UPCOMING" | "ONGOING" | "ENDED" | "ARCHIVED";
            location_details: {
                /** @default null */
                venue_name: string | null;
                /** @default null */
                address_line_1: string | null;
                /** @default null */
                address_line_2: string | null;
                /** @default null */
                city: string | null;
                /** @default null */
                state_or_region: string | null;
                /** @default null */
                zip_or_postal_code: string | null;
                /** @default null */
                country: string | null;
            } | null;
            is_online_event: boolean;
            online_event_connection_details: string | null;
            settings: components["schemas"]["EventSettings"];
            images: components["schemas"]["Image"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        EventDefaults: {
            order_timeout_in_minutes: number;
            /** @enum {string} */
            price_display_mode: "INCLUSIVE" | "EXCLUSIVE";
            support_email: string | null;
            email_footer_message: string | null;
            notify_organizer_of_new_orders: boolean;
            show_powered_by_footer: boolean;
        };
        PublicEvent: {
            id: number;
            organizer_id: number;
            organizer: {
                id: number;
                name: string;
                website: string | null;
                description: string | null;
            };
            title: string;
            description: string | null;
            slug: string;
            /** Format: date-time */
            start_date: string;
            /** Format: date-time */
            end_date: string | null;
            timezone: string;
            currency: string;
            /** @enum {string} */
            status: "DRAFT" | "LIVE" | "ARCHIVED";
            location_details: {
                /** @default null */
                venue_name: string | null;
                /** @default null */
                address_line_1: string | null;
                /** @default null */
                address_line_2: string | null;
                /** @default null */
                city: string | null;
                /** @default null */
                state_or_region: string | null;
                /** @default null */
                zip_or_postal_code: string | null;
                /** @default null */
                country: string | null;
            } | null;
            is_online_event: boolean;
            online_event_connection_details: string | null;
            images: components["schemas"]["Image"][];
            /** @enum {string} */
            lifecycle: "UPCOMING" | "ONGOING" | "ENDED" | "ARCHIVED";
            settings: {
                custom_map_url: string | null;
                seo_title: string | null;
                seo_description: string | null;
                seo_keywords: string | null;
                allow_search_engine_indexing: boolean;
                support_email: string | null;
                order_timeout_in_minutes: number;
                homepage_background_color: string;
                homepage_content_background_color: string;
                homepage_primary_color: string;
                homepage_secondary_color: string;
                homepage_text_color: string;
                homepage_button_color: string;
                homepage_button_text_color: string;
                homepage_link_color: string;
                homepage_padding: number;
                /** @enum {string} */
                homepage_background_type: "COLOR" | "MIRROR_COVER_IMAGE";
                pre_checkout_message: string | null;
                post_checkout_message: string | null;
                ticket_page_message: string | null;
                continue_button_text: string | null;
                /** @enum {string} */
                price_display_mode: "INCLUSIVE" | "EXCLUSIVE";
                show_available_ticket_quantity: boolean;
                show_powered_by_footer: boolean;
                widget_background_color: string;
                widget_text_color: string;
                widget_primary_color: string;
                widget_primary_text_color: string;
                widget_padding: number;
                widget_continue_button_text: string | null;
                /** @enum {string} */
                widget_checkout_target: "NEW_TAB" | "SAME_FRAME";
                widget_auto_resize: boolean;
                widget_show_event_title: boolean;
                payment_methods: {
                    /** @enum {string} */
                    method: "CARD" | "BANK_TRANSFER" | "PAY_AT_DOOR";
                }[];
                offline_payment_days: number;
                pay_at_door_issues_tickets: boolean;
                waiting_list_offer_hours: number;
                /** @enum {string} */
                waiting_list_offers: "AUTOMATIC" | "MANUAL";
                /** @enum {string} */
                invoice_mode: "ON_COMPLETION" | "ON_REQUEST";
                /** @enum {string} */
                business_details: "OFF" | "OPTIONAL" | "REQUIRED";
            };
        };
        PublicEventWithTickets: {
            id: number;
            organizer_id: number;
            organizer: {
                id: number;
                name: string;
                website: string | null;
                description: string | null;
            };
            title: string;
            description: string | null;
            slug: string;
            /** Format: date-time */
            start_date: string;
            /** Format: date-time */
            end_date: string | null;
            timezone: string;
            currency: string;
            /** @enum {string} */
            status: "DRAFT" | "LIVE" | "ARCHIVED";
            location_details: {
                /** @default null */
                venue_name: string | null;
                /** @default null */
                address_line_1: string | null;
                /** @default null */
                address_line_2: string | null;
                /** @default null */
                city: string | null;
                /** @default null */
                state_or_region: string | null;
                /** @default null */
                zip_or_postal_code: string | null;
                /** @default null */
                country: string | null;
            } | null;
            is_online_event: boolean;
            online_event_connection_details: string | null;
            images: components["schemas"]["Image"][];
            /** @enum {string} */
            lifecycle: "UPCOMING" | "ONGOING" | "ENDED" | "ARCHIVED";
            settings: {
                custom_map_url: string | null;
                seo_title: string | null;
                seo_description: string | null;
                seo_keywords: string | null;
                allow_search_engine_indexing: boolean;
                support_email: string | null;
                order_timeout_in_minutes: number;
                homepage_background_color: string;
                homepage_content_background_color: string;
                homepage_primary_color: string;
                homepage_secondary_color: string;
                homepage_text_color: string;
                homepage_button_color: string;
                homepage_button_text_color: string;
                homepage_link_color: string;
                homepage_padding: number;
                /** @enum {string} */
                homepage_background_type: "COLOR" | "MIRROR_COVER_IMAGE";
                pre_checkout_message: string | null;
                post_checkout_message: string | null;
                ticket_page_message: string | null;
                continue_button_text: string | null;
                /** @enum {string} */
                price_display_mode: "INCLUSIVE" | "EXCLUSIVE";
                show_available_ticket_quantity: boolean;
                show_powered_by_footer: boolean;
                widget_background_color: string;
                widget_text_color: string;
                widget_primary_color: string;
                widget_primary_text_color: string;
                widget_padding: number;
                widget_continue_button_text: string | null;
                /** @enum {string} */
                widget_checkout_target: "NEW_TAB" | "SAME_FRAME";
                widget_auto_resize: boolean;
                widget_show_event_title: boolean;
                payment_methods: {
                    /** @enum {string} */
                    method: "CARD" | "BANK_TRANSFER" | "PAY_AT_DOOR";
                }[];
                offline_payment_days: number;
                pay_at_door_issues_tickets: boolean;
                waiting_list_offer_hours: number;
                /** @enum {string} */
                waiting_list_offers: "AUTOMATIC" | "MANUAL";
                /** @enum {string} */
                invoice_mode: "ON_COMPLETION" | "ON_REQUEST";
                /** @enum {string} */
                business_details: "OFF" | "OPTIONAL" | "REQUIRED";
            };
            tickets: components["schemas"]["PublicTicket"][];
            promo_code: components["schemas"]["AppliedPromoCode"] | null;
            test_mode: boolean;
            max_tickets_per_order: number;
            event_date_id: number | null;
            dates_count: number;
            seated: boolean;
        };
        EventStats: {
            currency: string;
            totals: {
                tickets_sold: number;
                orders_created: number;
                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                sales_total_gross: number;
                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                total_fee: number;
                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                total_tax: number;
                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                total_refunded: number;
                attendees_registered: number;
                check_ins: number;
            };
            daily: {
                date: string;
                tickets_sold: number;
                orders_created: number;
                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                sales_total_gross: number;
                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                total_fee: number;
                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                total_tax: number;
                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                total_refunded: number;
            }[];
        };
        EventCheckInStats: {
            total_attendees: number;
            checked_in: number;
        };
        TaxAndFee: {
            id: number;
            name: string;
            /** @enum {string} */
            type: "TAX" | "FEE";
            /** @enum {string} */
            calculation_type: "PERCENTAGE" | "FIXED";
            rate: number;
            is_default: boolean;
            is_active: boolean;
        };
        TicketPrice: {
            id: number;
            label: string | null;
            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
            price: number;
            initial_quantity_available: number | null;
            quantity_sold: number;
            quantity_available: number | null;
            is_hidden: boolean;
            /** Format: date-time */
            sale_start_date: string | null;
            /** Format: date-time */
            sale_end_date: string | null;
            /** @enum {string} */
            status: "ON_SALE" | "NOT_ON_SALE" | "SOLD_OUT" | "SALE_ENDED" | "HIDDEN" | "PAUSED";
        };
        Ticket: {
            id: number;
            event_id: number;
            /** @enum {string} */
            type: "PAID" | "FREE" | "DONATION" | "TIERED";
            /** @enum {string} */
            validity: "ONE_DATE" | "ALL_DATES";
            title: string;
            description: string | null;
            prices: components["schemas"]["TicketPrice"][];
            min_per_order: number | null;
            max_per_order: number | null;
            /** Format: date-time */
            sale_start_date: string | null;
            /** Format: date-time */
            sale_end_date: string | null;
            hide_before_sale_start_date: boolean;
            hide_after_sale_end_date: boolean;
            hide_when_sold_out: boolean;
            is_hidden: boolean;
            is_hidden_without_promo_code: boolean;
            start_collapsed: boolean;
            show_quantity_remaining: boolean;
            is_paused: boolean;
            tax_and_fee_ids: number[];
            order: number;
            /** @enum {string} */
            status: "ON_SALE" | "NOT_ON_SALE" | "SOLD_OUT" | "SALE_ENDED" | "HIDDEN" | "PAUSED";
            has_sales: boolean;
        };
        PublicTicketPrice: {
            id: number;
            label: string | null;
            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
            price: number;
            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
            discounted_price: number;
            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
            display_price: number;
            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
            display_taxes_and_fees: number;
            quantity_available: number | null;
            /** @enum {string} */
            status: "ON_SALE" | "NOT_ON_SALE" | "SOLD_OUT" | "SALE_ENDED" | "HIDDEN" | "PAUSED";
        };
        PublicTicket: {
            id: number;
            /** @enum {string} */
            type: "PAID" | "FREE" | "DONATION" | "TIERED";
            title: string;
            description: string | null;
            min_per_order: number | null;
            max_per_order: number;
            /** Format: date-time */
            sale_start_date: string | null;
            /** Format: date-time */
            sale_end_date: string | null;
            start_collapsed: boolean;
            /** @enum {string} */
            status: "ON_SALE" | "NOT_ON_SALE" | "SOLD_OUT" | "SALE_ENDED" | "HIDDEN" | "PAUSED";
            promo_applies: boolean;
            prices: components["schemas"]["PublicTicketPrice"][];
            taxes_and_fees: {
                name: string;
                /** @enum {string} */
                type: "TAX" | "FEE";
                /** @enum {string} */
                calculation_type: "PERCENTAGE" | "FIXED";
                rate: number;
            }[];
        };
        PromoCode: {
            id: number;
            event_id: number;
            code: string;
            /** @enum {string} */
            discount_type: "PERCENTAGE" | "FIXED" | "NONE";
            /** @description A percentage for PERCENTAGE codes; an amount in the minor unit of the currency for FIXED ones. */
            discount: number;
            applicable_ticket_ids: number[];
            /** Format: date-time */
            expiry_date: string | null;
            max_allowed_usages: number | null;
            usage_count: number;
        };
        PromoCodeCheck: {
            valid: boolean;
        };
        AppliedPromoCode: {
            code: string;
            valid: boolean;
            discount_type: ("PERCENTAGE" | "FIXED" | "NONE") | null;
            /** @description A percentage for PERCENTAGE codes; an amount in the minor unit of the currency for FIXED ones. */
            discount: number | null;
        };
        CapacityAssignment: {
            id: number;
            event_id: number;
            name: string;
            capacity: number | null;
            used_capacity: number;
            /** @enum {string} */
            status: "ACTIVE" | "INACTIVE";
            stop_sales_at_limit: boolean;
            ticket_ids: number[];
        };
        Question: {
            id: number | ("first_name" | "last_name" | "email");
            event_id: number;
            title: string;
            description: string | null;
            /** @enum {string} */
            type: "SINGLE_LINE_TEXT" | "MULTI_LINE_TEXT" | "DROPDOWN" | "RADIO" | "CHECKBOX" | "DATE";
            options: string[];
            required: boolean;
            is_hidden: boolean;
            /** @enum {string} */
            belongs_to: "ATTENDEE" | "ORDER";
            ticket_ids: number[];
            order: number;
            is_default: boolean;
        };
        OrderItem: {
            ticket_id: number;
            ticket_price_id: number;
            ticket_title: string;
            price_label: string | null;
            quantity: number;
            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
            price_before_discount: number;
            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
            price: number;
            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
            total_before_additions: number;
            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
            total_fee: number;
            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
            total_tax: number;
            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
            total_gross: number;
            taxes_and_fees: {
                name: string;
                /** @enum {string} */
                type: "TAX" | "FEE";
                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                amount: number;
            }[];
        };
        PublicAttendee: {
            short_id: string;
            first_name: string;
            last_name: string;
            email: string;
            ticket_id: number;
            ticket_price_id: number;
            ticket_title: string;
            price_label: string | null;
            /** @enum {string} */
            status: "ACTIVE" | "CANCELLED" | "AWAITING_PAYMENT";
            event_date_id: number | null;
            event_date: {
                /** Format: date-time */
                start_date: string;
                /** Format: date-time */
                end_date: string | null;
                label: string | null;
            } | null;
            seat: {
                id: string;
                section: string;
                row: string;
                label: string;
                category: string;
            } | null;
        };
        PublicOrder: {
            short_id: string;
            event_id: number;
            public_reference: string;
            /** @enum {string} */
            status: "RESERVED" | "AWAITING_PAYMENT" | "PROCESSING" | "COMPLETED" | "CANCELLED" | "PAYMENT_FAILED" | "REFUND_PENDING" | "REFUNDED" | "PARTIALLY_REFUNDED" | "REFUND_FAILED" | "EXPIRED";
            /** @enum {string} */
            payment_status: "NOT_REQUIRED" | "AWAITING_PAYMENT" | "PROCESSING" | "SUCCEEDED" | "FAILED";
            currency: string;
            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
            total_before_additions: number;
            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
            total_discount: number;
            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
            total_fee: number;
            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
            total_tax: number;
            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
            total_gross: number;
            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
            total_refunded: number;
            /** Format: date-time */
            reserved_until: string | null;
            is_test: boolean;
            promo_code: string | null;
            first_name: string | null;
            last_name: string | null;
            email: string | null;
            locale: string;
            items: components["schemas"]["OrderItem"][];
            attendees: components["schemas"]["PublicAttendee"][];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            completed_at: string | null;
            event_date_id: number | null;
            event_date: {
                /** Format: date-time */
                start_date: string;
                /** Format: date-time */
                end_date: string | null;
                label: string | null;
            } | null;
            payment_method: ("CARD" | "BANK_TRANSFER" | "PAY_AT_DOOR") | null;
            payment_instructions: string | null;
        };
        PaymentStart: {
            /** @enum {string} */
            provider: "test" | "stripe";
            client_secret?: string | null;
            publishable_key?: string | null;
            stripe_account_id?: string | null;
            redirect_url?: string | null;
        };
        PublicAttendeeTicket: {
            attendee: {
                short_id: string;
                first_name: string;
                last_name: string;
                email: string;
                ticket_id: number;
                ticket_price_id: number;
                ticket_title: string;
                price_label: string | null;
                /** @enum {string} */
                status: "ACTIVE" | "CANCELLED" | "AWAITING_PAYMENT";
                event_date_id: number | null;
                event_date: {
                    /** Format: date-time */
                    start_date: string;
                    /** Format: date-time */
                    end_date: string | null;
                    label: string | null;
                } | null;
                seat: {
                    id: string;
                    section: string;
                    row: string;
                    label: string;
                    category: string;
                } | null;
                /** Format: date-time */
                checked_in_at: string | null;
            };
            order: {
                public_reference: string;
                /** @enum {string} */
                status: "RESERVED" | "AWAITING_PAYMENT" | "PROCESSING" | "COMPLETED" | "CANCELLED" | "PAYMENT_FAILED" | "REFUND_PENDING" | "REFUNDED" | "PARTIALLY_REFUNDED" | "REFUND_FAILED" | "EXPIRED";
                is_test: boolean;
            };
            event: components["schemas"]["PublicEvent"];
            qr_code: string;
            ticket_page_message: string | null;
        };
        Attendee: {
            id: number;
            short_id: string;
            first_name: string;
            last_name: string;
            email: string;
            locale: string;
            /** @enum {string} */
            status: "ACTIVE" | "CANCELLED" | "AWAITING_PAYMENT";
            /** Format: date-time */
            checked_in_at: string | null;
            ticket_id: number;
            ticket_price_id: number;
            ticket_title: string;
            price_label: string | null;
            order_id: number;
            order_short_id: string;
            order_public_reference: string;
            /** @enum {string} */
            order_status: "RESERVED" | "AWAITING_PAYMENT" | "PROCESSING" | "COMPLETED" | "CANCELLED" | "PAYMENT_FAILED" | "REFUND_PENDING" | "REFUNDED" | "PARTIALLY_REFUNDED" | "REFUND_FAILED" | "EXPIRED";
            is_manually_created: boolean;
            is_test: boolean;
            /** Format: date-time */
            created_at: string;
            event_date_id: number | null;
            event_date: {
                /** Format: date-time */
                start_date: string;
                /** Format: date-time */
                end_date: string | null;
                label: string | null;
            } | null;
            seat: {
                id: string;
                section: string;
                row: string;
                label: string;
                category: string;
            } | null;
        };
        AttendeeAnswer: {
            question_id: number;
            title: string;
            /** @enum {string} */
            type: "SINGLE_LINE_TEXT" | "MULTI_LINE_TEXT" | "DROPDOWN" | "RADIO" | "CHECKBOX" | "DATE";
            is_hidden: boolean;
            answer: string | string[];
        };
        AttendeeDetails: {
            id: number;
            short_id: string;
            first_name: string;
            last_name: string;
            email: string;
            locale: string;
            /** @enum {string} */
            status: "ACTIVE" | "CANCELLED" | "AWAITING_PAYMENT";
            /** Format: date-time */
            checked_in_at: string | null;
            ticket_id: number;
            ticket_price_id: number;
            ticket_title: string;
            price_label: string | null;
            order_id: number;
            order_short_id: string;
            order_public_reference: string;
            /** @enum {string} */
            order_status: "RESERVED" | "AWAITING_PAYMENT" | "PROCESSING" | "COMPLETED" | "CANCELLED" | "PAYMENT_FAILED" | "REFUND_PENDING" | "REFUNDED" | "PARTIALLY_REFUNDED" | "REFUND_FAILED" | "EXPIRED";
            is_manually_created: boolean;
            is_test: boolean;
            /** Format: date-time */
            created_at: string;
            event_date_id: number | null;
            event_date: {
                /** Format: date-time */
                start_date: string;
                /** Format: date-time */
                end_date: string | null;
                label: string | null;
            } | null;
            seat: {
                id: string;
                section: string;
                row: string;
                label: string;
                category: string;
            } | null;
            answers: components["schemas"]["AttendeeAnswer"][];
        };
        CheckInResult: {
            attendee: components["schemas"]["Attendee"];
            check_in: {
                id: number;
                attendee_id: number;
                attendee_short_id: string;
                check_in_list_id: number | null;
                /** @enum {string} */
                action: "CHECK_IN" | "CHECK_OUT";
                device_id: string | null;
                /** Format: date-time */
                created_at: string;
            };
        };
        ManagedOrderAttendee: {
            id: number;
            short_id: string;
            first_name: string;
            last_name: string;
            email: string;
            ticket_id: number;
            ticket_price_id: number;
            ticket_title: string;
            price_label: string | null;
            /** @enum {string} */
            status: "ACTIVE" | "CANCELLED" | "AWAITING_PAYMENT";
            /** Format: date-time */
            checked_in_at: string | null;
            locale: string;
            event_date_id: number | null;
            event_date: {
                /** Format: date-time */
                start_date: string;
                /** Format: date-time */
                end_date: string | null;
                label: string | null;
            } | null;
            seat: {
                id: string;
                section: string;
                row: string;
                label: string;
                category: string;
            } | null;
        };
        ManagedOrder: {
            id: number;
            short_id: string;
            public_reference: string;
            /** @enum {string} */
            status: "RESERVED" | "AWAITING_PAYMENT" | "PROCESSING" | "COMPLETED" | "CANCELLED" | "PAYMENT_FAILED" | "REFUND_PENDING" | "REFUNDED" | "PARTIALLY_REFUNDED" | "REFUND_FAILED" | "EXPIRED";
            /** @enum {string} */
            payment_status: "NOT_REQUIRED" | "AWAITING_PAYMENT" | "PROCESSING" | "SUCCEEDED" | "FAILED";
            payment_provider: string | null;
            currency: string;
            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
            total_before_additions: number;
            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
            total_fee: number;
            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
            total_tax: number;
            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
            total_gross: number;
            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
            total_refunded: number;
            /** Format: date-time */
            reserved_until: string | null;
            is_manually_created: boolean;
            is_test: boolean;
            first_name: string | null;
            last_name: string | null;
            email: string | null;
            locale: string;
            promo_code: string | null;
            items: components["schemas"]["OrderItem"][];
            attendees: components["schemas"]["ManagedOrderAttendee"][];
            attendees_count: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            completed_at: string | null;
            event_date_id: number | null;
            event_date: {
                /** Format: date-time */
                start_date: string;
                /** Format: date-time */
                end_date: string | null;
                label: string | null;
            } | null;
            payment_method: ("CARD" | "BANK_TRANSFER" | "PAY_AT_DOOR") | null;
        };
        OrderAnswer: {
            question_id: number;
            title: string;
            is_hidden: boolean;
            answer: string | string[];
        };
        OrderPayment: {
            provider: string | null;
            /** @enum {string} */
            status: "NOT_REQUIRED" | "AWAITING_PAYMENT" | "PROCESSING" | "SUCCEEDED" | "FAILED";
            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
            amount: number;
            provider_payment_id: string | null;
            provider_account_id: string | null;
        };
        OrderRefund: {
            id: number;
            provider: string;
            provider_refund_id: string | null;
            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
            amount: number;
            currency: string;
            /** @enum {string} */
            status: "PENDING" | "SUCCEEDED" | "FAILED" | "CANCELED";
            reason: string;
            failure_reason: string | null;
            /** Format: date-time */
            created_at: string;
        };
        OrderHistoryEntry: {
            id: number;
            action: string;
            actor: {
                id: number;
                name: string;
            } | null;
            data: {
                [key: string]: unknown;
            };
            /** Format: date-time */
            created_at: string;
        };
        OrderDetails: {
            id: number;
            short_id: string;
            public_reference: string;
            /** @enum {string} */
            status: "RESERVED" | "AWAITING_PAYMENT" | "PROCESSING" | "COMPLETED" | "CANCELLED" | "PAYMENT_FAILED" | "REFUND_PENDING" | "REFUNDED" | "PARTIALLY_REFUNDED" | "REFUND_FAILED" | "EXPIRED";
            /** @enum {string} */
            payment_status: "NOT_REQUIRED" | "AWAITING_PAYMENT" | "PROCESSING" | "SUCCEEDED" | "FAILED";
            payment_provider: string | null;
            currency: string;
            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
            total_before_additions: number;
            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
            total_fee: number;
            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
            total_tax: number;
            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
            total_gross: number;
            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
            total_refunded: number;
            /** Format: date-time */
            reserved_until: string | null;
            is_manually_created: boolean;
            is_test: boolean;
            first_name: string | null;
            last_name: string | null;
            email: string | null;
            locale: string;
            promo_code: string | null;
            items: components["schemas"]["OrderItem"][];
            attendees: {
                id: number;
                short_id: string;
                first_name: string;
                last_name: string;
                email: string;
                ticket_id: number;
                ticket_price_id: number;
                ticket_title: string;
                price_label: string | null;
                /** @enum {string} */
                status: "ACTIVE" | "CANCELLED" | "AWAITING_PAYMENT";
                /** Format: date-time */
                checked_in_at: string | null;
                locale: string;
                event_date_id: number | null;
                event_date: {
                    /** Format: date-time */
                    start_date: string;
                    /** Format: date-time */
                    end_date: string | null;
                    label: string | null;
                } | null;
                seat: {
                    id: string;
                    section: string;
                    row: string;
                    label: string;
                    category: string;
                } | null;
                answers: components["schemas"]["OrderAnswer"][];
            }[];
            attendees_count: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            completed_at: string | null;
            event_date_id: number | null;
            event_date: {
                /** Format: date-time */
                start_date: string;
                /** Format: date-time */
                end_date: string | null;
                label: string | null;
            } | null;
            payment_method: ("CARD" | "BANK_TRANSFER" | "PAY_AT_DOOR") | null;
            answers: components["schemas"]["OrderAnswer"][];
            affiliate: {
                id: number;
                name: string;
                code: string;
            } | null;
            totals: {
                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                gross: number;
                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                fee: number;
                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                tax: number;
                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                refunded: number;
                remaining: number;
            };
            payments: components["schemas"]["OrderPayment"][];
            refunds: components["schemas"]["OrderRefund"][];
            history: components["schemas"]["OrderHistoryEntry"][];
            can_refund: boolean;
            can_cancel: boolean;
            can_mark_paid: boolean;
        };
        StripeConnection: {
            /** @enum {string} */
            status: "NOT_CONNECTED" | "PENDING" | "CONNECTED";
            account_id: string | null;
            charges_enabled: boolean;
            payouts_enabled: boolean;
            details_submitted: boolean;
            /** Format: date-time */
            connected_at: string | null;
        };
        PaymentSettings: {
            stripe_configured: boolean;
            test_mode: boolean;
            card_payments_ready: boolean;
            stripe: components["schemas"]["StripeConnection"];
        };
        StripeConnectLink: {
            url: string;
        };
        Mail: {
            id: number;
            to: string;
            subject: string;
            html: string;
            text: string;
            attachments: components["schemas"]["MailAttachment"][];
            /** Format: date-time */
            created_at: string;
        };
        MailAttachment: {
            index: number;
            filename: string;
            content_type: string;
            size: number;
            content_id: string | null;
            url: string;
        };
        SeatingPlanSummary: {
            id: number;
            name: string;
            seat_count: number;
            standing_capacity: number;
            events_count: number;
            in_use: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        SeatingPlan: {
            id: number;
            name: string;
            seat_count: number;
            standing_capacity: number;
            events_count: number;
            in_use: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            layout: components["schemas"]["SeatingLayout"];
        };
        SeatingLayout: {
            /** @constant */
            version: 1;
            width: number;
            height: number;
            categories: {
                id: string;
                name: string;
                color: string;
            }[];
            sections: {
                id: string;
                label: string;
                /** @default [] */
                rows: {
                    id: string;
                    label: string;
                    category?: string;
                    geometry?: {
                        x: number;
                        y: number;
                        spacing: number;
                        rotation?: number;
                        curve?: number;
                        /** @enum {string} */
                        numbering?: "LEFT_TO_RIGHT" | "RIGHT_TO_LEFT" | "ODD_EVEN" | "EVEN_ODD";
                        prefix?: string;
                        first_number?: number;
                    };
                    seats: {
                        id: string;
                        label: string;
                        x: number;
                        y: number;
                        category?: string;
                        accessible?: ("WHEELCHAIR" | "COMPANION") | null;
                    }[];
                }[];
                /** @default [] */
                tables: {
                    id: string;
                    label: string;
                    /** @enum {string} */
                    shape: "ROUND" | "RECTANGLE";
                    x: number;
                    y: number;
                    width: number;
                    height: number;
                    category?: string;
                    seats: {
                        id: string;
                        label: string;
                        x: number;
                        y: number;
                        category?: string;
                        accessible?: ("WHEELCHAIR" | "COMPANION") | null;
                    }[];
                }[];
            }[];
            /** @default [] */
            standing_areas: {
                id: string;
                label: string;
                capacity: number;
                category: string;
                x: number;
                y: number;
                width: number;
                height: number;
            }[];
            /** @default [] */
            shapes: {
                /** @enum {string} */
                kind: "STAGE" | "LABEL" | "EXIT" | "RECTANGLE" | "ELLIPSE";
                x: number;
                y: number;
                width: number;
                height: number;
                rotation?: number;
                text?: string;
            }[];
        };
    };
    responses: never;
    parameters: {
        /** @description A repeat with the same key answers the first response and changes nothing; the same key with another request is a 422. */
        IdempotencyKey: string;
        /** @description Plain decimal digits. */
        Page: number;
        /** @description Plain decimal digits. */
        PerPage: number;
        /** @description Free text search. */
        Query: string;
        SortDirection: "asc" | "desc";
    };
    requestBodies: never;
    headers: {
        /** @description Seconds to wait before trying again. */
        RetryAfter: number;
        /** @description The session token, also in the body field `token`; send it as `Authorization: Bearer <token>`. */
        AuthToken: string;
        /** @description How many rows the file holds, so that a page can show progress. */
        TotalCount: number;
        /** @description `attachment` with the file name. */
        ContentDisposition: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description The process cannot serve; Retry-After says when to try again */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "unavailable";
                        /** @description What keeps the process from serving */
                        failing: ("database" | "storage")[];
                    };
                };
            };
        };
    };
    listDevMailbox: {
        parameters: {
            query?: {
                to?: string;
                limit?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Mail"][];
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getDevMailAttachment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                index: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, sent as an attachment */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    registerAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name: string;
                    /** @default  */
                    last_name?: string;
                    email: string;
                    password: string;
                    password_confirmation: string;
                    timezone?: string;
                    /** @enum {string} */
                    locale?: "en" | "de" | "fr" | "pt" | "es" | "zh-cn" | "pt-br";
                    currency_code?: string;
                    account_name?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    "x-auth-token": components["headers"]["AuthToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponse"];
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Too many requests; Retry-After says when to try again: RATE_LIMITED */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    account_id?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-auth-token": components["headers"]["AuthToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            /** @description Not authenticated: INVALID_CREDENTIALS */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "INVALID_CREDENTIALS";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Too many requests; Retry-After says when to try again: RATE_LIMITED */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Too many requests; Retry-After says when to try again: RATE_LIMITED */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    checkPasswordResetToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                        };
                    };
                };
            };
            /** @description Not found, or not the caller’s: INVALID_TOKEN, NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    password_confirmation: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not found, or not the caller’s: INVALID_TOKEN, NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Too many requests; Retry-After says when to try again: RATE_LIMITED */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Invitation"];
                    };
                };
            };
            /** @description Not found, or not the caller’s: INVALID_TOKEN, NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name: string;
                    /** @default  */
                    last_name?: string;
                    password: string;
                    password_confirmation: string;
                    timezone?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    "x-auth-token": components["headers"]["AuthToken"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthResponse"];
                };
            };
            /** @description Not found, or not the caller’s: INVALID_TOKEN, NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Too many requests; Retry-After says when to try again: RATE_LIMITED */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name?: string;
                    last_name?: string;
                    /** @enum {string} */
                    locale?: "en" | "de" | "fr" | "pt" | "es" | "zh-cn" | "pt-br";
                    timezone?: string;
                    email?: string;
                    current_password?: string;
                    password?: string;
                    password_confirmation?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: EMAIL_TAKEN, INVALID_PASSWORD, VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "EMAIL_TAKEN" | "INVALID_PASSWORD" | "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Too many requests; Retry-After says when to try again: RATE_LIMITED */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                /** @description Plain decimal digits. */
                page?: components["parameters"]["Page"];
                /** @description Plain decimal digits. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text search. */
                query?: components["parameters"]["Query"];
                /** @description The field to sort by; any other is a 422. Each list parameter is given once: a repeated parameter or an array form (`sort_by[]=`) is a 422. */
                sort_by?: "first_name" | "last_name" | "email" | "role" | "status" | "created_at" | "last_login_at";
                sort_direction?: components["parameters"]["SortDirection"];
                /** @description `filter_fields[role][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[role]"?: {
                    eq?: string;
                    ne?: string;
                    lt?: string;
                    lte?: string;
                    gt?: string;
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[status][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[status]"?: {
                    eq?: string;
                    ne?: string;
                    lt?: string;
                    lte?: string;
                    gt?: string;
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    inviteUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name: string;
                    /** @default  */
                    last_name?: string;
                    email: string;
                    /** @enum {string} */
                    role: "ADMIN" | "ORGANIZER";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: EMAIL_TAKEN, VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "EMAIL_TAKEN" | "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Too many requests; Retry-After says when to try again: RATE_LIMITED */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name?: string;
                    last_name?: string;
                    /** @enum {string} */
                    role?: "ADMIN" | "ORGANIZER";
                    /** @enum {string} */
                    status?: "ACTIVE" | "INACTIVE";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: PERSONAL_DETAILS_FORBIDDEN, FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "PERSONAL_DETAILS_FORBIDDEN" | "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: OWNER_IMMUTABLE, CANNOT_CHANGE_OWN_ROLE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "OWNER_IMMUTABLE" | "CANNOT_CHANGE_OWN_ROLE";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: EMAIL_TAKEN, VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "EMAIL_TAKEN" | "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    resendInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: INVITATION_NOT_PENDING */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "INVITATION_NOT_PENDING";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Too many requests; Retry-After says when to try again: RATE_LIMITED */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    revokeInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: INVITATION_NOT_PENDING */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "INVITATION_NOT_PENDING";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    resendEmailConfirmation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: EMAIL_ALREADY_VERIFIED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "EMAIL_ALREADY_VERIFIED";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Too many requests; Retry-After says when to try again: RATE_LIMITED */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    confirmEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: INVALID_TOKEN, NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: EMAIL_TAKEN, VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "EMAIL_TAKEN" | "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    confirmEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: INVALID_TOKEN, NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "INVALID_TOKEN" | "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: EMAIL_TAKEN, VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "EMAIL_TAKEN" | "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    cancelEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["User"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Account"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    email?: string;
                    currency_code?: string;
                    timezone?: string;
                    event_defaults?: {
                        order_timeout_in_minutes?: number;
                        /** @enum {string} */
                        price_display_mode?: "INCLUSIVE" | "EXCLUSIVE";
                        support_email?: string | null;
                        email_footer_message?: string | null;
                        notify_organizer_of_new_orders?: boolean;
                        show_powered_by_footer?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Account"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listOrganizers: {
        parameters: {
            query?: {
                /** @description Plain decimal digits. */
                page?: components["parameters"]["Page"];
                /** @description Plain decimal digits. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text search. */
                query?: components["parameters"]["Query"];
                /** @description The field to sort by; any other is a 422. Each list parameter is given once: a repeated parameter or an array form (`sort_by[]=`) is a 422. */
                sort_by?: "name" | "email" | "created_at";
                sort_direction?: components["parameters"]["SortDirection"];
                /** @description `filter_fields[currency][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[currency]"?: {
                    eq?: string;
                    ne?: string;
                    lt?: string;
                    lte?: string;
                    gt?: string;
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Organizer"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createOrganizer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    description?: string | null;
                    website?: (string | null) | "";
                    currency?: string;
                    timezone?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Organizer"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getOrganizer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Organizer"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateOrganizer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    email?: string;
                    description?: string | null;
                    website?: (string | null) | "";
                    currency?: string;
                    timezone?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Organizer"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    uploadOrganizerImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file
                     */
                    image: string;
                    /** @enum {string} */
                    type: "ORGANIZER_LOGO" | "ORGANIZER_COVER";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Image"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Upload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: INVALID_IMAGE, VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "INVALID_IMAGE" | "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteOrganizerImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                imageId: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description Plain decimal digits. */
                page?: components["parameters"]["Page"];
                /** @description Plain decimal digits. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text search. */
                query?: components["parameters"]["Query"];
                /** @description The field to sort by; any other is a 422. Each list parameter is given once: a repeated parameter or an array form (`sort_by[]=`) is a 422. */
                sort_by?: "title" | "start_date" | "end_date" | "created_at" | "updated_at" | "status";
                sort_direction?: components["parameters"]["SortDirection"];
                /** @description `filter_fields[status][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[status]"?: {
                    eq?: string;
                    ne?: string;
                    lt?: string;
                    lte?: string;
                    gt?: string;
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[start_date][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[start_date]"?: {
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    eq?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    ne?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    lt?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    lte?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    gt?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[end_date][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[end_date]"?: {
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    eq?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    ne?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    lt?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    lte?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    gt?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[organizer_id][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[organizer_id]"?: {
                    /** @description Plain decimal digits, an optional leading minus. */
                    eq?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    ne?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    lt?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    lte?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    gt?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    gte?: number;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[currency][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[currency]"?: {
                    eq?: string;
                    ne?: string;
                    lt?: string;
                    lte?: string;
                    gt?: string;
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    organizer_id: number | string;
                    title: string;
                    description?: string | null;
                    /** Format: date-time */
                    start_date: string;
                    end_date?: string | null;
                    timezone?: string;
                    currency?: string;
                    location_details?: {
                        /** @default null */
                        venue_name?: string | null;
                        /** @default null */
                        address_line_1?: string | null;
                        /** @default null */
                        address_line_2?: string | null;
                        /** @default null */
                        city?: string | null;
                        /** @default null */
                        state_or_region?: string | null;
                        /** @default null */
                        zip_or_postal_code?: string | null;
                        /** @default null */
                        country?: string | null;
                    } | null;
                    is_online_event?: boolean;
                    online_event_connection_details?: string | null;
                    settings?: {
                        custom_map_url?: string | null;
                        seo_title?: string | null;
                        seo_description?: string | null;
                        seo_keywords?: string | null;
                        allow_search_engine_indexing?: boolean;
                        support_email?: string | null;
                        email_footer_message?: string | null;
                        order_timeout_in_minutes?: number;
                        homepage_background_color?: string;
                        homepage_content_background_color?: string;
                        homepage_primary_color?: string;
                        homepage_secondary_color?: string;
                        homepage_text_color?: string;
                        homepage_button_color?: string;
                        homepage_button_text_color?: string;
                        homepage_link_color?: string;
                        homepage_padding?: number;
                        /** @enum {string} */
                        homepage_background_type?: "COLOR" | "MIRROR_COVER_IMAGE";
                        notify_organizer_of_new_orders?: boolean;
                        notify_buyer_of_refund?: boolean;
                        pre_checkout_message?: string | null;
                        post_checkout_message?: string | null;
                        ticket_page_message?: string | null;
                        continue_button_text?: string | null;
                        hide_getting_started_page?: boolean;
                        show_hidden_questions?: boolean;
                        /** @enum {string} */
                        price_display_mode?: "INCLUSIVE" | "EXCLUSIVE";
                        show_available_ticket_quantity?: boolean;
                        show_powered_by_footer?: boolean;
                        widget_background_color?: string;
                        widget_text_color?: string;
                        widget_primary_color?: string;
                        widget_primary_text_color?: string;
                        widget_padding?: number;
                        widget_continue_button_text?: string | null;
                        /** @enum {string} */
                        widget_checkout_target?: "NEW_TAB" | "SAME_FRAME";
                        widget_auto_resize?: boolean;
                        widget_show_event_title?: boolean;
                        payment_methods?: {
                            /** @enum {string} */
                            method: "CARD" | "BANK_TRANSFER" | "PAY_AT_DOOR";
                            /** @default null */
                            instructions?: string | null;
                        }[];
                        offline_payment_days?: number;
                        pay_at_door_issues_tickets?: boolean;
                        waiting_list_offer_hours?: number;
                        /** @enum {string} */
                        waiting_list_offers?: "AUTOMATIC" | "MANUAL";
                        /** @enum {string} */
                        invoice_mode?: "ON_COMPLETION" | "ON_REQUEST";
                        /** @enum {string} */
                        business_details?: "OFF" | "OPTIONAL" | "REQUIRED";
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listOrganizerEvents: {
        parameters: {
            query?: {
                /** @description Plain decimal digits. */
                page?: components["parameters"]["Page"];
                /** @description Plain decimal digits. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text search. */
                query?: components["parameters"]["Query"];
                /** @description The field to sort by; any other is a 422. Each list parameter is given once: a repeated parameter or an array form (`sort_by[]=`) is a 422. */
                sort_by?: "title" | "start_date" | "end_date" | "created_at" | "updated_at" | "status";
                sort_direction?: components["parameters"]["SortDirection"];
                /** @description `filter_fields[status][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[status]"?: {
                    eq?: string;
                    ne?: string;
                    lt?: string;
                    lte?: string;
                    gt?: string;
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[start_date][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[start_date]"?: {
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    eq?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    ne?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    lt?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    lte?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    gt?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[end_date][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[end_date]"?: {
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    eq?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    ne?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    lt?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    lte?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    gt?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[organizer_id][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[organizer_id]"?: {
                    /** @description Plain decimal digits, an optional leading minus. */
                    eq?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    ne?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    lt?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    lte?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    gt?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    gte?: number;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[currency][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[currency]"?: {
                    eq?: string;
                    ne?: string;
                    lt?: string;
                    lte?: string;
                    gt?: string;
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    organizer_id?: number | string;
                    title?: string;
                    description?: string | null;
                    /** Format: date-time */
                    start_date?: string;
                    end_date?: string | null;
                    timezone?: string;
                    currency?: string;
                    location_details?: {
                        /** @default null */
                        venue_name?: string | null;
                        /** @default null */
                        address_line_1?: string | null;
                        /** @default null */
                        address_line_2?: string | null;
                        /** @default null */
                        city?: string | null;
                        /** @default null */
                        state_or_region?: string | null;
                        /** @default null */
                        zip_or_postal_code?: string | null;
                        /** @default null */
                        country?: string | null;
                    } | null;
                    is_online_event?: boolean;
                    online_event_connection_details?: string | null;
                    settings?: {
                        custom_map_url?: string | null;
                        seo_title?: string | null;
                        seo_description?: string | null;
                        seo_keywords?: string | null;
                        allow_search_engine_indexing?: boolean;
                        support_email?: string | null;
                        email_footer_message?: string | null;
                        order_timeout_in_minutes?: number;
                        homepage_background_color?: string;
                        homepage_content_background_color?: string;
                        homepage_primary_color?: string;
                        homepage_secondary_color?: string;
                        homepage_text_color?: string;
                        homepage_button_color?: string;
                        homepage_button_text_color?: string;
                        homepage_link_color?: string;
                        homepage_padding?: number;
                        /** @enum {string} */
                        homepage_background_type?: "COLOR" | "MIRROR_COVER_IMAGE";
                        notify_organizer_of_new_orders?: boolean;
                        notify_buyer_of_refund?: boolean;
                        pre_checkout_message?: string | null;
                        post_checkout_message?: string | null;
                        ticket_page_message?: string | null;
                        continue_button_text?: string | null;
                        hide_getting_started_page?: boolean;
                        show_hidden_questions?: boolean;
                        /** @enum {string} */
                        price_display_mode?: "INCLUSIVE" | "EXCLUSIVE";
                        show_available_ticket_quantity?: boolean;
                        show_powered_by_footer?: boolean;
                        widget_background_color?: string;
                        widget_text_color?: string;
                        widget_primary_color?: string;
                        widget_primary_text_color?: string;
                        widget_padding?: number;
                        widget_continue_button_text?: string | null;
                        /** @enum {string} */
                        widget_checkout_target?: "NEW_TAB" | "SAME_FRAME";
                        widget_auto_resize?: boolean;
                        widget_show_event_title?: boolean;
                        payment_methods?: {
                            /** @enum {string} */
                            method: "CARD" | "BANK_TRANSFER" | "PAY_AT_DOOR";
                            /** @default null */
                            instructions?: string | null;
                        }[];
                        offline_payment_days?: number;
                        pay_at_door_issues_tickets?: boolean;
                        waiting_list_offer_hours?: number;
                        /** @enum {string} */
                        waiting_list_offers?: "AUTOMATIC" | "MANUAL";
                        /** @enum {string} */
                        invoice_mode?: "ON_COMPLETION" | "ON_REQUEST";
                        /** @enum {string} */
                        business_details?: "OFF" | "OPTIONAL" | "REQUIRED";
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: EVENT_HAS_ORDERS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "EVENT_HAS_ORDERS";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateEventStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "DRAFT" | "LIVE" | "ARCHIVED";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: EMAIL_NOT_VERIFIED, INVALID_STATUS_TRANSITION */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "EMAIL_NOT_VERIFIED" | "INVALID_STATUS_TRANSITION";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    duplicateEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    /** Format: date-time */
                    start_date?: string;
                    end_date?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Event"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getEventStats: {
        parameters: {
            query?: {
                date_id?: number | string;
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EventStats"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getEventCheckInStats: {
        parameters: {
            query?: {
                date_id?: number | string;
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["EventCheckInStats"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listEventImages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Image"][];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    uploadEventImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file
                     */
                    image: string;
                    /** @enum {string} */
                    type?: "EVENT_COVER" | "DOCUMENT";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Image"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Upload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: INVALID_IMAGE, VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "INVALID_IMAGE" | "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteEventImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                imageId: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listPublicEvents: {
        parameters: {
            query?: {
                /** @description Plain decimal digits. */
                page?: components["parameters"]["Page"];
                /** @description Plain decimal digits. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text search. */
                query?: components["parameters"]["Query"];
                /** @description The field to sort by; any other is a 422. Each list parameter is given once: a repeated parameter or an array form (`sort_by[]=`) is a 422. */
                sort_by?: "title" | "start_date" | "end_date" | "created_at" | "updated_at" | "status";
                sort_direction?: components["parameters"]["SortDirection"];
                /** @description `filter_fields[status][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[status]"?: {
                    eq?: string;
                    ne?: string;
                    lt?: string;
                    lte?: string;
                    gt?: string;
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[start_date][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[start_date]"?: {
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    eq?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    ne?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    lt?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    lte?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    gt?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[end_date][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[end_date]"?: {
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    eq?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    ne?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    lt?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    lte?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    gt?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[organizer_id][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[organizer_id]"?: {
                    /** @description Plain decimal digits, an optional leading minus. */
                    eq?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    ne?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    lt?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    lte?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    gt?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    gte?: number;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[currency][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[currency]"?: {
                    eq?: string;
                    ne?: string;
                    lt?: string;
                    lte?: string;
                    gt?: string;
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PublicEvent"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getPublicEvent: {
        parameters: {
            query?: {
                promo_code?: string;
                date_id?: number | string;
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PublicEventWithTickets"];
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Too many requests; Retry-After says when to try again: RATE_LIMITED */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listPublicEventFiles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Image"][];
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getEventCalendar: {
        parameters: {
            query?: {
                date_id?: number | string;
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, sent as an attachment */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    uploadEventDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The file
                     */
                    file: string;
                    /** @constant */
                    type?: "DOCUMENT";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Image"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Upload too large: PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: INVALID_IMAGE, VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "INVALID_IMAGE" | "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteEventDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
                imageId: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listTickets: {
        parameters: {
            query?: {
                /** @description Plain decimal digits. */
                page?: components["parameters"]["Page"];
                /** @description Plain decimal digits. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text search. */
                query?: components["parameters"]["Query"];
                /** @description The field to sort by; any other is a 422. Each list parameter is given once: a repeated parameter or an array form (`sort_by[]=`) is a 422. */
                sort_by?: "order" | "title" | "type" | "status" | "sale_start_date" | "sale_end_date";
                sort_direction?: components["parameters"]["SortDirection"];
                /** @description `filter_fields[type][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[type]"?: {
                    eq?: string;
                    ne?: string;
                    lt?: string;
                    lte?: string;
                    gt?: string;
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[status][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[status]"?: {
                    eq?: string;
                    ne?: string;
                    lt?: string;
                    lte?: string;
                    gt?: string;
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[is_hidden][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[is_hidden]"?: {
                    /** @description `true` or `false`. */
                    eq?: boolean;
                    /** @description `true` or `false`. */
                    ne?: boolean;
                    /** @description `true` or `false`. */
                    lt?: boolean;
                    /** @description `true` or `false`. */
                    lte?: boolean;
                    /** @description `true` or `false`. */
                    gt?: boolean;
                    /** @description `true` or `false`. */
                    gte?: boolean;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[is_hidden_without_promo_code][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[is_hidden_without_promo_code]"?: {
                    /** @description `true` or `false`. */
                    eq?: boolean;
                    /** @description `true` or `false`. */
                    ne?: boolean;
                    /** @description `true` or `false`. */
                    lt?: boolean;
                    /** @description `true` or `false`. */
                    lte?: boolean;
                    /** @description `true` or `false`. */
                    gt?: boolean;
                    /** @description `true` or `false`. */
                    gte?: boolean;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[is_paused][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[is_paused]"?: {
                    /** @description `true` or `false`. */
                    eq?: boolean;
                    /** @description `true` or `false`. */
                    ne?: boolean;
                    /** @description `true` or `false`. */
                    lt?: boolean;
                    /** @description `true` or `false`. */
                    lte?: boolean;
                    /** @description `true` or `false`. */
                    gt?: boolean;
                    /** @description `true` or `false`. */
                    gte?: boolean;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[has_sales][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[has_sales]"?: {
                    /** @description `true` or `false`. */
                    eq?: boolean;
                    /** @description `true` or `false`. */
                    ne?: boolean;
                    /** @description `true` or `false`. */
                    lt?: boolean;
                    /** @description `true` or `false`. */
                    lte?: boolean;
                    /** @description `true` or `false`. */
                    gt?: boolean;
                    /** @description `true` or `false`. */
                    gte?: boolean;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
            };
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Ticket"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "PAID" | "FREE" | "DONATION" | "TIERED";
                    /** @enum {string} */
                    validity?: "ONE_DATE" | "ALL_DATES";
                    title: string;
                    description?: string | null;
                    prices: {
                        id?: number | string;
                        label?: string | null;
                        /**
                         * @description An amount in the minor unit of the currency (1050 is 10.50 EUR).
                         * @default 0
                         */
                        price?: number;
                        /** @default null */
                        initial_quantity_available?: number | null;
                        /** @default false */
                        is_hidden?: boolean;
                        /** @default null */
                        sale_start_date?: string | null;
                        /** @default null */
                        sale_end_date?: string | null;
                    }[];
                    min_per_order?: number | null;
                    max_per_order?: number | null;
                    sale_start_date?: string | null;
                    sale_end_date?: string | null;
                    hide_before_sale_start_date?: boolean;
                    hide_after_sale_end_date?: boolean;
                    hide_when_sold_out?: boolean;
                    is_hidden?: boolean;
                    is_hidden_without_promo_code?: boolean;
                    start_collapsed?: boolean;
                    show_quantity_remaining?: boolean;
                    is_paused?: boolean;
                    tax_and_fee_ids?: (number | string)[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Ticket"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Ticket"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "PAID" | "FREE" | "DONATION" | "TIERED";
                    /** @enum {string} */
                    validity?: "ONE_DATE" | "ALL_DATES";
                    title: string;
                    description?: string | null;
                    prices: {
                        id?: number | string;
                        label?: string | null;
                        /**
                         * @description An amount in the minor unit of the currency (1050 is 10.50 EUR).
                         * @default 0
                         */
                        price?: number;
                        /** @default null */
                        initial_quantity_available?: number | null;
                        /** @default false */
                        is_hidden?: boolean;
                        /** @default null */
                        sale_start_date?: string | null;
                        /** @default null */
                        sale_end_date?: string | null;
                    }[];
                    min_per_order?: number | null;
                    max_per_order?: number | null;
                    sale_start_date?: string | null;
                    sale_end_date?: string | null;
                    hide_before_sale_start_date?: boolean;
                    hide_after_sale_end_date?: boolean;
                    hide_when_sold_out?: boolean;
                    is_hidden?: boolean;
                    is_hidden_without_promo_code?: boolean;
                    start_collapsed?: boolean;
                    show_quantity_remaining?: boolean;
                    is_paused?: boolean;
                    tax_and_fee_ids?: (number | string)[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Ticket"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: CANNOT_CHANGE_TICKET_TYPE, CANNOT_CHANGE_TICKET_VALIDITY, PRICE_HAS_ORDERS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "CANNOT_CHANGE_TICKET_TYPE" | "CANNOT_CHANGE_TICKET_VALIDITY" | "PRICE_HAS_ORDERS";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: TICKET_HAS_ORDERS */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "TICKET_HAS_ORDERS";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    sortTickets: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    order: number;
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    reserveOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description A repeat with the same key answers the first response and changes nothing; the same key with another request is a 422. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tickets: {
                        ticket_id: number | string;
                        quantities: {
                            price_id: number | string;
                            quantity: number;
                            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                            price?: number;
                            seat_ids?: string[];
                            best_available?: boolean;
                            standing_area_id?: string;
                        }[];
                    }[];
                    promo_code?: string | null;
                    affiliate_code?: string | null;
                    /** @enum {string} */
                    locale?: "en" | "de" | "fr" | "pt" | "es" | "zh-cn" | "pt-br";
                    date_id?: (number | string) | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PublicOrder"];
                    };
                };
            };
            /** @description The caller may not do this: QUEUE_REQUIRED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "QUEUE_REQUIRED";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: SOLD_OUT, PRICE_CHANGED, BUSY, DATE_CANCELLED, SEAT_TAKEN, SEATS_NOT_TOGETHER, ADMISSION_IN_USE */
            409: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "SOLD_OUT" | "PRICE_CHANGED" | "BUSY" | "DATE_CANCELLED" | "SEAT_TAKEN" | "SEATS_NOT_TOGETHER" | "ADMISSION_IN_USE";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: PROMO_CODE_INVALID, DATE_REQUIRED, VALIDATION_ERROR, IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "PROMO_CODE_INVALID" | "DATE_REQUIRED" | "VALIDATION_ERROR" | "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests; Retry-After says when to try again: RATE_LIMITED, TOO_MANY_HOLDS */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED" | "TOO_MANY_HOLDS";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getPublicOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                short_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PublicOrder"];
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    saveOrderDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                short_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    order: {
                        first_name: string;
                        last_name: string;
                        email: string;
                        answers?: {
                            question_id: number | string;
                            answer: string | string[];
                        }[];
                    };
                    business?: {
                        company?: string | null;
                        address?: string | null;
                        tax_id?: string | null;
                        /** @default false */
                        invoice_requested?: boolean;
                    };
                    attendees: {
                        ticket_price_id: number | string;
                        first_name: string;
                        last_name: string;
                        email: string;
                        answers?: {
                            question_id: number | string;
                            answer: string | string[];
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PublicOrder"];
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: ORDER_EXPIRED, ORDER_NOT_PAYABLE, SEAT_TAKEN */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "ORDER_EXPIRED" | "ORDER_NOT_PAYABLE" | "SEAT_TAKEN";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    startPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                short_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentStart"];
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: ORDER_EXPIRED, ORDER_NOT_PAYABLE, ORDER_ALREADY_PAID, PAYMENTS_NOT_CONFIGURED, PAYMENT_PROVIDER_ERROR */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "ORDER_EXPIRED" | "ORDER_NOT_PAYABLE" | "ORDER_ALREADY_PAID" | "PAYMENTS_NOT_CONFIGURED" | "PAYMENT_PROVIDER_ERROR";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Too many requests; Retry-After says when to try again: RATE_LIMITED */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    refreshPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                short_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PublicOrder"];
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: PAYMENT_PROVIDER_ERROR */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "PAYMENT_PROVIDER_ERROR";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Too many requests; Retry-After says when to try again: RATE_LIMITED */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    payOrderWithTestCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description A repeat with the same key answers the first response and changes nothing; the same key with another request is a 422. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                event_id: number | string;
                short_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    card_number: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PublicOrder"];
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: ORDER_EXPIRED, ORDER_NOT_PAYABLE, ORDER_ALREADY_PAID, PAYMENTS_NOT_CONFIGURED, SEAT_TAKEN */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "ORDER_EXPIRED" | "ORDER_NOT_PAYABLE" | "ORDER_ALREADY_PAID" | "PAYMENTS_NOT_CONFIGURED" | "SEAT_TAKEN";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR, IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR" | "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Too many requests; Retry-After says when to try again: RATE_LIMITED */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    abandonOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                short_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PublicOrder"];
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    chooseOfflinePayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                short_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    method: "BANK_TRANSFER" | "PAY_AT_DOOR";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PublicOrder"];
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: ORDER_EXPIRED, ORDER_NOT_PAYABLE, ORDER_ALREADY_PAID */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "ORDER_EXPIRED" | "ORDER_NOT_PAYABLE" | "ORDER_ALREADY_PAID";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Too many requests; Retry-After says when to try again: RATE_LIMITED */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    markOrdersPaid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    order_ids: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            order_id: number;
                            /** @enum {string} */
                            result: "MARKED_PAID" | "NOT_FOUND" | "ORDER_NOT_AWAITING_PAYMENT" | "SEAT_TAKEN";
                        }[];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getPublicAttendeeTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                short_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PublicAttendeeTicket"];
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listAttendees: {
        parameters: {
            query?: {
                /** @description Plain decimal digits. */
                page?: components["parameters"]["Page"];
                /** @description Plain decimal digits. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text search. */
                query?: components["parameters"]["Query"];
                /** @description The field to sort by; any other is a 422. Each list parameter is given once: a repeated parameter or an array form (`sort_by[]=`) is a 422. */
                sort_by?: "created_at" | "first_name" | "last_name" | "email" | "status" | "checked_in_at";
                sort_direction?: components["parameters"]["SortDirection"];
                /** @description `filter_fields[ticket_id][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[ticket_id]"?: {
                    /** @description Plain decimal digits, an optional leading minus. */
                    eq?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    ne?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    lt?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    lte?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    gt?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    gte?: number;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[ticket_price_id][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[ticket_price_id]"?: {
                    /** @description Plain decimal digits, an optional leading minus. */
                    eq?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    ne?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    lt?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    lte?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    gt?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    gte?: number;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[status][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[status]"?: {
                    eq?: string;
                    ne?: string;
                    lt?: string;
                    lte?: string;
                    gt?: string;
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[event_date_id][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[event_date_id]"?: {
                    /** @description Plain decimal digits, an optional leading minus. */
                    eq?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    ne?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    lt?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    lte?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    gt?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    gte?: number;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[checked_in][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[checked_in]"?: {
                    /** @description `true` or `false`. */
                    eq?: boolean;
                    /** @description `true` or `false`. */
                    ne?: boolean;
                    /** @description `true` or `false`. */
                    lt?: boolean;
                    /** @description `true` or `false`. */
                    lte?: boolean;
                    /** @description `true` or `false`. */
                    gt?: boolean;
                    /** @description `true` or `false`. */
                    gte?: boolean;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
            };
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Attendee"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createAttendee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ticket_id: number;
                    ticket_price_id?: number;
                    event_date_id?: number;
                    first_name: string;
                    last_name: string;
                    email: string;
                    /** @enum {string} */
                    locale?: "en" | "de" | "fr" | "pt" | "es" | "zh-cn" | "pt-br";
                    /**
                     * @description An amount in the minor unit of the currency (1050 is 10.50 EUR).
                     * @default 0
                     */
                    amount_paid?: number;
                    /** @default false */
                    send_ticket?: boolean;
                    /** @default false */
                    take_from_waiting_list?: boolean;
                    answers?: {
                        question_id: number;
                        answer: string | string[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AttendeeDetails"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: SOLD_OUT, WAITING_LIST_FIRST */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "SOLD_OUT" | "WAITING_LIST_FIRST";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: DATE_REQUIRED, VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATE_REQUIRED" | "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getAttendee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AttendeeDetails"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateAttendee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name: string;
                    last_name: string;
                    email: string;
                    /** @enum {string} */
                    locale?: "en" | "de" | "fr" | "pt" | "es" | "zh-cn" | "pt-br";
                    answers?: {
                        question_id: number | string;
                        answer: string | string[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AttendeeDetails"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    cancelAttendee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AttendeeDetails"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    reactivateAttendee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    take_from_waiting_list?: boolean;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AttendeeDetails"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: SOLD_OUT, WAITING_LIST_FIRST */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "SOLD_OUT" | "WAITING_LIST_FIRST";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    resendAttendeeTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    exportAttendees: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": ({
                    /**
                     * @default csv
                     * @enum {string}
                     */
                    format?: "csv" | "xlsx";
                } & {
                    [key: string]: unknown;
                }) | null;
            };
        };
        responses: {
            /** @description The file, sent as an attachment */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    checkInAttendee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    event_date_id?: number | string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CheckInResult"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    checkOutAttendee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    event_date_id?: number | string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CheckInResult"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listTaxesAndFees: {
        parameters: {
            query?: {
                /** @description Plain decimal digits. */
                page?: components["parameters"]["Page"];
                /** @description Plain decimal digits. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text search. */
                query?: components["parameters"]["Query"];
                /** @description The field to sort by; any other is a 422. Each list parameter is given once: a repeated parameter or an array form (`sort_by[]=`) is a 422. */
                sort_by?: "name" | "type" | "calculation_type" | "created_at";
                sort_direction?: components["parameters"]["SortDirection"];
                /** @description `filter_fields[type][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[type]"?: {
                    eq?: string;
                    ne?: string;
                    lt?: string;
                    lte?: string;
                    gt?: string;
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[calculation_type][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[calculation_type]"?: {
                    eq?: string;
                    ne?: string;
                    lt?: string;
                    lte?: string;
                    gt?: string;
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[is_default][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[is_default]"?: {
                    /** @description `true` or `false`. */
                    eq?: boolean;
                    /** @description `true` or `false`. */
                    ne?: boolean;
                    /** @description `true` or `false`. */
                    lt?: boolean;
                    /** @description `true` or `false`. */
                    lte?: boolean;
                    /** @description `true` or `false`. */
                    gt?: boolean;
                    /** @description `true` or `false`. */
                    gte?: boolean;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[is_active][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[is_active]"?: {
                    /** @description `true` or `false`. */
                    eq?: boolean;
                    /** @description `true` or `false`. */
                    ne?: boolean;
                    /** @description `true` or `false`. */
                    lt?: boolean;
                    /** @description `true` or `false`. */
                    lte?: boolean;
                    /** @description `true` or `false`. */
                    gt?: boolean;
                    /** @description `true` or `false`. */
                    gte?: boolean;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
            };
            header?: never;
            path: {
                account_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TaxAndFee"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createTaxOrFee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                account_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    type: "TAX" | "FEE";
                    /** @enum {string} */
                    calculation_type: "PERCENTAGE" | "FIXED";
                    rate: number;
                    /** @default false */
                    is_default?: boolean;
                    /** @default true */
                    is_active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TaxAndFee"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateTaxOrFee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                account_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    type: "TAX" | "FEE";
                    /** @enum {string} */
                    calculation_type: "PERCENTAGE" | "FIXED";
                    rate: number;
                    /** @default false */
                    is_default?: boolean;
                    /** @default true */
                    is_active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TaxAndFee"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteTaxOrFee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                account_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listPromoCodes: {
        parameters: {
            query?: {
                /** @description Plain decimal digits. */
                page?: components["parameters"]["Page"];
                /** @description Plain decimal digits. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text search. */
                query?: components["parameters"]["Query"];
                /** @description The field to sort by; any other is a 422. Each list parameter is given once: a repeated parameter or an array form (`sort_by[]=`) is a 422. */
                sort_by?: "code" | "created_at" | "expiry_date" | "usage" | "usage_count";
                sort_direction?: components["parameters"]["SortDirection"];
                /** @description `filter_fields[discount_type][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[discount_type]"?: {
                    eq?: string;
                    ne?: string;
                    lt?: string;
                    lte?: string;
                    gt?: string;
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[expiry_date][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[expiry_date]"?: {
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    eq?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    ne?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    lt?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    lte?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    gt?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
            };
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PromoCode"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createPromoCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @enum {string} */
                    discount_type: "PERCENTAGE" | "FIXED" | "NONE";
                    /**
                     * @description A percentage for PERCENTAGE codes; an amount in the minor unit of the currency for FIXED ones.
                     * @default 0
                     */
                    discount?: number;
                    applicable_ticket_ids?: (number | string)[];
                    /** @default null */
                    expiry_date?: string | null;
                    /** @default null */
                    max_allowed_usages?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PromoCode"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getPromoCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PromoCode"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    updatePromoCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    /** @enum {string} */
                    discount_type: "PERCENTAGE" | "FIXED" | "NONE";
                    /**
                     * @description A percentage for PERCENTAGE codes; an amount in the minor unit of the currency for FIXED ones.
                     * @default 0
                     */
                    discount?: number;
                    applicable_ticket_ids?: (number | string)[];
                    /** @default null */
                    expiry_date?: string | null;
                    /** @default null */
                    max_allowed_usages?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PromoCode"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deletePromoCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listOrders: {
        parameters: {
            query?: {
                /** @description Plain decimal digits. */
                page?: components["parameters"]["Page"];
                /** @description Plain decimal digits. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text search. */
                query?: components["parameters"]["Query"];
                /** @description The field to sort by; any other is a 422. Each list parameter is given once: a repeated parameter or an array form (`sort_by[]=`) is a 422. */
                sort_by?: "created_at" | "total_gross" | "public_reference" | "status" | "email" | "last_name" | "first_name";
                sort_direction?: components["parameters"]["SortDirection"];
                /** @description `filter_fields[status][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[status]"?: {
                    eq?: string;
                    ne?: string;
                    lt?: string;
                    lte?: string;
                    gt?: string;
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[payment_status][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[payment_status]"?: {
                    eq?: string;
                    ne?: string;
                    lt?: string;
                    lte?: string;
                    gt?: string;
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[is_test][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[is_test]"?: {
                    /** @description `true` or `false`. */
                    eq?: boolean;
                    /** @description `true` or `false`. */
                    ne?: boolean;
                    /** @description `true` or `false`. */
                    lt?: boolean;
                    /** @description `true` or `false`. */
                    lte?: boolean;
                    /** @description `true` or `false`. */
                    gt?: boolean;
                    /** @description `true` or `false`. */
                    gte?: boolean;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[is_manually_created][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[is_manually_created]"?: {
                    /** @description `true` or `false`. */
                    eq?: boolean;
                    /** @description `true` or `false`. */
                    ne?: boolean;
                    /** @description `true` or `false`. */
                    lt?: boolean;
                    /** @description `true` or `false`. */
                    lte?: boolean;
                    /** @description `true` or `false`. */
                    gt?: boolean;
                    /** @description `true` or `false`. */
                    gte?: boolean;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[created_at][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[created_at]"?: {
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    eq?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    ne?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    lt?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    lte?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    gt?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[total_gross][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[total_gross]"?: {
                    /** @description Plain decimal digits, an optional leading minus. */
                    eq?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    ne?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    lt?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    lte?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    gt?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    gte?: number;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[event_date_id][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[event_date_id]"?: {
                    /** @description Plain decimal digits, an optional leading minus. */
                    eq?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    ne?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    lt?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    lte?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    gt?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    gte?: number;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[payment_method][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[payment_method]"?: {
                    eq?: string;
                    ne?: string;
                    lt?: string;
                    lte?: string;
                    gt?: string;
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
            };
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ManagedOrder"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    exportOrders: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": ({
                    /**
                     * @default csv
                     * @enum {string}
                     */
                    format?: "csv" | "xlsx";
                } & {
                    [key: string]: unknown;
                }) | null;
            };
        };
        responses: {
            /** @description The file, sent as an attachment */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OrderDetails"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    first_name: string;
                    last_name: string;
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OrderDetails"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default false */
                    refund?: boolean;
                    notify_buyer?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OrderDetails"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: ORDER_NOT_CANCELLABLE, REFUND_PENDING, MANUAL_ORDER_NOT_REFUNDABLE, ORDER_NOT_REFUNDABLE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "ORDER_NOT_CANCELLABLE" | "REFUND_PENDING" | "MANUAL_ORDER_NOT_REFUNDABLE" | "ORDER_NOT_REFUNDABLE";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    refundOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description A repeat with the same key answers the first response and changes nothing; the same key with another request is a 422. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                    amount: number;
                    /** @default false */
                    cancel_order?: boolean;
                    notify_buyer?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OrderDetails"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: REFUND_PENDING, MANUAL_ORDER_NOT_REFUNDABLE, ORDER_NOT_REFUNDABLE, PAYMENT_PROVIDER_ERROR */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "REFUND_PENDING" | "MANUAL_ORDER_NOT_REFUNDABLE" | "ORDER_NOT_REFUNDABLE" | "PAYMENT_PROVIDER_ERROR";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR, IDEMPOTENCY_KEY_REUSED */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR" | "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    resendOrderConfirmation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OrderDetails"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    markOrderPaid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["OrderDetails"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: ORDER_NOT_AWAITING_PAYMENT, SEAT_TAKEN */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "ORDER_NOT_AWAITING_PAYMENT" | "SEAT_TAKEN";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    checkPromoCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PromoCodeCheck"];
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Too many requests; Retry-After says when to try again: RATE_LIMITED */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listCapacityAssignments: {
        parameters: {
            query?: {
                /** @description Plain decimal digits. */
                page?: components["parameters"]["Page"];
                /** @description Plain decimal digits. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text search. */
                query?: components["parameters"]["Query"];
                /** @description The field to sort by; any other is a 422. Each list parameter is given once: a repeated parameter or an array form (`sort_by[]=`) is a 422. */
                sort_by?: "name" | "capacity" | "used_capacity" | "status";
                sort_direction?: components["parameters"]["SortDirection"];
                /** @description `filter_fields[status][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[status]"?: {
                    eq?: string;
                    ne?: string;
                    lt?: string;
                    lte?: string;
                    gt?: string;
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[stop_sales_at_limit][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[stop_sales_at_limit]"?: {
                    /** @description `true` or `false`. */
                    eq?: boolean;
                    /** @description `true` or `false`. */
                    ne?: boolean;
                    /** @description `true` or `false`. */
                    lt?: boolean;
                    /** @description `true` or `false`. */
                    lte?: boolean;
                    /** @description `true` or `false`. */
                    gt?: boolean;
                    /** @description `true` or `false`. */
                    gte?: boolean;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[capacity][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[capacity]"?: {
                    /** @description Plain decimal digits, an optional leading minus. */
                    eq?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    ne?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    lt?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    lte?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    gt?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    gte?: number;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
            };
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CapacityAssignment"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createCapacityAssignment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default null */
                    capacity?: number | null;
                    /**
                     * @default ACTIVE
                     * @enum {string}
                     */
                    status?: "ACTIVE" | "INACTIVE";
                    /** @default true */
                    stop_sales_at_limit?: boolean;
                    ticket_ids: (number | string)[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CapacityAssignment"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getCapacityAssignment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CapacityAssignment"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateCapacityAssignment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default null */
                    capacity?: number | null;
                    /**
                     * @default ACTIVE
                     * @enum {string}
                     */
                    status?: "ACTIVE" | "INACTIVE";
                    /** @default true */
                    stop_sales_at_limit?: boolean;
                    ticket_ids: (number | string)[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CapacityAssignment"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteCapacityAssignment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listQuestions: {
        parameters: {
            query?: {
                /** @description Plain decimal digits. */
                page?: components["parameters"]["Page"];
                /** @description Plain decimal digits. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text search. */
                query?: components["parameters"]["Query"];
                /** @description The field to sort by; any other is a 422. Each list parameter is given once: a repeated parameter or an array form (`sort_by[]=`) is a 422. */
                sort_by?: "order" | "title" | "type" | "belongs_to";
                sort_direction?: components["parameters"]["SortDirection"];
                /** @description `filter_fields[type][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[type]"?: {
                    eq?: string;
                    ne?: string;
                    lt?: string;
                    lte?: string;
                    gt?: string;
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[belongs_to][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[belongs_to]"?: {
                    eq?: string;
                    ne?: string;
                    lt?: string;
                    lte?: string;
                    gt?: string;
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[required][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[required]"?: {
                    /** @description `true` or `false`. */
                    eq?: boolean;
                    /** @description `true` or `false`. */
                    ne?: boolean;
                    /** @description `true` or `false`. */
                    lt?: boolean;
                    /** @description `true` or `false`. */
                    lte?: boolean;
                    /** @description `true` or `false`. */
                    gt?: boolean;
                    /** @description `true` or `false`. */
                    gte?: boolean;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[is_hidden][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[is_hidden]"?: {
                    /** @description `true` or `false`. */
                    eq?: boolean;
                    /** @description `true` or `false`. */
                    ne?: boolean;
                    /** @description `true` or `false`. */
                    lt?: boolean;
                    /** @description `true` or `false`. */
                    lte?: boolean;
                    /** @description `true` or `false`. */
                    gt?: boolean;
                    /** @description `true` or `false`. */
                    gte?: boolean;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[is_default][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[is_default]"?: {
                    /** @description `true` or `false`. */
                    eq?: boolean;
                    /** @description `true` or `false`. */
                    ne?: boolean;
                    /** @description `true` or `false`. */
                    lt?: boolean;
                    /** @description `true` or `false`. */
                    lte?: boolean;
                    /** @description `true` or `false`. */
                    gt?: boolean;
                    /** @description `true` or `false`. */
                    gte?: boolean;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
            };
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Question"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @default null */
                    description?: string | null;
                    /** @enum {string} */
                    type: "SINGLE_LINE_TEXT" | "MULTI_LINE_TEXT" | "DROPDOWN" | "RADIO" | "CHECKBOX" | "DATE";
                    /** @default [] */
                    options?: string[];
                    /** @default false */
                    required?: boolean;
                    /** @default false */
                    is_hidden?: boolean;
                    /** @enum {string} */
                    belongs_to: "ATTENDEE" | "ORDER";
                    ticket_ids?: (number | string)[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Question"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Question"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @default null */
                    description?: string | null;
                    /** @enum {string} */
                    type: "SINGLE_LINE_TEXT" | "MULTI_LINE_TEXT" | "DROPDOWN" | "RADIO" | "CHECKBOX" | "DATE";
                    /** @default [] */
                    options?: string[];
                    /** @default false */
                    required?: boolean;
                    /** @default false */
                    is_hidden?: boolean;
                    /** @enum {string} */
                    belongs_to: "ATTENDEE" | "ORDER";
                    ticket_ids?: (number | string)[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Question"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: DEFAULT_QUESTION_IMMUTABLE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DEFAULT_QUESTION_IMMUTABLE";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: DEFAULT_QUESTION_IMMUTABLE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DEFAULT_QUESTION_IMMUTABLE";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    sortQuestions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number | string;
                    order: number;
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listPublicQuestions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Question"][];
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getPaymentSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentSettings"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    connectStripe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["StripeConnectLink"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: PAYMENTS_NOT_CONFIGURED, PAYMENT_PROVIDER_ERROR */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "PAYMENTS_NOT_CONFIGURED" | "PAYMENT_PROVIDER_ERROR";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    disconnectStripe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentSettings"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: PAYMENT_PROVIDER_ERROR */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "PAYMENT_PROVIDER_ERROR";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    receiveStripeWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        received: true;
                        /** @enum {string} */
                        outcome: "applied" | "duplicate" | "ignored" | "unknown_order";
                    };
                };
            };
            /** @description Bad request: INVALID_SIGNATURE */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "INVALID_SIGNATURE";
                    };
                };
            };
            /** @description Conflicts with the current state: PAYMENTS_NOT_CONFIGURED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "PAYMENTS_NOT_CONFIGURED";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listAffiliates: {
        parameters: {
            query?: {
                /** @description The figures of this date's orders only; 404 for a date of another event */
                date_id?: number;
                /** @description Plain decimal digits. */
                page?: components["parameters"]["Page"];
                /** @description Plain decimal digits. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text search. */
                query?: components["parameters"]["Query"];
                /** @description The field to sort by; any other is a 422. Each list parameter is given once: a repeated parameter or an array form (`sort_by[]=`) is a 422. */
                sort_by?: "name" | "code" | "created_at" | "status" | "sales_count" | "sales_gross" | "tickets_count";
                sort_direction?: components["parameters"]["SortDirection"];
                /** @description `filter_fields[status][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[status]"?: {
                    eq?: string;
                    ne?: string;
                    lt?: string;
                    lte?: string;
                    gt?: string;
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[created_at][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[created_at]"?: {
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    eq?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    ne?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    lt?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    lte?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    gt?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
            };
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            event_id: number;
                            name: string;
                            code: string;
                            email: string | null;
                            /** @enum {string} */
                            status: "ACTIVE" | "INACTIVE";
                            sales_count: number;
                            tickets_count: number;
                            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                            sales_gross: number;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createAffiliate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    code: string;
                    /** @default null */
                    email?: string | null;
                    /**
                     * @default ACTIVE
                     * @enum {string}
                     */
                    status?: "ACTIVE" | "INACTIVE";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            event_id: number;
                            name: string;
                            code: string;
                            email: string | null;
                            /** @enum {string} */
                            status: "ACTIVE" | "INACTIVE";
                            sales_count: number;
                            tickets_count: number;
                            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                            sales_gross: number;
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    exportAffiliates: {
        parameters: {
            query?: {
                /** @description The figures of this date's orders only; 404 for a date of another event */
                date_id?: number;
            };
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": ({
                    /**
                     * @default csv
                     * @enum {string}
                     */
                    format?: "csv" | "xlsx";
                } & {
                    [key: string]: unknown;
                }) | null;
            };
        };
        responses: {
            /** @description The file (text/csv or XLSX) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getAffiliate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            event_id: number;
                            name: string;
                            code: string;
                            email: string | null;
                            /** @enum {string} */
                            status: "ACTIVE" | "INACTIVE";
                            sales_count: number;
                            tickets_count: number;
                            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                            sales_gross: number;
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateAffiliate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    code: string;
                    /** @default null */
                    email?: string | null;
                    /**
                     * @default ACTIVE
                     * @enum {string}
                     */
                    status?: "ACTIVE" | "INACTIVE";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            event_id: number;
                            name: string;
                            code: string;
                            email: string | null;
                            /** @enum {string} */
                            status: "ACTIVE" | "INACTIVE";
                            sales_count: number;
                            tickets_count: number;
                            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                            sales_gross: number;
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteAffiliate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listApiTokens: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                account_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            scopes: ("events:read" | "events:write" | "orders:read" | "orders:write" | "check-in:write" | "messages:write")[];
                            /** Format: date-time */
                            expires_at: string | null;
                            /** Format: date-time */
                            last_used_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            created_by: {
                                id: number;
                                name: string;
                                email: string;
                            } | null;
                        }[];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                account_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    scopes: ("events:read" | "events:write" | "orders:read" | "orders:write" | "check-in:write" | "messages:write")[];
                    expires_at?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            name: string;
                            scopes: ("events:read" | "events:write" | "orders:read" | "orders:write" | "check-in:write" | "messages:write")[];
                            /** Format: date-time */
                            expires_at: string | null;
                            /** Format: date-time */
                            last_used_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                            created_by: {
                                id: number;
                                name: string;
                                email: string;
                            } | null;
                            token: string;
                        };
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    revokeApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                account_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                account_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            url: string;
                            event_types: ("order.created" | "order.completed" | "order.cancelled" | "order.refunded" | "attendee.created" | "attendee.updated" | "attendee.cancelled" | "checkin.created" | "checkin.deleted" | "event.published" | "event.archived")[];
                            event_id: number | null;
                            description: string | null;
                            /** @enum {string} */
                            status: "ENABLED" | "PAUSED";
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        }[];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                account_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    event_types: ("order.created" | "order.completed" | "order.cancelled" | "order.refunded" | "attendee.created" | "attendee.updated" | "attendee.cancelled" | "checkin.created" | "checkin.deleted" | "event.published" | "event.archived")[];
                    event_id?: (number | string) | null;
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            url: string;
                            event_types: ("order.created" | "order.completed" | "order.cancelled" | "order.refunded" | "attendee.created" | "attendee.updated" | "attendee.cancelled" | "checkin.created" | "checkin.deleted" | "event.published" | "event.archived")[];
                            event_id: number | null;
                            description: string | null;
                            /** @enum {string} */
                            status: "ENABLED" | "PAUSED";
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                            secret: string;
                        };
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                account_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            url: string;
                            event_types: ("order.created" | "order.completed" | "order.cancelled" | "order.refunded" | "attendee.created" | "attendee.updated" | "attendee.cancelled" | "checkin.created" | "checkin.deleted" | "event.published" | "event.archived")[];
                            event_id: number | null;
                            description: string | null;
                            /** @enum {string} */
                            status: "ENABLED" | "PAUSED";
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                account_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url?: string;
                    event_types?: ("order.created" | "order.completed" | "order.cancelled" | "order.refunded" | "attendee.created" | "attendee.updated" | "attendee.cancelled" | "checkin.created" | "checkin.deleted" | "event.published" | "event.archived")[];
                    event_id?: (number | string) | null;
                    description?: string | null;
                    /** @enum {string} */
                    status?: "ENABLED" | "PAUSED";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            url: string;
                            event_types: ("order.created" | "order.completed" | "order.cancelled" | "order.refunded" | "attendee.created" | "attendee.updated" | "attendee.cancelled" | "checkin.created" | "checkin.deleted" | "event.published" | "event.archived")[];
                            event_id: number | null;
                            description: string | null;
                            /** @enum {string} */
                            status: "ENABLED" | "PAUSED";
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            updated_at: string;
                        };
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                account_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                account_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            event_key: string;
                            type: string;
                            /** @enum {string} */
                            status: "PENDING" | "SUCCEEDED" | "FAILED";
                            attempts: number;
                            response_status: number | null;
                            duration_ms: number | null;
                            response_excerpt: string | null;
                            error: string | null;
                            /** Format: date-time */
                            last_attempt_at: string | null;
                            /** Format: date-time */
                            next_attempt_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    redeliverWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                account_id: number | string;
                id: number | string;
                delivery_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            event_key: string;
                            type: string;
                            /** @enum {string} */
                            status: "PENDING" | "SUCCEEDED" | "FAILED";
                            attempts: number;
                            response_status: number | null;
                            duration_ms: number | null;
                            response_excerpt: string | null;
                            error: string | null;
                            /** Format: date-time */
                            last_attempt_at: string | null;
                            /** Format: date-time */
                            next_attempt_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listMessages: {
        parameters: {
            query?: {
                /** @description Plain decimal digits. */
                page?: components["parameters"]["Page"];
                /** @description Plain decimal digits. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text search. */
                query?: components["parameters"]["Query"];
                /** @description The field to sort by; any other is a 422. Each list parameter is given once: a repeated parameter or an array form (`sort_by[]=`) is a 422. */
                sort_by?: "created_at" | "scheduled_at" | "status" | "subject";
                sort_direction?: components["parameters"]["SortDirection"];
                /** @description `filter_fields[status][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[status]"?: {
                    eq?: string;
                    ne?: string;
                    lt?: string;
                    lte?: string;
                    gt?: string;
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[type][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[type]"?: {
                    eq?: string;
                    ne?: string;
                    lt?: string;
                    lte?: string;
                    gt?: string;
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[is_test][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[is_test]"?: {
                    /** @description `true` or `false`. */
                    eq?: boolean;
                    /** @description `true` or `false`. */
                    ne?: boolean;
                    /** @description `true` or `false`. */
                    lt?: boolean;
                    /** @description `true` or `false`. */
                    lte?: boolean;
                    /** @description `true` or `false`. */
                    gt?: boolean;
                    /** @description `true` or `false`. */
                    gte?: boolean;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
            };
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            subject: string;
                            content: string;
                            /** @enum {string} */
                            type: "ALL_ATTENDEES" | "TICKET_HOLDERS" | "INDIVIDUAL_ATTENDEES" | "ORDER_OWNER";
                            ticket_ids: number[];
                            attendee_ids: number[];
                            order_id: number | null;
                            event_date_ids: number[];
                            is_test: boolean;
                            send_copy_to_current_user: boolean;
                            /** Format: date-time */
                            scheduled_at: string | null;
                            /** @enum {string} */
                            status: "SCHEDULED" | "SENDING" | "SENT" | "FAILED" | "CANCELLED";
                            recipients_count: number;
                            sent_count: number;
                            failed_count: number;
                            sender: {
                                id: number | null;
                                name: string;
                                email: string;
                            };
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            sent_at: string | null;
                        }[];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "ALL_ATTENDEES" | "TICKET_HOLDERS" | "INDIVIDUAL_ATTENDEES" | "ORDER_OWNER";
                    ticket_ids?: (number | string)[];
                    attendee_ids?: (number | string)[];
                    order_id?: (number | string) | null;
                    event_date_ids?: (number | string)[];
                    subject: string;
                    content: string;
                    is_test?: boolean;
                    send_copy_to_current_user?: boolean;
                    scheduled_at?: string | null;
                    /** @enum {boolean} */
                    acknowledgement: true;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            subject: string;
                            content: string;
                            /** @enum {string} */
                            type: "ALL_ATTENDEES" | "TICKET_HOLDERS" | "INDIVIDUAL_ATTENDEES" | "ORDER_OWNER";
                            ticket_ids: number[];
                            attendee_ids: number[];
                            order_id: number | null;
                            event_date_ids: number[];
                            is_test: boolean;
                            send_copy_to_current_user: boolean;
                            /** Format: date-time */
                            scheduled_at: string | null;
                            /** @enum {string} */
                            status: "SCHEDULED" | "SENDING" | "SENT" | "FAILED" | "CANCELLED";
                            recipients_count: number;
                            sent_count: number;
                            failed_count: number;
                            sender: {
                                id: number | null;
                                name: string;
                                email: string;
                            };
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            sent_at: string | null;
                            recipients: {
                                email: string;
                                name: string;
                                attendee_id: number | null;
                                /** @enum {string} */
                                status: "QUEUED" | "SENDING" | "SENT" | "FAILED";
                                failure_reason: string | null;
                                /** Format: date-time */
                                sent_at: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Too many requests; Retry-After says when to try again */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    previewMessageRecipients: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "ALL_ATTENDEES" | "TICKET_HOLDERS" | "INDIVIDUAL_ATTENDEES" | "ORDER_OWNER";
                    ticket_ids?: (number | string)[];
                    attendee_ids?: (number | string)[];
                    order_id?: (number | string) | null;
                    event_date_ids?: (number | string)[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            recipients_count: number;
                        };
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            subject: string;
                            content: string;
                            /** @enum {string} */
                            type: "ALL_ATTENDEES" | "TICKET_HOLDERS" | "INDIVIDUAL_ATTENDEES" | "ORDER_OWNER";
                            ticket_ids: number[];
                            attendee_ids: number[];
                            order_id: number | null;
                            event_date_ids: number[];
                            is_test: boolean;
                            send_copy_to_current_user: boolean;
                            /** Format: date-time */
                            scheduled_at: string | null;
                            /** @enum {string} */
                            status: "SCHEDULED" | "SENDING" | "SENT" | "FAILED" | "CANCELLED";
                            recipients_count: number;
                            sent_count: number;
                            failed_count: number;
                            sender: {
                                id: number | null;
                                name: string;
                                email: string;
                            };
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            sent_at: string | null;
                            recipients: {
                                email: string;
                                name: string;
                                attendee_id: number | null;
                                /** @enum {string} */
                                status: "QUEUED" | "SENDING" | "SENT" | "FAILED";
                                failure_reason: string | null;
                                /** Format: date-time */
                                sent_at: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    cancelMessage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            subject: string;
                            content: string;
                            /** @enum {string} */
                            type: "ALL_ATTENDEES" | "TICKET_HOLDERS" | "INDIVIDUAL_ATTENDEES" | "ORDER_OWNER";
                            ticket_ids: number[];
                            attendee_ids: number[];
                            order_id: number | null;
                            event_date_ids: number[];
                            is_test: boolean;
                            send_copy_to_current_user: boolean;
                            /** Format: date-time */
                            scheduled_at: string | null;
                            /** @enum {string} */
                            status: "SCHEDULED" | "SENDING" | "SENT" | "FAILED" | "CANCELLED";
                            recipients_count: number;
                            sent_count: number;
                            failed_count: number;
                            sender: {
                                id: number | null;
                                name: string;
                                email: string;
                            };
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            sent_at: string | null;
                            recipients: {
                                email: string;
                                name: string;
                                attendee_id: number | null;
                                /** @enum {string} */
                                status: "QUEUED" | "SENDING" | "SENT" | "FAILED";
                                failure_reason: string | null;
                                /** Format: date-time */
                                sent_at: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listCheckInLists: {
        parameters: {
            query?: {
                /** @description Plain decimal digits. */
                page?: components["parameters"]["Page"];
                /** @description Plain decimal digits. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text search. */
                query?: components["parameters"]["Query"];
                /** @description The field to sort by; any other is a 422. Each list parameter is given once: a repeated parameter or an array form (`sort_by[]=`) is a 422. */
                sort_by?: "name" | "created_at" | "activates_at" | "expires_at" | "status" | "checked_in_count";
                sort_direction?: components["parameters"]["SortDirection"];
                /** @description `filter_fields[status][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[status]"?: {
                    eq?: string;
                    ne?: string;
                    lt?: string;
                    lte?: string;
                    gt?: string;
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[activates_at][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[activates_at]"?: {
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    eq?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    ne?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    lt?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    lte?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    gt?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[expires_at][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[expires_at]"?: {
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    eq?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    ne?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    lt?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    lte?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    gt?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
            };
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            short_id: string;
                            name: string;
                            description: string | null;
                            ticket_ids: number[];
                            /** Format: date-time */
                            activates_at: string | null;
                            /** Format: date-time */
                            expires_at: string | null;
                            /** @enum {string} */
                            status: "ACTIVE" | "NOT_ACTIVE" | "EXPIRED";
                            checked_in_count: number;
                            total_count: number;
                            conflicts_count: number;
                            event_date_id: number | null;
                            event_date: {
                                /** Format: date-time */
                                start_date: string;
                                /** Format: date-time */
                                end_date: string | null;
                                label: string | null;
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createCheckInList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    ticket_ids: (number | string)[];
                    activates_at?: string | null;
                    expires_at?: string | null;
                    event_date_id?: (number | string) | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            short_id: string;
                            name: string;
                            description: string | null;
                            ticket_ids: number[];
                            /** Format: date-time */
                            activates_at: string | null;
                            /** Format: date-time */
                            expires_at: string | null;
                            /** @enum {string} */
                            status: "ACTIVE" | "NOT_ACTIVE" | "EXPIRED";
                            checked_in_count: number;
                            total_count: number;
                            conflicts_count: number;
                            event_date_id: number | null;
                            event_date: {
                                /** Format: date-time */
                                start_date: string;
                                /** Format: date-time */
                                end_date: string | null;
                                label: string | null;
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getCheckInList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            short_id: string;
                            name: string;
                            description: string | null;
                            ticket_ids: number[];
                            /** Format: date-time */
                            activates_at: string | null;
                            /** Format: date-time */
                            expires_at: string | null;
                            /** @enum {string} */
                            status: "ACTIVE" | "NOT_ACTIVE" | "EXPIRED";
                            checked_in_count: number;
                            total_count: number;
                            conflicts_count: number;
                            event_date_id: number | null;
                            event_date: {
                                /** Format: date-time */
                                start_date: string;
                                /** Format: date-time */
                                end_date: string | null;
                                label: string | null;
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateCheckInList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    ticket_ids: (number | string)[];
                    activates_at?: string | null;
                    expires_at?: string | null;
                    event_date_id?: (number | string) | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            short_id: string;
                            name: string;
                            description: string | null;
                            ticket_ids: number[];
                            /** Format: date-time */
                            activates_at: string | null;
                            /** Format: date-time */
                            expires_at: string | null;
                            /** @enum {string} */
                            status: "ACTIVE" | "NOT_ACTIVE" | "EXPIRED";
                            checked_in_count: number;
                            total_count: number;
                            conflicts_count: number;
                            event_date_id: number | null;
                            event_date: {
                                /** Format: date-time */
                                start_date: string;
                                /** Format: date-time */
                                end_date: string | null;
                                label: string | null;
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteCheckInList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    rotateCheckInList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            short_id: string;
                            name: string;
                            description: string | null;
                            ticket_ids: number[];
                            /** Format: date-time */
                            activates_at: string | null;
                            /** Format: date-time */
                            expires_at: string | null;
                            /** @enum {string} */
                            status: "ACTIVE" | "NOT_ACTIVE" | "EXPIRED";
                            checked_in_count: number;
                            total_count: number;
                            conflicts_count: number;
                            event_date_id: number | null;
                            event_date: {
                                /** Format: date-time */
                                start_date: string;
                                /** Format: date-time */
                                end_date: string | null;
                                label: string | null;
                            } | null;
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listCheckInConflicts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            attendee_id: number | null;
                            attendee_short_id: string;
                            first_name: string | null;
                            last_name: string | null;
                            device_id: string;
                            /** Format: date-time */
                            scanned_at: string;
                            /** Format: date-time */
                            received_at: string;
                            /** Format: date-time */
                            checked_in_at: string | null;
                            checked_in_device_id: string | null;
                        }[];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getPublicCheckInList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                short_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            short_id: string;
                            name: string;
                            description: string | null;
                            /** @enum {string} */
                            status: "ACTIVE" | "NOT_ACTIVE" | "EXPIRED";
                            /** Format: date-time */
                            activates_at: string | null;
                            /** Format: date-time */
                            expires_at: string | null;
                            checked_in_count: number;
                            total_count: number;
                            tickets: {
                                id: number;
                                title: string;
                            }[];
                            event: {
                                id: number;
                                title: string;
                                /** Format: date-time */
                                start_date: string;
                                /** Format: date-time */
                                end_date: string | null;
                                timezone: string;
                            };
                            event_date_id?: number | null;
                            event_date?: {
                                /** Format: date-time */
                                start_date: string;
                                /** Format: date-time */
                                end_date: string | null;
                                label: string | null;
                            } | null;
                        };
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Too many requests; Retry-After says when to try again */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    searchCheckInAttendees: {
        parameters: {
            query: {
                query: string;
                page?: string;
                per_page?: string;
            };
            header?: never;
            path: {
                short_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            short_id: string;
                            first_name: string;
                            last_name: string;
                            ticket_id: number;
                            ticket_title: string;
                            price_label: string | null;
                            /** @enum {string} */
                            status: "ACTIVE" | "CANCELLED" | "AWAITING_PAYMENT";
                            checked_in: boolean;
                            /** Format: date-time */
                            checked_in_at: string | null;
                            seat?: {
                                id: string;
                                section: string;
                                row: string;
                                label: string;
                                category: string;
                            } | null;
                        }[];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Too many requests; Retry-After says when to try again */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    checkInAtDoor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                short_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    attendee_short_id?: string;
                    qr?: string;
                    /** @enum {string} */
                    action: "check_in" | "check_out";
                    device_id?: string;
                    /** Format: date-time */
                    scanned_at?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            attendee: {
                                short_id: string;
                                first_name: string;
                                last_name: string;
                                ticket_id: number;
                                ticket_title: string;
                                price_label: string | null;
                                /** @enum {string} */
                                status: "ACTIVE" | "CANCELLED" | "AWAITING_PAYMENT";
                                checked_in: boolean;
                                /** Format: date-time */
                                checked_in_at: string | null;
                                seat?: {
                                    id: string;
                                    section: string;
                                    row: string;
                                    label: string;
                                    category: string;
                                } | null;
                            };
                            check_in: {
                                id: number;
                                attendee_short_id: string;
                                check_in_list_id: number | null;
                                /** @enum {string} */
                                action: "CHECK_IN" | "CHECK_OUT";
                                device_id: string | null;
                                /** Format: date-time */
                                scanned_at: string;
                                /** Format: date-time */
                                created_at: string;
                            };
                        };
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Too many requests; Retry-After says when to try again */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    downloadCheckInList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                short_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            check_in_list: {
                                short_id: string;
                                name: string;
                                description: string | null;
                                /** @enum {string} */
                                status: "ACTIVE" | "NOT_ACTIVE" | "EXPIRED";
                                /** Format: date-time */
                                activates_at: string | null;
                                /** Format: date-time */
                                expires_at: string | null;
                                checked_in_count: number;
                                total_count: number;
                                tickets: {
                                    id: number;
                                    title: string;
                                }[];
                                event_date_id?: number | null;
                                event_date?: {
                                    /** Format: date-time */
                                    start_date: string;
                                    /** Format: date-time */
                                    end_date: string | null;
                                    label: string | null;
                                } | null;
                                ticket_ids: number[];
                            };
                            event: {
                                id: number;
                                title: string;
                                /** Format: date-time */
                                start_date: string;
                                /** Format: date-time */
                                end_date: string | null;
                                timezone: string;
                            };
                            public_keys: {
                                key_id: string;
                                /** @enum {string} */
                                algorithm: "Ed25519";
                                jwk: {
                                    /** @enum {string} */
                                    kty: "OKP";
                                    /** @enum {string} */
                                    crv: "Ed25519";
                                    x: string;
                                };
                            }[];
                            /** Format: date-time */
                            generated_at: string;
                            attendee_columns: string[];
                            dates: {
                                id: number;
                                /** Format: date-time */
                                start_date: string;
                                /** Format: date-time */
                                end_date: string | null;
                                label: string | null;
                                status: string;
                            }[];
                            date_count: number;
                            attendees: [
                                string,
                                string,
                                string,
                                number,
                                "ACTIVE" | "CANCELLED" | "AWAITING_PAYMENT",
                                string | null,
                                string,
                                number | null,
                                "ONE_DATE" | "ALL_DATES",
                                number[],
                                [
                                    string,
                                    string,
                                    string
                                ] | null
                            ][];
                        };
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Too many requests; Retry-After says when to try again */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    uploadOfflineCheckIns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                short_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    device_id: string;
                    check_ins: {
                        attendee_short_id: string;
                        /** @enum {string} */
                        action: "check_in" | "check_out";
                        /** Format: date-time */
                        scanned_at: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            results: {
                                attendee_short_id: string;
                                /** @enum {string} */
                                action: "check_in" | "check_out";
                                /** Format: date-time */
                                scanned_at: string;
                                /** @enum {string} */
                                result: "APPLIED" | "ALREADY_CHECKED_IN" | "NOT_CHECKED_IN" | "ATTENDEE_CANCELLED" | "TICKET_NOT_ON_LIST" | "WRONG_DATE" | "NO_DATE_TODAY" | "NOT_FOUND";
                                conflict: boolean;
                                duplicate: boolean;
                                /** Format: date-time */
                                checked_in_at: string | null;
                                checked_in_device_id: string | null;
                                event_date?: {
                                    /** Format: date-time */
                                    start_date: string;
                                    /** Format: date-time */
                                    end_date: string | null;
                                    label: string | null;
                                };
                            }[];
                        };
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Too many requests; Retry-After says when to try again */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listTicketSigningKeys: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                account_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            key_id: string;
                            /** @enum {string} */
                            algorithm: "Ed25519";
                            jwk: {
                                /** @enum {string} */
                                kty: "OKP";
                                /** @enum {string} */
                                crv: "Ed25519";
                                x: string;
                            };
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            retired_at: string | null;
                            /** Format: date-time */
                            revoked_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    rotateTicketSigningKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                account_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default false */
                    revoke_previous?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            key_id: string;
                            /** @enum {string} */
                            algorithm: "Ed25519";
                            jwk: {
                                /** @enum {string} */
                                kty: "OKP";
                                /** @enum {string} */
                                crv: "Ed25519";
                                x: string;
                            };
                            /** Format: date-time */
                            created_at: string;
                            /** Format: date-time */
                            retired_at: string | null;
                            /** Format: date-time */
                            revoked_at: string | null;
                        }[];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listEventDates: {
        parameters: {
            query?: {
                /** @description Plain decimal digits. */
                page?: components["parameters"]["Page"];
                /** @description Plain decimal digits. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text search. */
                query?: components["parameters"]["Query"];
                /** @description The field to sort by; any other is a 422. Each list parameter is given once: a repeated parameter or an array form (`sort_by[]=`) is a 422. */
                sort_by?: "start_date" | "end_date" | "label" | "capacity" | "created_at";
                sort_direction?: components["parameters"]["SortDirection"];
                /** @description `filter_fields[status][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[status]"?: {
                    eq?: string;
                    ne?: string;
                    lt?: string;
                    lte?: string;
                    gt?: string;
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[start_date][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[start_date]"?: {
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    eq?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    ne?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    lt?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    lte?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    gt?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
            };
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** Format: date-time */
                            start_date: string;
                            /** Format: date-time */
                            end_date: string | null;
                            label: string | null;
                            /** @enum {string} */
                            status: "SCHEDULED" | "CANCELLED";
                            capacity: number | null;
                            sold_count: number;
                            available: number | null;
                            cancellation: {
                                /** Format: date-time */
                                cancelled_at: string;
                                refund: boolean;
                                notify_buyers: boolean;
                                message: string | null;
                                orders_total: number;
                                orders_done: number;
                            } | null;
                        }[];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createEventDate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    start_date: string;
                    end_date: string | null;
                    label?: string | null;
                    capacity?: number | null;
                    /** @enum {string} */
                    status?: "SCHEDULED" | "CANCELLED";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** Format: date-time */
                            start_date: string;
                            /** Format: date-time */
                            end_date: string | null;
                            label: string | null;
                            /** @enum {string} */
                            status: "SCHEDULED" | "CANCELLED";
                            capacity: number | null;
                            sold_count: number;
                            available: number | null;
                            cancellation: {
                                /** Format: date-time */
                                cancelled_at: string;
                                refund: boolean;
                                notify_buyers: boolean;
                                message: string | null;
                                orders_total: number;
                                orders_done: number;
                            } | null;
                        };
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getEventDate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** Format: date-time */
                            start_date: string;
                            /** Format: date-time */
                            end_date: string | null;
                            label: string | null;
                            /** @enum {string} */
                            status: "SCHEDULED" | "CANCELLED";
                            capacity: number | null;
                            sold_count: number;
                            available: number | null;
                            cancellation: {
                                /** Format: date-time */
                                cancelled_at: string;
                                refund: boolean;
                                notify_buyers: boolean;
                                message: string | null;
                                orders_total: number;
                                orders_done: number;
                            } | null;
                            overrides: {
                                ticket_price_id: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                price: number | null;
                                quantity: number | null;
                                is_hidden: boolean | null;
                                quantity_held: number;
                            }[];
                        };
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateEventDate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    start_date: string;
                    end_date: string | null;
                    label?: string | null;
                    capacity?: number | null;
                    /** @enum {string} */
                    status?: "SCHEDULED" | "CANCELLED";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** Format: date-time */
                            start_date: string;
                            /** Format: date-time */
                            end_date: string | null;
                            label: string | null;
                            /** @enum {string} */
                            status: "SCHEDULED" | "CANCELLED";
                            capacity: number | null;
                            sold_count: number;
                            available: number | null;
                            cancellation: {
                                /** Format: date-time */
                                cancelled_at: string;
                                refund: boolean;
                                notify_buyers: boolean;
                                message: string | null;
                                orders_total: number;
                                orders_done: number;
                            } | null;
                        };
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: INVALID_STATUS_TRANSITION */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "INVALID_STATUS_TRANSITION";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteEventDate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: DATE_HAS_ORDERS, LAST_EVENT_DATE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATE_HAS_ORDERS" | "LAST_EVENT_DATE";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    generateEventDates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rrule: string;
                    duration_minutes: number;
                    label?: string | null;
                    exclusions?: string[];
                    additions?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: number;
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    setEventDateOverrides: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ticket_price_id: number | string;
                    /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                    price?: number | null;
                    quantity?: number | null;
                    is_hidden?: boolean | null;
                }[];
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            ticket_price_id: number;
                            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                            price: number | null;
                            quantity: number | null;
                            is_hidden: boolean | null;
                            quantity_held: number;
                        }[];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listPublicEventDates: {
        parameters: {
            query?: {
                page?: number | string;
                per_page?: number | string;
                from?: string;
                to?: string;
            };
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** Format: date-time */
                            start_date: string;
                            /** Format: date-time */
                            end_date: string | null;
                            label: string | null;
                            /** @enum {string} */
                            status: "SCHEDULED" | "CANCELLED";
                            /** @enum {string} */
                            availability: "ON_SALE" | "SOLD_OUT" | "NOT_ON_SALE" | "CANCELLED";
                        }[];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    cancelEventDate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refund: boolean;
                    notify_buyers: boolean;
                    message?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            /** Format: date-time */
                            start_date: string;
                            /** Format: date-time */
                            end_date: string | null;
                            label: string | null;
                            /** @enum {string} */
                            status: "SCHEDULED" | "CANCELLED";
                            capacity: number | null;
                            sold_count: number;
                            available: number | null;
                            cancellation: {
                                /** Format: date-time */
                                cancelled_at: string;
                                refund: boolean;
                                notify_buyers: boolean;
                                message: string | null;
                                orders_total: number;
                                orders_done: number;
                            } | null;
                        };
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listSeatingPlans: {
        parameters: {
            query?: {
                /** @description Plain decimal digits. */
                page?: components["parameters"]["Page"];
                /** @description Plain decimal digits. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text search. */
                query?: components["parameters"]["Query"];
                /** @description The field to sort by; any other is a 422. Each list parameter is given once: a repeated parameter or an array form (`sort_by[]=`) is a 422. */
                sort_by?: "name" | "seat_count" | "standing_capacity" | "events_count" | "created_at" | "updated_at";
                sort_direction?: components["parameters"]["SortDirection"];
                /** @description `filter_fields[seat_count][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[seat_count]"?: {
                    /** @description Plain decimal digits, an optional leading minus. */
                    eq?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    ne?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    lt?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    lte?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    gt?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    gte?: number;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[in_use][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[in_use]"?: {
                    /** @description `true` or `false`. */
                    eq?: boolean;
                    /** @description `true` or `false`. */
                    ne?: boolean;
                    /** @description `true` or `false`. */
                    lt?: boolean;
                    /** @description `true` or `false`. */
                    lte?: boolean;
                    /** @description `true` or `false`. */
                    gt?: boolean;
                    /** @description `true` or `false`. */
                    gte?: boolean;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
            };
            header?: never;
            path: {
                account_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SeatingPlanSummary"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createSeatingPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                account_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    layout: components["schemas"]["SellableSeatingLayoutInput"];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SeatingPlan"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getSeatingPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                account_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SeatingPlan"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateSeatingPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                account_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    layout: components["schemas"]["SellableSeatingLayoutInput"];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SeatingPlan"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: PLAN_IN_USE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "PLAN_IN_USE";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteSeatingPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                account_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: PLAN_IN_USE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "PLAN_IN_USE";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    copySeatingPlan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                account_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["SeatingPlan"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getEventSeating: {
        parameters: {
            query?: {
                date_id?: number | string;
            };
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            seating_plan_id: number | null;
                            seating_plan: components["schemas"]["SeatingPlan"] | null;
                            categories: {
                                category: string;
                                ticket_price_ids: number[];
                            }[];
                            date_id: number | null;
                            seats: {
                                seat_id: string;
                                /** @enum {string} */
                                state: "AVAILABLE" | "HELD" | "SOLD" | "BLOCKED";
                                attendee: {
                                    attendee_id: number;
                                    attendee_short_id: string;
                                    first_name: string;
                                    last_name: string;
                                    order_id: number;
                                    order_short_id: string;
                                } | null;
                                reason: string | null;
                            }[] | null;
                            standing: {
                                id: string;
                                capacity: number;
                                taken: number;
                                held: number;
                                sold: number;
                                blocked: number;
                            }[] | null;
                        };
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    setEventSeating: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    seating_plan_id: (number | string) | null;
                    categories?: {
                        category: string;
                        ticket_price_ids: (number | string)[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            seating_plan_id: number | null;
                            seating_plan: components["schemas"]["SeatingPlan"] | null;
                            categories: {
                                category: string;
                                ticket_price_ids: number[];
                            }[];
                            date_id: number | null;
                            seats: {
                                seat_id: string;
                                /** @enum {string} */
                                state: "AVAILABLE" | "HELD" | "SOLD" | "BLOCKED";
                                attendee: {
                                    attendee_id: number;
                                    attendee_short_id: string;
                                    first_name: string;
                                    last_name: string;
                                    order_id: number;
                                    order_short_id: string;
                                } | null;
                                reason: string | null;
                            }[] | null;
                            standing: {
                                id: string;
                                capacity: number;
                                taken: number;
                                held: number;
                                sold: number;
                                blocked: number;
                            }[] | null;
                        };
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: PLAN_IN_USE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "PLAN_IN_USE";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    blockSeats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date_id?: number | string;
                    seat_ids: string[];
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            date_ids: number[];
                            seat_ids: string[];
                            count: number;
                        };
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: SEAT_TAKEN, CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "SEAT_TAKEN" | "CONFLICT";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    unblockSeats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date_id?: number | string;
                    seat_ids: string[];
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            date_ids: number[];
                            seat_ids: string[];
                            count: number;
                        };
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "CONFLICT";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    exportSeatList: {
        parameters: {
            query: {
                date_id: number | string;
                format?: "csv" | "xlsx";
            };
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, sent as an attachment */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "CONFLICT";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    moveAttendeeSeat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    seat_id: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AttendeeDetails"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: SEAT_TAKEN, ATTENDEE_CANCELLED, CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "SEAT_TAKEN" | "ATTENDEE_CANCELLED" | "CONFLICT";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getPublicSeating: {
        parameters: {
            query?: {
                date_id?: number | string;
            };
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            date_id: number;
                            plan: {
                                /** @enum {number} */
                                version: 1;
                                width: number;
                                height: number;
                                categories: {
                                    id: string;
                                    name: string;
                                    color: string;
                                }[];
                                sections: {
                                    id: string;
                                    label: string;
                                    rows: {
                                        id: string;
                                        label: string;
                                        category?: string;
                                        /** @description How many seats */
                                        n: number;
                                        /** @description Each seat's dx, dy in hundredths of a plan unit from the previous seat (the first from 0,0) */
                                        xy: number[];
                                        /** @description The seats' ids; omitted: `<row id>-1` .. `<row id>-n` */
                                        ids?: string[];
                                        /** @description The seats' labels; omitted: 1..n */
                                        labels?: string[];
                                        /** @description Each seat's own category, 0 for the row's */
                                        cats?: (string | 0)[];
                                        /** @description Accessible seats: position, mark, ... */
                                        acc?: (number | ("WHEELCHAIR" | "COMPANION"))[];
                                    }[];
                                    tables: {
                                        id: string;
                                        label: string;
                                        category?: string;
                                        /** @description How many seats */
                                        n: number;
                                        /** @description Each seat's dx, dy in hundredths of a plan unit from the previous seat (the first from 0,0) */
                                        xy: number[];
                                        /** @description The seats' ids; omitted: `<row id>-1` .. `<row id>-n` */
                                        ids?: string[];
                                        /** @description The seats' labels; omitted: 1..n */
                                        labels?: string[];
                                        /** @description Each seat's own category, 0 for the row's */
                                        cats?: (string | 0)[];
                                        /** @description Accessible seats: position, mark, ... */
                                        acc?: (number | ("WHEELCHAIR" | "COMPANION"))[];
                                        /** @enum {string} */
                                        shape: "ROUND" | "RECTANGLE";
                                        x: number;
                                        y: number;
                                        width: number;
                                        height: number;
                                    }[];
                                }[];
                                standing_areas: {
                                    id: string;
                                    label: string;
                                    capacity: number;
                                    category: string;
                                    x: number;
                                    y: number;
                                    width: number;
                                    height: number;
                                }[];
                                shapes: {
                                    /** @enum {string} */
                                    kind: "STAGE" | "LABEL" | "EXIT" | "RECTANGLE" | "ELLIPSE";
                                    x: number;
                                    y: number;
                                    width: number;
                                    height: number;
                                    rotation?: number;
                                    text?: string;
                                }[];
                            };
                            categories: {
                                category: string;
                                name: string;
                                color: string;
                                ticket_price_ids: number[];
                            }[];
                            availability: string;
                            standing: {
                                id: string;
                                available: number;
                            }[];
                        };
                    };
                };
            };
            /** @description Not modified: the ETag still holds */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getWaitingRoom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            event_id: number;
                            enabled: boolean;
                            /** Format: date-time */
                            opens_at: string;
                            /** Format: date-time */
                            on_sale_at: string;
                            admission_rate_per_minute: number | null;
                            shopping_minutes: number;
                            paused: boolean;
                            /** @enum {string} */
                            opening: "SCHEDULED" | "AUTOMATIC";
                            open: boolean;
                            /** Format: date-time */
                            auto_opened_at: string | null;
                            arrivals_per_minute: number;
                            effective_rate_per_minute: number;
                            queued: number;
                            admitted: number;
                            admitted_per_minute: number;
                            p95_wait_seconds: number | null;
                        };
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    saveWaitingRoom: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                    /** Format: date-time */
                    opens_at: string;
                    /** Format: date-time */
                    on_sale_at: string;
                    admission_rate_per_minute: number | null;
                    /** @default 15 */
                    shopping_minutes?: number;
                    /** @default false */
                    paused?: boolean;
                    /**
                     * @default SCHEDULED
                     * @enum {string}
                     */
                    opening?: "SCHEDULED" | "AUTOMATIC";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            event_id: number;
                            enabled: boolean;
                            /** Format: date-time */
                            opens_at: string;
                            /** Format: date-time */
                            on_sale_at: string;
                            admission_rate_per_minute: number | null;
                            shopping_minutes: number;
                            paused: boolean;
                            /** @enum {string} */
                            opening: "SCHEDULED" | "AUTOMATIC";
                            open: boolean;
                            /** Format: date-time */
                            auto_opened_at: string | null;
                            arrivals_per_minute: number;
                            effective_rate_per_minute: number;
                            queued: number;
                            admitted: number;
                            admitted_per_minute: number;
                            p95_wait_seconds: number | null;
                        };
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    joinQueue: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    queue_token?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            queue_token: string;
                            /** @enum {string} */
                            status: "WAITING" | "ADMITTED";
                            position: number | null;
                            queue_length: number;
                            estimated_wait_seconds: number | null;
                            poll_after_seconds: number;
                            /** Format: date-time */
                            on_sale_at: string;
                            admission_token?: string;
                            /** Format: date-time */
                            admission_expires_at?: string;
                        };
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: QUEUE_NOT_OPEN */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "QUEUE_NOT_OPEN";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getQueuePlace: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                queue_token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            queue_token: string;
                            /** @enum {string} */
                            status: "WAITING" | "ADMITTED";
                            position: number | null;
                            queue_length: number;
                            estimated_wait_seconds: number | null;
                            poll_after_seconds: number;
                            /** Format: date-time */
                            on_sale_at: string;
                            admission_token?: string;
                            /** Format: date-time */
                            admission_expires_at?: string;
                        };
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getEventReport: {
        parameters: {
            query?: {
                /** @description First day of sale counted (YYYY-MM-DD, in the event’s time zone) */
                from?: string;
                /** @description Last day of sale counted (YYYY-MM-DD, in the event’s time zone) */
                to?: string;
                /** @description Only the orders placed for this date (404 for a date of another event) */
                date_id?: number;
                /** @description csv: the rows as a CSV file, amounts in major units with the currency named */
                format?: "json" | "csv";
            };
            header?: never;
            path: {
                event_id: number | string;
                kind: "sales-by-ticket" | "sales-by-day" | "promo-codes" | "affiliates" | "taxes-and-fees" | "check-ins" | "dates";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            kind: "sales-by-ticket";
                            currency: string;
                            timezone: string;
                            from: string | null;
                            to: string | null;
                            date_id: number | null;
                            rows: {
                                orders: number;
                                tickets: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                gross: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                refunded: number;
                                net: number;
                                ticket_id: number;
                                ticket_title: string;
                                price_id: number;
                                price_label: string | null;
                            }[];
                            totals: {
                                orders: number;
                                tickets: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                gross: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                refunded: number;
                                net: number;
                            };
                        } | {
                            /** @enum {string} */
                            kind: "sales-by-day";
                            currency: string;
                            timezone: string;
                            from: string | null;
                            to: string | null;
                            date_id: number | null;
                            rows: {
                                orders: number;
                                tickets: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                gross: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                refunded: number;
                                net: number;
                                day: string;
                            }[];
                            totals: {
                                orders: number;
                                tickets: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                gross: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                refunded: number;
                                net: number;
                            };
                        } | {
                            /** @enum {string} */
                            kind: "promo-codes";
                            currency: string;
                            timezone: string;
                            from: string | null;
                            to: string | null;
                            date_id: number | null;
                            rows: {
                                orders: number;
                                tickets: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                gross: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                refunded: number;
                                net: number;
                                promo_code_id: number | null;
                                code: string;
                                /** @description A percentage for PERCENTAGE codes; an amount in the minor unit of the currency for FIXED ones. */
                                discount: number;
                            }[];
                            totals: {
                                orders: number;
                                tickets: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                gross: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                refunded: number;
                                net: number;
                                /** @description A percentage for PERCENTAGE codes; an amount in the minor unit of the currency for FIXED ones. */
                                discount: number;
                            };
                        } | {
                            /** @enum {string} */
                            kind: "affiliates";
                            currency: string;
                            timezone: string;
                            from: string | null;
                            to: string | null;
                            date_id: number | null;
                            rows: {
                                orders: number;
                                tickets: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                gross: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                refunded: number;
                                net: number;
                                affiliate_id: number;
                                code: string;
                                name: string;
                            }[];
                            totals: {
                                orders: number;
                                tickets: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                gross: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                refunded: number;
                                net: number;
                            };
                        } | {
                            /** @enum {string} */
                            kind: "taxes-and-fees";
                            currency: string;
                            timezone: string;
                            from: string | null;
                            to: string | null;
                            date_id: number | null;
                            rows: {
                                tax_or_fee_id: number;
                                name: string;
                                /** @enum {string} */
                                type: "TAX" | "FEE";
                                calculation_type: ("PERCENTAGE" | "FIXED") | null;
                                rate: number | null;
                                currency: string;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                gross: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                refunded: number;
                                net: number;
                            }[];
                            totals: {
                                currency: string;
                                /** @enum {string} */
                                type: "TAX" | "FEE";
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                gross: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                refunded: number;
                                net: number;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "check-ins";
                            currency: string;
                            timezone: string;
                            from: string | null;
                            to: string | null;
                            date_id: number | null;
                            rows: {
                                date_id: number | null;
                                /** Format: date-time */
                                start_date: string | null;
                                label: string | null;
                                total: number;
                                checked_in: number;
                            }[];
                            totals: {
                                total: number;
                                checked_in: number;
                            };
                        } | {
                            /** @enum {string} */
                            kind: "dates";
                            currency: string;
                            timezone: string;
                            from: string | null;
                            to: string | null;
                            date_id: number | null;
                            rows: {
                                orders: number;
                                tickets: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                gross: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                refunded: number;
                                net: number;
                                date_id: number;
                                /** Format: date-time */
                                start_date: string;
                                label: string | null;
                                status: string;
                            }[];
                            totals: {
                                orders: number;
                                tickets: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                gross: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                refunded: number;
                                net: number;
                            };
                        };
                    } | string;
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getOrganizerReport: {
        parameters: {
            query?: {
                /** @description First day of sale counted (YYYY-MM-DD, in the event’s time zone) */
                from?: string;
                /** @description Last day of sale counted (YYYY-MM-DD, in the event’s time zone) */
                to?: string;
                /** @description csv: the rows as a CSV file, amounts in major units with the currency named */
                format?: "json" | "csv";
            };
            header?: never;
            path: {
                id: number | string;
                kind: "revenue-by-event" | "taxes-and-fees";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            kind: "revenue-by-event";
                            from: string | null;
                            to: string | null;
                            rows: {
                                orders: number;
                                tickets: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                gross: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                refunded: number;
                                net: number;
                                event_id: number;
                                title: string;
                                currency: string;
                            }[];
                            totals: {
                                orders: number;
                                tickets: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                gross: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                refunded: number;
                                net: number;
                                currency: string;
                            }[];
                        } | {
                            /** @enum {string} */
                            kind: "taxes-and-fees";
                            from: string | null;
                            to: string | null;
                            rows: {
                                tax_or_fee_id: number;
                                name: string;
                                /** @enum {string} */
                                type: "TAX" | "FEE";
                                calculation_type: ("PERCENTAGE" | "FIXED") | null;
                                rate: number | null;
                                currency: string;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                gross: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                refunded: number;
                                net: number;
                            }[];
                            totals: {
                                currency: string;
                                /** @enum {string} */
                                type: "TAX" | "FEE";
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                gross: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                refunded: number;
                                net: number;
                            }[];
                        };
                    } | string;
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    joinWaitingList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ticket_price_id: number;
                    date_id?: number;
                    quantity: number;
                    first_name: string;
                    last_name: string;
                    email: string;
                    /** @enum {string} */
                    locale?: "en" | "de" | "fr" | "pt" | "es" | "zh-cn" | "pt-br";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        token: string;
                        /** @enum {string} */
                        status: "WAITING" | "OFFERED" | "PURCHASED" | "EXPIRED" | "CANCELLED";
                        position: number | null;
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: NOT_SOLD_OUT, WAITING_LIST_DUPLICATE, DATE_CANCELLED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_SOLD_OUT" | "WAITING_LIST_DUPLICATE" | "DATE_CANCELLED";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: DATE_REQUIRED, VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATE_REQUIRED" | "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Too many requests; Retry-After says when to try again: RATE_LIMITED */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getWaitingListEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            token: string;
                            /** @enum {string} */
                            status: "WAITING" | "OFFERED" | "PURCHASED" | "EXPIRED" | "CANCELLED";
                            position: number | null;
                            event_id: number;
                            event_title: string;
                            ticket_title: string;
                            price_label: string | null;
                            date_id: number;
                            quantity: number;
                            first_name: string;
                            /** @enum {string} */
                            locale: "en" | "de" | "fr" | "pt" | "es" | "zh-cn" | "pt-br";
                            order_short_id: string | null;
                            checkout_path: string | null;
                            /** Format: date-time */
                            offer_expires_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    leaveWaitingList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: WAITING_LIST_ENTRY_NOT_WAITING, BUSY */
            409: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "WAITING_LIST_ENTRY_NOT_WAITING" | "BUSY";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listWaitingList: {
        parameters: {
            query?: {
                /** @description Plain decimal digits. */
                page?: components["parameters"]["Page"];
                /** @description Plain decimal digits. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text search. */
                query?: components["parameters"]["Query"];
                /** @description The field to sort by; any other is a 422. Each list parameter is given once: a repeated parameter or an array form (`sort_by[]=`) is a 422. */
                sort_by?: "created_at" | "status" | "quantity" | "email" | "offered_at";
                sort_direction?: components["parameters"]["SortDirection"];
                /** @description `filter_fields[status][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[status]"?: {
                    eq?: string;
                    ne?: string;
                    lt?: string;
                    lte?: string;
                    gt?: string;
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[ticket_id][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[ticket_id]"?: {
                    /** @description Plain decimal digits, an optional leading minus. */
                    eq?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    ne?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    lt?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    lte?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    gt?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    gte?: number;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[ticket_price_id][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[ticket_price_id]"?: {
                    /** @description Plain decimal digits, an optional leading minus. */
                    eq?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    ne?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    lt?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    lte?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    gt?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    gte?: number;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[date_id][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[date_id]"?: {
                    /** @description Plain decimal digits, an optional leading minus. */
                    eq?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    ne?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    lt?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    lte?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    gt?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    gte?: number;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[quantity][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[quantity]"?: {
                    /** @description Plain decimal digits, an optional leading minus. */
                    eq?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    ne?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    lt?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    lte?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    gt?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    gte?: number;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[created_at][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[created_at]"?: {
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    eq?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    ne?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    lt?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    lte?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    gt?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
            };
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            event_id: number;
                            ticket_id: number;
                            ticket_title: string;
                            ticket_price_id: number;
                            price_label: string | null;
                            date_id: number;
                            seat_category?: string | null;
                            capacity_assignment_id?: number | null;
                            capacity_assignment_name?: string | null;
                            quantity: number;
                            first_name: string;
                            last_name: string;
                            email: string;
                            /** @enum {string} */
                            locale: "en" | "de" | "fr" | "pt" | "es" | "zh-cn" | "pt-br";
                            /** @enum {string} */
                            status: "WAITING" | "OFFERED" | "PURCHASED" | "EXPIRED" | "CANCELLED";
                            position: number | null;
                            order_id: number | null;
                            order_short_id: string | null;
                            /** Format: date-time */
                            offered_at: string | null;
                            /** Format: date-time */
                            offer_expires_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                        }[];
                        meta: components["schemas"]["ListMeta"];
                        figures: {
                            waiting: number;
                            offered: number;
                            offers_sent: number;
                            offers_converted: number;
                        };
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    exportWaitingList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": ({
                    /**
                     * @default csv
                     * @enum {string}
                     */
                    format?: "csv" | "xlsx";
                } & {
                    [key: string]: unknown;
                }) | null;
            };
        };
        responses: {
            /** @description The file, sent as an attachment */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    offerWaitingListEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            event_id: number;
                            ticket_id: number;
                            ticket_title: string;
                            ticket_price_id: number;
                            price_label: string | null;
                            date_id: number;
                            seat_category?: string | null;
                            capacity_assignment_id?: number | null;
                            capacity_assignment_name?: string | null;
                            quantity: number;
                            first_name: string;
                            last_name: string;
                            email: string;
                            /** @enum {string} */
                            locale: "en" | "de" | "fr" | "pt" | "es" | "zh-cn" | "pt-br";
                            /** @enum {string} */
                            status: "WAITING" | "OFFERED" | "PURCHASED" | "EXPIRED" | "CANCELLED";
                            position: number | null;
                            order_id: number | null;
                            order_short_id: string | null;
                            /** Format: date-time */
                            offered_at: string | null;
                            /** Format: date-time */
                            offer_expires_at: string | null;
                            /** Format: date-time */
                            created_at: string;
                        };
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: SOLD_OUT, WAITING_LIST_ENTRY_NOT_WAITING, EVENT_UNAVAILABLE, BUSY */
            409: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "SOLD_OUT" | "WAITING_LIST_ENTRY_NOT_WAITING" | "EVENT_UNAVAILABLE" | "BUSY";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    removeWaitingListEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: WAITING_LIST_ENTRY_NOT_WAITING, BUSY */
            409: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "WAITING_LIST_ENTRY_NOT_WAITING" | "BUSY";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getInvoicingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            enabled: boolean;
                            legal_name: string | null;
                            address: string | null;
                            tax_id: string | null;
                            invoice_prefix: string;
                            footer: string | null;
                            payment_terms: string | null;
                            reverse_charge: boolean;
                        };
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    saveInvoicingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                    legal_name?: string | null;
                    address?: string | null;
                    tax_id?: string | null;
                    invoice_prefix: string;
                    footer?: string | null;
                    payment_terms?: string | null;
                    /** @default false */
                    reverse_charge?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            enabled: boolean;
                            legal_name: string | null;
                            address: string | null;
                            tax_id: string | null;
                            invoice_prefix: string;
                            footer: string | null;
                            payment_terms: string | null;
                            reverse_charge: boolean;
                        };
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listInvoices: {
        parameters: {
            query?: {
                /** @description Plain decimal digits. */
                page?: components["parameters"]["Page"];
                /** @description Plain decimal digits. */
                per_page?: components["parameters"]["PerPage"];
                /** @description Free text search. */
                query?: components["parameters"]["Query"];
                /** @description The field to sort by; any other is a 422. Each list parameter is given once: a repeated parameter or an array form (`sort_by[]=`) is a 422. */
                sort_by?: "issued_at" | "number" | "total_gross";
                sort_direction?: components["parameters"]["SortDirection"];
                /** @description `filter_fields[kind][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[kind]"?: {
                    eq?: string;
                    ne?: string;
                    lt?: string;
                    lte?: string;
                    gt?: string;
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[event_id][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[event_id]"?: {
                    /** @description Plain decimal digits, an optional leading minus. */
                    eq?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    ne?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    lt?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    lte?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    gt?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    gte?: number;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[order_id][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[order_id]"?: {
                    /** @description Plain decimal digits, an optional leading minus. */
                    eq?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    ne?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    lt?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    lte?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    gt?: number;
                    /** @description Plain decimal digits, an optional leading minus. */
                    gte?: number;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
                /** @description `filter_fields[issued_at][OPERATOR]=VALUE`, each once; an unknown operator or a value that does not fit is a 422 naming the parameter. */
                "filter_fields[issued_at]"?: {
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    eq?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    ne?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    lt?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    lte?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    gt?: string;
                    /** @description ISO 8601: a date (`2026-05-01`, midnight UTC) or a date-time with offset (`2026-05-01T19:00:00Z`). */
                    gte?: string;
                    /** @description A comma-separated list of values of the field’s type; `\,` is a comma inside a value and `\\` a backslash (any other backslash is a 422). Spaces around the commas are ignored. */
                    in?: string;
                };
            };
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            number: string;
                            /** @enum {string} */
                            kind: "INVOICE" | "CREDIT_NOTE";
                            refers_to: number | null;
                            order_id: number;
                            event_id: number;
                            /** Format: date-time */
                            issued_at: string;
                            currency: string;
                            locale: string;
                            seller: {
                                name: string;
                                company?: string | null;
                                address?: string | null;
                                tax_id?: string | null;
                            };
                            buyer: {
                                name: string;
                                company?: string | null;
                                address?: string | null;
                                tax_id?: string | null;
                            };
                            lines: {
                                description: string;
                                quantity: number;
                                unit_price: number;
                                tax_rate: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                tax: number;
                                total: number;
                            }[];
                            taxes: {
                                tax_rate: number;
                                net: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                tax: number;
                            }[];
                            reverse_charge: boolean;
                            total_net: number;
                            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                            total_tax: number;
                            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                            total_gross: number;
                        }[];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    exportInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": ({
                    /**
                     * @default csv
                     * @enum {string}
                     */
                    format?: "csv" | "xlsx";
                } & {
                    [key: string]: unknown;
                }) | null;
            };
        };
        responses: {
            /** @description The file, sent as an attachment */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    "X-Total-Count": components["headers"]["TotalCount"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listOrderInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            number: string;
                            /** @enum {string} */
                            kind: "INVOICE" | "CREDIT_NOTE";
                            refers_to: number | null;
                            order_id: number;
                            event_id: number;
                            /** Format: date-time */
                            issued_at: string;
                            currency: string;
                            locale: string;
                            seller: {
                                name: string;
                                company?: string | null;
                                address?: string | null;
                                tax_id?: string | null;
                            };
                            buyer: {
                                name: string;
                                company?: string | null;
                                address?: string | null;
                                tax_id?: string | null;
                            };
                            lines: {
                                description: string;
                                quantity: number;
                                unit_price: number;
                                tax_rate: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                tax: number;
                                total: number;
                            }[];
                            taxes: {
                                tax_rate: number;
                                net: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                tax: number;
                            }[];
                            reverse_charge: boolean;
                            total_net: number;
                            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                            total_tax: number;
                            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                            total_gross: number;
                        }[];
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    reissueInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    buyer?: {
                        company?: string | null;
                        address?: string | null;
                        tax_id?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            number: string;
                            /** @enum {string} */
                            kind: "INVOICE" | "CREDIT_NOTE";
                            refers_to: number | null;
                            order_id: number;
                            event_id: number;
                            /** Format: date-time */
                            issued_at: string;
                            currency: string;
                            locale: string;
                            seller: {
                                name: string;
                                company?: string | null;
                                address?: string | null;
                                tax_id?: string | null;
                            };
                            buyer: {
                                name: string;
                                company?: string | null;
                                address?: string | null;
                                tax_id?: string | null;
                            };
                            lines: {
                                description: string;
                                quantity: number;
                                unit_price: number;
                                tax_rate: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                tax: number;
                                total: number;
                            }[];
                            taxes: {
                                tax_rate: number;
                                net: number;
                                /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                                tax: number;
                            }[];
                            reverse_charge: boolean;
                            total_net: number;
                            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                            total_tax: number;
                            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                            total_gross: number;
                        };
                    };
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "CONFLICT";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getInvoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, sent as an attachment */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Not authenticated: UNAUTHENTICATED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "UNAUTHENTICATED";
                    };
                };
            };
            /** @description The caller may not do this: FORBIDDEN */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "FORBIDDEN";
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listPublicOrderInvoices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                short_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            number: string;
                            /** @enum {string} */
                            kind: "INVOICE" | "CREDIT_NOTE";
                            /** Format: date-time */
                            issued_at: string;
                            currency: string;
                            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                            total_gross: number;
                        }[];
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    requestPublicOrderInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                short_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    business?: {
                        company?: string | null;
                        address?: string | null;
                        tax_id?: string | null;
                    };
                } | null;
            };
        };
        responses: {
            /** @description The invoice the order already had */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            number: string;
                            /** @enum {string} */
                            kind: "INVOICE" | "CREDIT_NOTE";
                            /** Format: date-time */
                            issued_at: string;
                            currency: string;
                            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                            total_gross: number;
                        };
                    };
                };
            };
            /** @description The invoice, issued now */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            number: string;
                            /** @enum {string} */
                            kind: "INVOICE" | "CREDIT_NOTE";
                            /** Format: date-time */
                            issued_at: string;
                            currency: string;
                            /** @description An amount in the minor unit of the currency (1050 is 10.50 EUR). */
                            total_gross: number;
                        };
                    };
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with the current state: INVOICE_NOT_AVAILABLE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "INVOICE_NOT_AVAILABLE";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description Too many requests; Retry-After says when to try again: RATE_LIMITED */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "RATE_LIMITED";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE, STORAGE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE" | "STORAGE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getPublicInvoicePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                event_id: number | string;
                short_id: string;
                id: number | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, sent as an attachment */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Not found, or not the caller’s: NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "NOT_FOUND";
                    };
                };
            };
            /** @description Invalid input, with per-field errors: VALIDATION_ERROR */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "VALIDATION_ERROR";
                    };
                };
            };
            /** @description The database or the disk cannot serve right now; Retry-After says when to try again: DATABASE_UNAVAILABLE */
            503: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code?: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
}
