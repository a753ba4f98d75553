/**
 * The REST API's types as openapi-typescript generates them from /api/openapi.json: generated,
 * never edited (tests/integration/integrator-journey.test.ts writes them with -u and fails when
 * they are not the document's). Used by tests/integrator/journey.ts with openapi-fetch.
 */

export interface paths {
    "/api/admin/backups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The backups of the SQLite database in BACKUP_DIR, newest first: name, size in bytes and when taken (UTC)
         * @description Access: admin.
         */
        get: operations["listBackups"];
        put?: never;
        /**
         * Back up the SQLite database now, while the app keeps serving (201): the new backup
         * @description Access: admin.
         */
        post: operations["takeBackup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/billing-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * PST rate (basis points), payment instructions, payment terms (days to an invoice's due date), payment provider and GST number
         * @description Access: admin.
         */
        get: operations["getBillingSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the PST rate, the payment instructions or the payment terms (new orders only)
         * @description Access: admin.
         */
        patch: operations["updateBillingSettings"];
        trace?: never;
    };
    "/api/admin/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Operations board: confirmed bookings from `from` to `to` (default: the next 14 days) with staffing and chef; filter `staffing` = awaiting-chef, offered or assigned
         * @description Access: admin.
         */
        get: operations["getOperationsBoard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}/candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every chef, eligible first (in the order of eligible-chefs), then the others; reasons: every reason the chef cannot take the booking, in the words of DECISIONS.md section 17 ("Not active", "No weekly availability set", "Time off that day", ...), empty when eligible
         * @description Access: admin.
         */
        get: operations["listCandidateChefs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}/chef": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Assign a chef directly; their open offers close as filled
         * @description Access: admin.
         */
        put: operations["assignChef"];
        post?: never;
        /**
         * Take the chef off the booking; it awaits a chef again and both are told
         * @description Access: admin.
         */
        delete: operations["unassignChef"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a confirmed booking completed once its session has started (its Vancouver day and slot's start); its hours stay used and its chef earns them
         * @description Access: admin.
         */
        post: operations["completeBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}/eligible-chefs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active chefs who may work the booking, with tier, rating and assignments that week
         * @description Access: admin.
         */
        get: operations["listEligibleChefs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}/no-show": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record that the chef did not come, once the session has started: the booking is canceled with every hour back to the business (no fee), the no-show counts on the chef's record (two strikes) and the business is emailed
         * @description Access: admin.
         */
        post: operations["recordChefNoShow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bookings/{id}/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Offer the booking to chefs at once (201, the offers); each is emailed; offers expire after 12 hours or at the start
         * @description Access: admin.
         */
        post: operations["offerBooking"];
        /**
         * Withdraw every open offer of the booking: each becomes withdrawn and its chef is emailed; the booking awaits a chef again. withdrawn: how many (0 when none was open, say a chef accepted first; an accept after the withdrawal is 409 "This offer is no longer open")
         * @description Access: admin.
         */
        delete: operations["withdrawOffers"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/business/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a business: it is closed and hidden from the admin's lists and paths, its people erased and signed out, its upcoming bookings canceled; its orders, invoices, ledger and the chefs' earnings stay
         * @description Access: admin.
         */
        delete: operations["deleteBusiness"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/business/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A business's members and invitations: owners first, then by name
         * @description Access: admin.
         */
        get: operations["adminListMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/business/{id}/members/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member of a business or withdraw an invitation: their next call for it is refused, whatever cookie they hold
         * @description Access: admin.
         */
        delete: operations["adminRemoveMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/businesses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every business with contact, labor bank and upcoming bookings
         * @description Access: admin.
         */
        get: operations["listBusinesses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/chefs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every chef, as DECISIONS.md section 8 shapes a chef
         * @description Access: admin.
         */
        get: operations["listChefs"];
        put?: never;
        /**
         * Add a chef (201)
         * @description Access: admin.
         */
        post: operations["createChef"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/chefs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One chef
         * @description Access: admin.
         */
        get: operations["getChef"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change any of a chef's fields; status inactive deactivates (their future assignments are unassigned), status active lifts a suspension
         * @description Access: admin.
         */
        patch: operations["updateChef"];
        trace?: never;
    };
    "/api/admin/chefs/{id}/adjustments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a line to a chef's ledger (negative takes from the balance, never below zero)
         * @description Access: admin.
         */
        post: operations["adjustChefBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/chefs/{id}/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email the chef a sign-in link valid 7 days
         * @description Access: admin.
         */
        post: operations["inviteChef"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/chefs/{id}/suspension": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Lift a chef's suspension (three strikes in 90 days) before its 14 days are up: the chef is active again; answers the chef
         * @description Access: admin.
         */
        delete: operations["liftChefSuspension"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every chef's credentials, the longest waiting first (query: status = pending, verified, rejected or expired; at most 1,000)
         * @description Access: admin.
         */
        get: operations["listCredentials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/credentials/{id}/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A credential's document as its chef uploaded it, as an attachment of its checked type, named by its display name ending in that type's extension (gpj.exe holding a JPEG downloads as gpj.exe.jpg)
         * @description Access: admin.
         */
        get: operations["getCredentialDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/credentials/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a credential with the reason, which the chef is emailed and sees in the portal
         * @description Access: admin.
         */
        post: operations["rejectCredential"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/credentials/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a credential that has its document
         * @description Access: admin.
         */
        post: operations["verifyCredential"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/export/chef-earnings/{year}.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A year's payouts per chef with legal name, address, tax id, GST number and totals, for T4A slips
         * @description Access: admin.
         */
        get: operations["exportChefEarningsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/export/orders.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * CSV of every order (amounts in dollars)
         * @description Access: admin.
         */
        get: operations["exportOrdersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/export/payouts.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * CSV of the pending payouts, for the bank: payout, chef, legal name, email, the chef's GST number and bank account (institution, transit, account), through, amount, GST, total
         * @description Access: admin.
         */
        get: operations["exportPayoutsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/export/{kind}.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * CSV of businesses, bookings or ledger (query: search)
         * @description Access: admin.
         */
        get: operations["exportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Background jobs in one state, newest change first (query: state = failed, the default, queued, running or done)
         * @description Access: admin.
         */
        get: operations["listJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/jobs/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Queue a failed job again, due now, with its attempts reset
         * @description Access: admin.
         */
        post: operations["retryJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Admin login; sets the admin session cookie
         * @description Access: anyone.
         */
        post: operations["logInAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the admin session
         * @description Access: admin.
         */
        post: operations["logOutAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every order, newest first (query: status, from, to as YYYY-MM-DD in Vancouver, search over business name and number; at most 1,000)
         * @description Access: admin.
         */
        get: operations["listAdminOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record an invoice's payment: its reference, the day received (YYYY-MM-DD, not after today in Vancouver; today by default) and the method (other by default). The order is paid, its hours credited once, its receipt numbered and emailed; the admin is recorded, and the payment counts in the month it is recorded
         * @description Access: admin.
         */
        post: operations["recordOrderPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/orders/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund a paid order whose hours are all still in the bank (a card order's money back through Stripe), for the reason given: the credit note CN-YYYY-NNNNNN is numbered and emailed to the business, the admin is recorded, and the refund counts in the month it is made
         * @description Access: admin.
         */
        post: operations["refundOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/packs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every pack, active or not, and whether it was ever ordered
         * @description Access: admin.
         */
        get: operations["listAdminPacks"];
        put?: never;
        /**
         * Add a pack
         * @description Access: admin.
         */
        post: operations["createPack"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/packs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a pack (orders keep what they were sold); there is no delete: set active false
         * @description Access: admin.
         */
        patch: operations["updatePack"];
        trace?: never;
    };
    "/api/admin/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Payouts, newest first (query: status = pending, paid or failed; at most 1,000)
         * @description Access: admin.
         */
        get: operations["listPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payouts/month-totals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * "Paid to chefs" per month: paid payouts by the Vancouver month of their payment (month YYYY-MM), newest first
         * @description Access: admin.
         */
        get: operations["getPayoutMonthTotals"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payouts/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Each chef a run through `through` (query; default the last Sunday) would pay now: amount, GST and the lines it would gather; nothing is written
         * @description Access: admin.
         */
        get: operations["previewPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payouts/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay out every chef's unpaid lines dated on or before through (default: the last Sunday); answers the new payouts only
         * @description Access: admin.
         */
        post: operations["runPayouts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payouts/{id}/paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a pending payout paid with the bank reference; the chef is emailed
         * @description Access: admin.
         */
        post: operations["markPayoutPaid"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payouts/{id}/statement.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Any payout's statement, as its chef downloads it
         * @description Access: admin.
         */
        get: operations["getPayoutStatementPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/series/{id}/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Offer every session of the series still to come and without a chef to each chef at once (201): one series offer per chef, emailed once, open 12 hours, each session's part closing at its start; a chef already holding this series' offer keeps it and is not listed
         * @description Access: admin.
         */
        post: operations["offerSeries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/staffing-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether in-person bookings need a chef with a verified, current FOODSAFE credential
         * @description Access: admin.
         */
        get: operations["getStaffingSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * "In-person needs FOODSAFE" on or off (off by default)
         * @description Access: admin.
         */
        patch: operations["updateStaffingSettings"];
        trace?: never;
    };
    "/api/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Days and time slots closed for booking, from today on
         * @description Access: anyone.
         */
        get: operations["getAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/low-balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The labor bank and the level below which its contact is emailed (once per fall; 0 turns it off)
         * @description Access: business.
         */
        get: operations["getLowBalanceAlert"];
        /**
         * Set the low-balance alert level in hours (0 turns it off)
         * @description Access: business (owner, bookkeeper).
         */
        put: operations["setLowBalanceAlert"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in business's orders, newest first
         * @description Access: business.
         */
        get: operations["listOrders"];
        put?: never;
        /**
         * Order a pack: an invoice is emailed (checkoutUrl null) or a Stripe Checkout URL is answered; hours are credited once it is paid. With Idempotency-Key, a repeat within 24 hours answers the same order
         * @description Access: business (owner, bookkeeper).
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a pending order (nothing was credited for it). A card order's Checkout session is expired at Stripe first; if the buyer already paid it, the cancel is refused and the payment credited
         * @description Access: business (owner, bookkeeper).
         */
        post: operations["cancelOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/orders/{id}/credit-note.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A refunded order's credit note: its number CN-YYYY-NNNNNN, the invoice it reverses, the hours, the subtotal, the taxes and the total refunded, and the reason
         * @description Access: business or admin (owner, bookkeeper).
         */
        get: operations["getCreditNotePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/orders/{id}/invoice.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An order's invoice: seller (address, email, phone, GST number), buyer, number, date and due date, pack with its price per hour, taxes, total, and Paid with its date once paid (Refunded with its date once refunded)
         * @description Access: business or admin (owner, bookkeeper).
         */
        get: operations["getInvoicePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/orders/{id}/receipt.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A paid order's receipt: its number RC-YYYY-NNNNNN, the invoice it settles, the amount, the day received, the method and the reference
         * @description Access: business or admin (owner, bookkeeper).
         */
        get: operations["getReceiptPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/packs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The hour packs on sale, cheapest first (prices in integer cents, CAD, before tax)
         * @description Access: anyone.
         */
        get: operations["listPacks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The business's bookings as the dashboard shows them, by date then id, a page at a time: status, from and to (days, both included) filter; limit 1-100 (default 50); pass nextCursor as cursor for the next page, null when no booking follows. Bookings that existed at the first page are each seen once; later changes come through GET /api/events
         * @description Access: business.
         */
        get: operations["listBookings"];
        put?: never;
        /**
         * Book a session for the signed-in business (the answer says when it starts and ends: startsAt, endsAt); with Idempotency-Key, a repeat within 24 hours answers the first booking again
         * @description Access: business (owner, manager).
         */
        post: operations["createBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book a session on the chosen weekdays of every `every`-th week from firstDate (Vancouver calendar days) until a date or for a count of dates: days the admin blocked and slots already started are skipped and listed, every other session is booked with its own ledger entry, all in one transaction or none; with Idempotency-Key, a repeat within 24 hours answers the first series again
         * @description Access: business (owner, manager).
         */
        post: operations["createBookingSeries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/series/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A standing booking of the signed-in business and every session it booked, by date then slot, each as it stands now (confirmed, completed or canceled)
         * @description Access: business.
         */
        get: operations["getBookingSeries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One booking of the business as the dashboard shows it, as its events carry it
         * @description Access: business.
         */
        get: operations["getBooking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Cancel ({"status":"canceled"}; the answer adds refundedHours and feeHours: less than 24 hours before the start of a booking with a chef, min(duration, 4) hours stay as a "Late cancellation fee"; from the start of its session on, no cancel; with "scope":"following", it and every later session of its series still confirmed, each on its own terms, answered as {success, canceled, refundedHours, feeHours}) or reschedule a confirmed booking
         * @description Access: business (owner, manager).
         */
        patch: operations["updateBooking"];
        trace?: never;
    };
    "/api/bookings/{id}/rating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rate the booking's chef (1-5 stars, an optional comment up to 1,000 characters) within 7 days after completion, once (201, the rating); the chef sees it once they have rated too or the 7 days have passed
         * @description Access: business (owner, manager).
         */
        post: operations["rateChef"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/timesheet/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the chef's hours: the booking is completed and the difference from the booked hours is refunded or charged
         * @description Access: business (owner, manager).
         */
        post: operations["confirmTimesheet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookings/{id}/timesheet/dispute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dispute the chef's hours with a reason: a coordinator settles them
         * @description Access: business (owner, manager).
         */
        post: operations["disputeTimesheet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The business's API keys, by their prefix, without the keys
         * @description Access: business (owner).
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * A key that acts for the business in a role (manager or bookkeeper) with Authorization: Bearer; the key (cc_…) is shown this once
         * @description Access: business (owner).
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key: its next call is refused (401)
         * @description Access: business (owner).
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close the signed-in business: its upcoming bookings canceled as it would cancel them, its pending orders canceled, its people's personal data erased and their sessions ended; its name, ledger, orders and invoices kept
         * @description Access: business (owner).
         */
        post: operations["closeBusinessAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything held about the signed-in business: profile, members, bookings, ledger, orders, timesheets, ratings it gave and settings (no password hash or token)
         * @description Access: business (owner).
         */
        get: operations["exportBusinessData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/favourites/{chefId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mark a chef who has worked for the business as a favourite (idempotent): "offer to favourites first" offers to them before everyone else
         * @description Access: business (owner, manager).
         */
        put: operations["addFavouriteChef"];
        post?: never;
        /**
         * Unmark a favourite chef (idempotent)
         * @description Access: business (owner, manager).
         */
        delete: operations["removeFavouriteChef"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a new location: a business of its own whose owner is the caller, with an empty labor bank; the session keeps acting for its business
         * @description Access: business (owner).
         */
        post: operations["createLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The business's members and invitations: owners first, then by name
         * @description Access: business.
         */
        get: operations["listMembers"];
        put?: never;
        /**
         * Invite an address in a role: an email with a single-use link valid 7 days; inviting an address still invited again sends a new link and voids the older one
         * @description Access: business (owner).
         */
        post: operations["inviteMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a member or withdraw an invitation: their next call for this business is refused, whatever cookie they hold
         * @description Access: business (owner).
         */
        delete: operations["removeMember"];
        options?: never;
        head?: never;
        /**
         * Change a member's role (owner, manager or bookkeeper); it applies to their next call
         * @description Access: business (owner).
         */
        patch: operations["changeMemberRole"];
        trace?: never;
    };
    "/api/business/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update any of the signed-in business's profile and contact fields; answers the whole profile
         * @description Access: business (owner, manager).
         */
        patch: operations["updateBusinessProfile"];
        trace?: never;
    };
    "/api/business/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Notification settings of the signed-in business
         * @description Access: business.
         */
        get: operations["getBusinessSettings"];
        /**
         * Save the notification settings
         * @description Access: business (owner, manager).
         */
        put: operations["updateBusinessSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move whole hours from one labor bank to another of the businesses the caller is an owner or bookkeeper of; answers both banks. With Idempotency-Key, a repeat within 24 hours moves nothing more and answers as the first time
         * @description Access: business (owner, bookkeeper).
         */
        post: operations["transferHours"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The business's webhooks, without their secrets
         * @description Access: business (owner).
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Send these events to a URL, signed by the Standard Webhooks specification; the secret (whsec_…) is shown this once
         * @description Access: business (owner).
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a webhook and its deliveries
         * @description Access: business (owner).
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Change the URL or the events, or disable or enable a webhook (enabled again, it receives the events from then on)
         * @description Access: business (owner).
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/api/business/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The webhook's deliveries of the last 30 days, newest first: eventId is the webhook-id each carries
         * @description Access: business (owner).
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/webhooks/{id}/deliveries/{deliveryId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * One more attempt of the delivery now, with the same webhook-id, whatever its status
         * @description Access: business (owner).
         */
        post: operations["retryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/business/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a webhook.test event (data {}) to this webhook alone, whatever its events: a delivery like any other, but no event of the feed
         * @description Access: business (owner).
         */
        post: operations["sendWebhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chef/appeals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A suspended chef appeals their suspension with a text (201): it goes to the admin inbox with their name and contact; one appeal per suspension
         * @description Access: chef.
         */
        post: operations["appealSuspension"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chef/assignments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in chef's upcoming and past assignments, each with the business's full address and its contact's name and phone (an offer never carries these: only the assigned chef sees them)
         * @description Access: chef.
         */
        get: operations["listChefAssignments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chef/assignments/{bookingId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm that the chef will come to an assigned session, any time after the assignment and before the start; the business's booking then shows chefConfirmed; confirming again answers the first confirmedAt
         * @description Access: chef.
         */
        post: operations["confirmAssignment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chef/assignments/{bookingId}/rating": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rate the business of a completed assignment (1-5 stars, an optional comment up to 1,000 characters) within 7 days after completion, once (201, the rating); another chef's booking is 404
         * @description Access: chef.
         */
        post: operations["rateBusiness"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chef/assignments/{bookingId}/release": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hand an assigned session back with a reason: the booking awaits a chef again and the business and support are told; less than 24 hours before the start it is a late release on the chef's reliability record (one strike)
         * @description Access: chef.
         */
        post: operations["releaseAssignment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chef/assignments/{bookingId}/timesheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report the hours worked (whole hours 1-12) and a note, from the booking's start on (201, the timesheet); the business has 72 hours to confirm or dispute, then it is confirmed
         * @description Access: chef.
         */
        post: operations["submitTimesheet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chef/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace the weekly availability (a missing weekday is a day off)
         * @description Access: chef.
         */
        put: operations["setChefAvailability"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chef/bank-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in chef's bank account for manual payouts, masked (only the account number's last 3 digits show); all null before one is given
         * @description Access: chef.
         */
        get: operations["getChefBankAccount"];
        /**
         * Set the bank account manual payouts go to (institution 3 digits, transit 5, account 7 to 12; spaces and dashes dropped), stored encrypted and answered masked
         * @description Access: chef.
         */
        put: operations["setChefBankAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chef/calendar/{token}.ics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A chef's assignments as an iCalendar feed; the token in the URL is the only key
         * @description Access: anyone with the feed URL.
         */
        get: operations["getChefCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chef/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in chef's credentials, newest first; status expired once the last day (expiresOn) has ended in Vancouver
         * @description Access: chef.
         */
        get: operations["listChefCredentials"];
        put?: never;
        /**
         * Add a credential (red-seal, foodsafe, worksafebc, insurance or background-check), pending until an admin verifies it; reminders go 30 and 7 days before it expires
         * @description Access: chef.
         */
        post: operations["addChefCredential"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chef/credentials/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Correct or renew a credential: it is pending again, whatever it was
         * @description Access: chef.
         */
        put: operations["updateChefCredential"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chef/credentials/{id}/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The credential's document as the raw body (a PDF, JPEG or PNG of at most 5 MB, its bytes matching its Content-Type), in place of any earlier one; the file name in X-File-Name, percent-encoded, kept as a display name without bidirectional controls and zero-width characters. The credential is pending again
         * @description Access: chef.
         */
        put: operations["uploadCredentialDocument"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chef/earnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in chef's balance, latest 100 ledger lines and payouts
         * @description Access: chef.
         */
        get: operations["getChefEarnings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chef/earnings/{year}.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in chef's ledger lines dated in a Vancouver year, oldest first: day, kind, description, amount (negative for payouts) and payout id
         * @description Access: chef.
         */
        get: operations["exportChefYearCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chef/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything held about the signed-in chef: profile (the tax id masked), availability, time off, credentials, assignments, offers, timesheets, ratings, earnings, payouts and reliability (no token)
         * @description Access: chef.
         */
        get: operations["exportChefData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chef/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Follow a sign-in link (single use): sets the chef session cookie and answers the chef's own view
         * @description Access: anyone.
         */
        post: operations["logInChef"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chef/login-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a sign-in link valid 15 minutes if the address is an invited or active chef; always the same 200
         * @description Access: anyone.
         */
        post: operations["requestChefLoginLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chef/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End every session of the signed-in chef
         * @description Access: anyone.
         */
        post: operations["logOutChef"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chef/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in chef, with weekly availability and time off
         * @description Access: chef.
         */
        get: operations["getChefProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change any of phone, photoUrl, bio and specialty; answers the chef
         * @description Access: chef.
         */
        patch: operations["updateChefProfile"];
        trace?: never;
    };
    "/api/chef/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in chef's open offers, with the booking (no contact details) and cannotAccept: why an accept would be refused now, or null
         * @description Access: chef.
         */
        get: operations["listChefOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chef/offers/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an offer: the first accept wins (200, the offer, status accepted); another chef's offer is 404
         * @description Access: chef.
         */
        post: operations["acceptOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chef/offers/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline an open offer
         * @description Access: chef.
         */
        post: operations["declineOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chef/payouts/onboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * PAYOUTS=stripe: the chef's Stripe Connect Express account (made once) and a link to Stripe's onboarding
         * @description Access: chef.
         */
        post: operations["startPayoutOnboarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chef/payouts/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How the signed-in chef is paid (manual: by bank; stripe: Connect) and whether its Stripe account can be paid yet
         * @description Access: chef.
         */
        get: operations["getPayoutSetup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chef/payouts/{id}/statement.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A payout's statement: ChefConnect, the chef's legal name and address, every line it paid out, subtotal, GST, total, and paid (day, reference) or pending
         * @description Access: chef.
         */
        get: operations["getChefPayoutStatementPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chef/series-offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in chef's open series offers: the business, each session still offered (a session drops out at its start), their pay together at the chef's rate, and when the offer closes
         * @description Access: chef.
         */
        get: operations["listChefSeriesOffers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chef/series-offers/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take every session still offered that the chef may work, in one transaction; the first accept wins each session. taken: those sessions' booking ids; notTaken: each other one still offered with the reason ("Already has a chef", or a reason of the candidates list such as "Time off that day")
         * @description Access: chef.
         */
        post: operations["acceptSeriesOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chef/series-offers/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline every session of the series offer still open
         * @description Access: chef.
         */
        post: operations["declineSeriesOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chef/tax-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in chef's legal name, mailing address, GST number and tax id, masked (•••••••12)
         * @description Access: chef.
         */
        get: operations["getChefTaxDetails"];
        /**
         * Set the tax details; the SIN or business number (9 digits passing the Luhn check) is stored encrypted (left out, the stored one stays) and answered masked; a GST/HST number (those 9 digits, RT and 4 digits, spaces optional) is kept as 123456782 RT0001, blank removes it. On a server without encryption (PII_KEY) the rest saves and the answer carries a message that the tax id waits
         * @description Access: chef.
         */
        put: operations["setChefTaxDetails"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chef/time-off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add days off, from and to inclusive (201)
         * @description Access: chef.
         */
        post: operations["addChefTimeOff"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chef/time-off/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove days off
         * @description Access: chef.
         */
        delete: operations["removeChefTimeOff"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message to the team
         * @description Access: anyone.
         */
        post: operations["sendContactMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard/{businessId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Business, contact, bookings, labor bank and ledger
         * @description Access: business or admin.
         */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This document as a web page for people
         * @description Access: anyone.
         */
        get: operations["getApiDocs"];
        put?: never;
        post?: never;
        delete?: never;
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
        /**
         * The business's events of the last 30 days, oldest first, each with the id its webhook deliveries carry as webhook-id. Pass the last id seen as `after`: however many processes write at once, no event is skipped. nextCursor is the last event's id when the page is full (limit 1-100, default 50), else null
         * @description Access: business.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join a business's team with an invitation's token: a new person with first name, last name, username and password (their sign-in email is the invited address), or a person already signed in with the token alone; signs them in for that business
         * @description Access: anyone.
         */
        post: operations["joinTeam"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/labor-bank/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The business's labor bank ledger, newest first, each line as the dashboard's laborTransactions shows it; limit 1-100 (default 50), nextCursor as cursor for the next page, null at the last
         * @description Access: business.
         */
        get: operations["listLaborTransactions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End every session of the signed-in account
         * @description Access: anyone.
         */
        post: operations["logOutBusiness"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/check-username": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a username is taken (query: username)
         * @description Access: anyone.
         */
        get: operations["checkUsername"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Business login; sets the business session cookie
         * @description Access: anyone.
         */
        post: operations["logInBusiness"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mobile/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create the signed-in contact's username and password (once)
         * @description Access: business (owner, manager, bookkeeper).
         */
        post: operations["setUpAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe an email to the newsletter (idempotent)
         * @description Access: anyone.
         */
        post: operations["subscribeToNewsletter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This document: the REST API as OpenAPI 3.1
         * @description Access: anyone.
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password-recovery/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Email a reset link if the address has an account; same answer either way
         * @description Access: anyone.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/password-recovery/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with a reset token; ends every session
         * @description Access: anyone.
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a business with its first booking; signs the contact in
         * @description Access: anyone.
         */
        post: operations["registerBusiness"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/request-hours": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for additional labor hours
         * @description Access: business.
         */
        post: operations["requestHours"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who is signed in: {business, member, memberships, admin, chef}, each null when nobody of that kind is; business is the one the session acts for, with the member's names and role there; memberships every business the person belongs to; chef is {id, name}
         * @description Access: anyone.
         */
        get: operations["getSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/session/business": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Act for another business the person is a member of from now on (and at their next sign-in); answers as GET /api/session does
         * @description Access: business (owner, manager, bookkeeper).
         */
        post: operations["switchBusiness"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe webhook (PAYMENTS=stripe): Stripe-Signature verified over the raw body; each event id handled once; every verified event answers 200 (one that can never be acted on, such as an unknown session or a null object, alerts support)
         * @description Access: anyone.
         */
        post: operations["receiveStripeEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listBackups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        backups: {
                            name: string;
                            sizeBytes: number;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Use npm run backup (on PostgreSQL, where each host has its own disk) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    takeBackup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        backup: {
                            name: string;
                            sizeBytes: number;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Use npm run backup (on PostgreSQL, where each host has its own disk) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getBillingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pstBasisPoints: number;
                        paymentInstructions: string;
                        /** @enum {string} */
                        provider: "invoice" | "stripe";
                        gstNumber: string | null;
                        paymentTermsDays: number;
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updateBillingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pstBasisPoints?: number;
                    paymentInstructions?: string;
                    paymentTermsDays?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        pstBasisPoints: number;
                        paymentInstructions: string;
                        /** @enum {string} */
                        provider: "invoice" | "stripe";
                        gstNumber: string | null;
                        paymentTermsDays: number;
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getOperationsBoard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bookingId: number;
                        businessId: number;
                        businessName: string;
                        city: string;
                        bookingDate: string;
                        timeSlot: string;
                        serviceType: string;
                        duration: number;
                        /** Format: date-time */
                        startsAt: string;
                        /** Format: date-time */
                        endsAt: string;
                        /** @enum {string} */
                        staffing: "awaiting-chef" | "offered" | "assigned";
                        chef: {
                            id: number;
                            name: string;
                            /** @enum {string} */
                            tier: "Entry Level" | "Experienced" | "Master Chef";
                            redSeal: boolean;
                            photoUrl: string | null;
                        } | null;
                        openOffers: number;
                        offers: {
                            chefId: number;
                            name: string;
                            expiresAt: string;
                        }[];
                        urgent: boolean;
                        unconfirmed: boolean;
                        seriesId: number | null;
                    }[];
                };
            };
            /** @description A query parameter's own message: staffing is not one of the three, a day is not a date, to is before from, or the range is more than 31 days */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listCandidateChefs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        chefId: number;
                        name: string;
                        eligible: boolean;
                        reasons: string[];
                    }[];
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Booking not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    assignChef: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    chefId: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bookingId: number;
                        businessId: number;
                        businessName: string;
                        city: string;
                        bookingDate: string;
                        timeSlot: string;
                        serviceType: string;
                        duration: number;
                        /** Format: date-time */
                        startsAt: string;
                        /** Format: date-time */
                        endsAt: string;
                        /** @enum {string} */
                        staffing: "awaiting-chef" | "offered" | "assigned";
                        chef: {
                            id: number;
                            name: string;
                            /** @enum {string} */
                            tier: "Entry Level" | "Experienced" | "Master Chef";
                            redSeal: boolean;
                            photoUrl: string | null;
                        } | null;
                        openOffers: number;
                        offers: {
                            chefId: number;
                            name: string;
                            expiresAt: string;
                        }[];
                        urgent: boolean;
                        unconfirmed: boolean;
                        seriesId: number | null;
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Booking not found | Chef not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description This booking has already been staffed | Only a confirmed booking that has not started can be staffed | the reason the chef is not eligible */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    unassignChef: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bookingId: number;
                        businessId: number;
                        businessName: string;
                        city: string;
                        bookingDate: string;
                        timeSlot: string;
                        serviceType: string;
                        duration: number;
                        /** Format: date-time */
                        startsAt: string;
                        /** Format: date-time */
                        endsAt: string;
                        /** @enum {string} */
                        staffing: "awaiting-chef" | "offered" | "assigned";
                        chef: {
                            id: number;
                            name: string;
                            /** @enum {string} */
                            tier: "Entry Level" | "Experienced" | "Master Chef";
                            redSeal: boolean;
                            photoUrl: string | null;
                        } | null;
                        openOffers: number;
                        offers: {
                            chefId: number;
                            name: string;
                            expiresAt: string;
                        }[];
                        urgent: boolean;
                        unconfirmed: boolean;
                        seriesId: number | null;
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Booking not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description This booking has no chef | Hours were reported for this booking: it is settled through its timesheet | This booking is completed | This session has started: its chef stays on it, or is recorded as a no-show */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    completeBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        booking: {
                            id: number;
                            /** @enum {string} */
                            status: "confirmed" | "completed" | "canceled";
                            /** Format: date */
                            bookingDate: string;
                            serviceType: string;
                            timeSlot: string;
                            duration: number;
                            /** Format: date-time */
                            startsAt: string;
                            /** Format: date-time */
                            endsAt: string;
                            serviceHours: string | null;
                            serviceDescription: string | null;
                            specialRequests: string | null;
                            seriesId: number | null;
                            createdBy: {
                                id: number | null;
                                name: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Must be a positive whole number (id) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Booking not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description This session has not started yet | Only a confirmed booking can be changed | Hours were reported for this booking: it is settled through its timesheet */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listEligibleChefs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        tier: "Entry Level" | "Experienced" | "Master Chef";
                        redSeal: boolean;
                        photoUrl: string | null;
                        rating: number | null;
                        ratingCount: number;
                        hourlyRate: number;
                        favourite: boolean;
                        score: number | null;
                        assignmentsThatWeek: number;
                    }[];
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Booking not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    recordChefNoShow: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        booking: {
                            id: number;
                            /** @enum {string} */
                            status: "confirmed" | "completed" | "canceled";
                            /** Format: date */
                            bookingDate: string;
                            serviceType: string;
                            timeSlot: string;
                            duration: number;
                            /** Format: date-time */
                            startsAt: string;
                            /** Format: date-time */
                            endsAt: string;
                            serviceHours: string | null;
                            serviceDescription: string | null;
                            specialRequests: string | null;
                            seriesId: number | null;
                            createdBy: {
                                id: number | null;
                                name: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Must be a positive whole number (id) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Booking not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Hours were reported for this booking: it is settled through its timesheet | This booking has no chef | This session has not started yet | Only a confirmed booking can be changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    offerBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    chefIds: number[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        bookingId: number;
                        chefId: number;
                        /** @enum {string} */
                        status: "open" | "accepted" | "declined" | "expired" | "filled" | "withdrawn";
                        expiresAt: string;
                    }[];
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Booking not found | Chef #<id> not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description This booking has already been staffed | Only a confirmed booking that has not started can be staffed | <chef name>: the reason a chef is not eligible */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    withdrawOffers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        withdrawn: number;
                    };
                };
            };
            /** @description Must be a positive whole number (id) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Booking not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    deleteBusiness: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        deleted: {
                            id: number;
                            businessName: string;
                        };
                    };
                };
            };
            /** @description Must be a positive whole number (id) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Business not found (also a business already deleted) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description This order has been paid (a pending card order was paid meanwhile: its hours are credited and the business stays) | An order was placed while the business was being deleted. Please try again. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Card payments are unavailable right now. Please try again in a moment. (Stripe could not be reached to expire a pending card order's session) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    adminListMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        members: {
                            id: number;
                            firstName: string;
                            lastName: string;
                            email: string;
                            /** @enum {string} */
                            role: "owner" | "manager" | "bookkeeper";
                            /** @enum {string} */
                            status: "invited" | "active";
                            invitedAt: string | null;
                            lastSignInAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    adminRemoveMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                memberId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Member not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description A business needs at least one owner (the last active owner) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listBusinesses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        businessName: string;
                        city: string;
                        state: string;
                        contact: {
                            firstName: string;
                            lastName: string;
                            email: string;
                        } | null;
                        laborBank: {
                            totalHours: number;
                            usedHours: number;
                        } | null;
                        bookings: {
                            /** Format: date */
                            bookingDate: string;
                            timeSlot: string;
                            duration: number;
                            /** Format: date-time */
                            startsAt: string;
                            /** Format: date-time */
                            endsAt: string;
                        }[];
                    }[];
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listChefs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        email: string;
                        phone: string | null;
                        photoUrl: string | null;
                        bio: string | null;
                        specialty: string;
                        /** @enum {string} */
                        group: "executive" | "pastry" | "rising" | "international";
                        yearsExperience: number;
                        /** @enum {string} */
                        tier: "Entry Level" | "Experienced" | "Master Chef";
                        redSeal: boolean;
                        redSealNumber: string | null;
                        credentials: string | null;
                        achievements: string[];
                        serviceTypes: ("in-person" | "virtual")[];
                        hourlyRate: number;
                        showOnSite: boolean;
                        /** @enum {string} */
                        status: "invited" | "active" | "inactive" | "suspended";
                        reliability: {
                            score: number | null;
                            completed: number;
                            lateReleases: number;
                            noShows: number;
                            missedConfirmations: number;
                            strikes: number;
                        };
                    }[];
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createChef: {
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
                    phone?: string | null;
                    photoUrl?: string | null;
                    bio?: string | null;
                    specialty: string;
                    /** @enum {string} */
                    group: "executive" | "pastry" | "rising" | "international";
                    yearsExperience: number;
                    /** @default true */
                    redSeal?: boolean;
                    redSealNumber?: string | null;
                    credentials?: string | null;
                    /** @default [] */
                    achievements?: string[];
                    serviceTypes: ("in-person" | "virtual")[];
                    hourlyRate: number;
                    /** @default false */
                    showOnSite?: boolean;
                    /**
                     * @default invited
                     * @enum {string}
                     */
                    status?: "invited" | "active" | "inactive";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        email: string;
                        phone: string | null;
                        photoUrl: string | null;
                        bio: string | null;
                        specialty: string;
                        /** @enum {string} */
                        group: "executive" | "pastry" | "rising" | "international";
                        yearsExperience: number;
                        /** @enum {string} */
                        tier: "Entry Level" | "Experienced" | "Master Chef";
                        redSeal: boolean;
                        redSealNumber: string | null;
                        credentials: string | null;
                        achievements: string[];
                        serviceTypes: ("in-person" | "virtual")[];
                        hourlyRate: number;
                        showOnSite: boolean;
                        /** @enum {string} */
                        status: "invited" | "active" | "inactive" | "suspended";
                        reliability: {
                            score: number | null;
                            completed: number;
                            lateReleases: number;
                            noShows: number;
                            missedConfirmations: number;
                            strikes: number;
                        };
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description A chef with this email already exists (also in errors.email) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getChef: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        email: string;
                        phone: string | null;
                        photoUrl: string | null;
                        bio: string | null;
                        specialty: string;
                        /** @enum {string} */
                        group: "executive" | "pastry" | "rising" | "international";
                        yearsExperience: number;
                        /** @enum {string} */
                        tier: "Entry Level" | "Experienced" | "Master Chef";
                        redSeal: boolean;
                        redSealNumber: string | null;
                        credentials: string | null;
                        achievements: string[];
                        serviceTypes: ("in-person" | "virtual")[];
                        hourlyRate: number;
                        showOnSite: boolean;
                        /** @enum {string} */
                        status: "invited" | "active" | "inactive" | "suspended";
                        reliability: {
                            score: number | null;
                            completed: number;
                            lateReleases: number;
                            noShows: number;
                            missedConfirmations: number;
                            strikes: number;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Chef not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updateChef: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    email?: string;
                    phone?: string | null;
                    photoUrl?: string | null;
                    bio?: string | null;
                    specialty?: string;
                    /** @enum {string} */
                    group?: "executive" | "pastry" | "rising" | "international";
                    yearsExperience?: number;
                    redSeal?: boolean;
                    redSealNumber?: string | null;
                    credentials?: string | null;
                    achievements?: string[];
                    serviceTypes?: ("in-person" | "virtual")[];
                    hourlyRate?: number;
                    showOnSite?: boolean;
                    /** @enum {string} */
                    status?: "invited" | "active" | "inactive";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        email: string;
                        phone: string | null;
                        photoUrl: string | null;
                        bio: string | null;
                        specialty: string;
                        /** @enum {string} */
                        group: "executive" | "pastry" | "rising" | "international";
                        yearsExperience: number;
                        /** @enum {string} */
                        tier: "Entry Level" | "Experienced" | "Master Chef";
                        redSeal: boolean;
                        redSealNumber: string | null;
                        credentials: string | null;
                        achievements: string[];
                        serviceTypes: ("in-person" | "virtual")[];
                        hourlyRate: number;
                        showOnSite: boolean;
                        /** @enum {string} */
                        status: "invited" | "active" | "inactive" | "suspended";
                        reliability: {
                            score: number | null;
                            completed: number;
                            lateReleases: number;
                            noShows: number;
                            missedConfirmations: number;
                            strikes: number;
                        };
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Chef not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description A chef with this email already exists (also in errors.email); "This chef is suspended until <date>" for status invited on a suspended chef */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    adjustChefBalance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amountCents: number;
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        line: {
                            id: number;
                            /** @enum {string} */
                            kind: "earning" | "late-cancel" | "adjustment" | "payout";
                            amountCents: number;
                            description: string;
                            hours: number | null;
                            hourlyRateCents: number | null;
                            bookingId: number | null;
                            payoutId: number | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                        balanceCents: number;
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Chef not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description This would take the chef's balance below zero */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    inviteChef: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Chef not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description An inactive chef cannot be invited. Set them active or invited first. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    liftChefSuspension: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        email: string;
                        phone: string | null;
                        photoUrl: string | null;
                        bio: string | null;
                        specialty: string;
                        /** @enum {string} */
                        group: "executive" | "pastry" | "rising" | "international";
                        yearsExperience: number;
                        /** @enum {string} */
                        tier: "Entry Level" | "Experienced" | "Master Chef";
                        redSeal: boolean;
                        redSealNumber: string | null;
                        credentials: string | null;
                        achievements: string[];
                        serviceTypes: ("in-person" | "virtual")[];
                        hourlyRate: number;
                        showOnSite: boolean;
                        /** @enum {string} */
                        status: "invited" | "active" | "inactive" | "suspended";
                        reliability: {
                            score: number | null;
                            completed: number;
                            lateReleases: number;
                            noShows: number;
                            missedConfirmations: number;
                            strikes: number;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Chef not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description This chef is not suspended */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listCredentials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        kind: "red-seal" | "foodsafe" | "worksafebc" | "insurance" | "background-check";
                        number: string;
                        /** Format: date */
                        issuedOn: string;
                        /** Format: date */
                        expiresOn: string;
                        /** @enum {string} */
                        status: "pending" | "verified" | "rejected" | "expired";
                        documentName: string | null;
                        documentType: ("application/pdf" | "image/jpeg" | "image/png") | null;
                        documentSize: number | null;
                        rejectionReason: string | null;
                        verifiedAt: string | null;
                        chefId: number;
                        chefName: string;
                        reviewedBy: string | null;
                        /** Format: date-time */
                        createdAt: string;
                    }[];
                };
            };
            /** @description Status must be one of: pending, verified, rejected, expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getCredentialDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/jpeg": string;
                    "image/png": string;
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Credential not found | This credential has no document yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    rejectCredential: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        kind: "red-seal" | "foodsafe" | "worksafebc" | "insurance" | "background-check";
                        number: string;
                        /** Format: date */
                        issuedOn: string;
                        /** Format: date */
                        expiresOn: string;
                        /** @enum {string} */
                        status: "pending" | "verified" | "rejected" | "expired";
                        documentName: string | null;
                        documentType: ("application/pdf" | "image/jpeg" | "image/png") | null;
                        documentSize: number | null;
                        rejectionReason: string | null;
                        verifiedAt: string | null;
                        chefId: number;
                        chefName: string;
                        reviewedBy: string | null;
                        /** Format: date-time */
                        createdAt: string;
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Credential not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description This credential is already rejected | This credential has expired */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    verifyCredential: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        kind: "red-seal" | "foodsafe" | "worksafebc" | "insurance" | "background-check";
                        number: string;
                        /** Format: date */
                        issuedOn: string;
                        /** Format: date */
                        expiresOn: string;
                        /** @enum {string} */
                        status: "pending" | "verified" | "rejected" | "expired";
                        documentName: string | null;
                        documentType: ("application/pdf" | "image/jpeg" | "image/png") | null;
                        documentSize: number | null;
                        rejectionReason: string | null;
                        verifiedAt: string | null;
                        chefId: number;
                        chefName: string;
                        reviewedBy: string | null;
                        /** Format: date-time */
                        createdAt: string;
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Credential not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description This credential is already verified | This credential has no document yet | This credential has expired */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    exportChefEarningsCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                year: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the file */
            200: {
                headers: {
                    /** @description attachment, with a file name for the download */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Year must be a year such as 2026 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    exportOrdersCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the file */
            200: {
                headers: {
                    /** @description attachment, with a file name for the download */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    exportPayoutsCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the file */
            200: {
                headers: {
                    /** @description attachment, with a file name for the download */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    exportCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "businesses" | "bookings" | "ledger";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the file */
            200: {
                headers: {
                    /** @description attachment, with a file name for the download */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Export one of: businesses, bookings, ledger (kind), or a search over 200 characters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jobs: {
                            id: number;
                            kind: string;
                            /** @enum {string} */
                            state: "queued" | "running" | "done" | "failed";
                            attempts: number;
                            lastError: string | null;
                            /** Format: date-time */
                            runAt: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description State must be one of: queued, running, done, failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    retryJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        job: {
                            id: number;
                            kind: string;
                            /** @enum {string} */
                            state: "queued" | "running" | "done" | "failed";
                            attempts: number;
                            lastError: string | null;
                            /** Format: date-time */
                            runAt: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Must be a positive whole number (id) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Job not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Only a failed job can be retried */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    logInAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        username: string;
                        message: string;
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Invalid username or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many failed login attempts: 5 per username or 20 per address in 15 minutes (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    logOutAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listAdminOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        number: string;
                        /** @enum {string} */
                        status: "pending" | "paid" | "expired" | "refunded" | "canceled";
                        packId: number;
                        packName: string;
                        hours: number;
                        subtotalCents: number;
                        gstCents: number;
                        pstCents: number;
                        totalCents: number;
                        /** @constant */
                        currency: "CAD";
                        /** @enum {string} */
                        provider: "invoice" | "stripe";
                        createdBy: {
                            id: number | null;
                            name: string;
                        } | null;
                        /** Format: date-time */
                        createdAt: string;
                        paidAt: string | null;
                        businessId: number;
                        businessName: string;
                        paymentReference: string | null;
                        paymentMethod: ("etransfer" | "cheque" | "wire" | "card" | "other") | null;
                        paymentReceivedOn: string | null;
                        paymentRecordedBy: string | null;
                        receiptNumber: string | null;
                        refundedAt: string | null;
                        refundReason: string | null;
                        refundedBy: string | null;
                        creditNoteNumber: string | null;
                    }[];
                };
            };
            /** @description Status must be one of: pending, paid, expired, refunded, canceled | From must be a date (YYYY-MM-DD) | To must be a date (YYYY-MM-DD) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    recordOrderPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reference: string;
                    receivedOn?: string;
                    /**
                     * @default other
                     * @enum {string}
                     */
                    method?: "etransfer" | "cheque" | "wire" | "card" | "other";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        order: {
                            id: number;
                            number: string;
                            /** @enum {string} */
                            status: "pending" | "paid" | "expired" | "refunded" | "canceled";
                            packId: number;
                            packName: string;
                            hours: number;
                            subtotalCents: number;
                            gstCents: number;
                            pstCents: number;
                            totalCents: number;
                            /** @constant */
                            currency: "CAD";
                            /** @enum {string} */
                            provider: "invoice" | "stripe";
                            createdBy: {
                                id: number | null;
                                name: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            paidAt: string | null;
                            businessId: number;
                            businessName: string;
                            paymentReference: string | null;
                            paymentMethod: ("etransfer" | "cheque" | "wire" | "card" | "other") | null;
                            paymentReceivedOn: string | null;
                            paymentRecordedBy: string | null;
                            receiptNumber: string | null;
                            refundedAt: string | null;
                            refundReason: string | null;
                            refundedBy: string | null;
                            creditNoteNumber: string | null;
                        };
                    };
                };
            };
            /** @description The day received cannot be after today | the reference, day or method is missing or malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Order not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description This order is already paid | This order is refunded | Only a pending order can be paid (canceled) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    refundOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        order: {
                            id: number;
                            number: string;
                            /** @enum {string} */
                            status: "pending" | "paid" | "expired" | "refunded" | "canceled";
                            packId: number;
                            packName: string;
                            hours: number;
                            subtotalCents: number;
                            gstCents: number;
                            pstCents: number;
                            totalCents: number;
                            /** @constant */
                            currency: "CAD";
                            /** @enum {string} */
                            provider: "invoice" | "stripe";
                            createdBy: {
                                id: number | null;
                                name: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            paidAt: string | null;
                            businessId: number;
                            businessName: string;
                            paymentReference: string | null;
                            paymentMethod: ("etransfer" | "cheque" | "wire" | "card" | "other") | null;
                            paymentReceivedOn: string | null;
                            paymentRecordedBy: string | null;
                            receiptNumber: string | null;
                            refundedAt: string | null;
                            refundReason: string | null;
                            refundedBy: string | null;
                            creditNoteNumber: string | null;
                        };
                    };
                };
            };
            /** @description Please give the reason for the refund */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Order not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Only unused hours can be refunded (some of its hours are used) | Only a paid order can be refunded | This order is already refunded */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listAdminPacks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        hours: number;
                        priceCents: number;
                        /** @constant */
                        currency: "CAD";
                        active: boolean;
                        ordered: boolean;
                    }[];
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createPack: {
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
                    hours: number;
                    priceCents: number;
                    /** @default true */
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        hours: number;
                        priceCents: number;
                        /** @constant */
                        currency: "CAD";
                        active: boolean;
                        ordered: boolean;
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updatePack: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    hours?: number;
                    priceCents?: number;
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        hours: number;
                        priceCents: number;
                        /** @constant */
                        currency: "CAD";
                        active: boolean;
                        ordered: boolean;
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Pack not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listPayouts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        chefId: number;
                        chefName: string;
                        /** Format: date */
                        through: string;
                        amountCents: number;
                        gstCents: number;
                        /** @enum {string} */
                        status: "pending" | "paid" | "failed";
                        reference: string | null;
                        paidAt: string | null;
                        /** Format: date-time */
                        createdAt: string;
                    }[];
                };
            };
            /** @description Status must be one of: pending, paid, failed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getPayoutMonthTotals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        month: string;
                        payouts: number;
                        amountCents: number;
                        gstCents: number;
                    }[];
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    previewPayouts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payouts: {
                            chefId: number;
                            chefName: string;
                            /** Format: date */
                            through: string;
                            amountCents: number;
                            gstCents: number;
                            lines: {
                                id: number;
                                /** @enum {string} */
                                kind: "earning" | "late-cancel" | "adjustment" | "payout";
                                amountCents: number;
                                description: string;
                                hours: number | null;
                                hourlyRateCents: number | null;
                                bookingId: number | null;
                                payoutId: number | null;
                                /** Format: date-time */
                                createdAt: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Through must be today or earlier | Through must be a date (YYYY-MM-DD) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    runPayouts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    through?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        payouts: {
                            id: number;
                            chefId: number;
                            chefName: string;
                            /** Format: date */
                            through: string;
                            amountCents: number;
                            gstCents: number;
                            /** @enum {string} */
                            status: "pending" | "paid" | "failed";
                            reference: string | null;
                            paidAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Through must be today or earlier | Through must be a date (YYYY-MM-DD) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    markPayoutPaid: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reference: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        payout: {
                            id: number;
                            chefId: number;
                            chefName: string;
                            /** Format: date */
                            through: string;
                            amountCents: number;
                            gstCents: number;
                            /** @enum {string} */
                            status: "pending" | "paid" | "failed";
                            reference: string | null;
                            paidAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Payout not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description This payout is already paid | Only a pending payout can be marked paid | This payout is being paid by Stripe transfer: it is marked paid when Stripe confirms it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getPayoutStatementPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Payout not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    offerSeries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    chefIds: number[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        seriesOffers: {
                            id: number;
                            chefId: number;
                        }[];
                    };
                };
            };
            /** @description Must be a positive whole number (id), or chefIds' own message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Series not found | Chef #<id> not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Every session of this series still to come has a chef | <chef name>: why the chef may work none of the sessions */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getStaffingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        inPersonNeedsFoodsafe: boolean;
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updateStaffingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    inPersonNeedsFoodsafe: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        inPersonNeedsFoodsafe: boolean;
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** Format: date */
                        date: string;
                        timeSlot: string | null;
                        reason: string | null;
                    }[];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getLowBalanceAlert: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        lowBalanceHours: number;
                        laborBank: {
                            totalHours: number;
                            usedHours: number;
                            availableHours: number;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description You are no longer a member of this business (removed from the business the session acts for, while a member of another) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    setLowBalanceAlert: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lowBalanceHours: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        lowBalanceHours: number;
                        laborBank: {
                            totalHours: number;
                            usedHours: number;
                            availableHours: number;
                        };
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner or bookkeeper) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) | Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listOrders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        number: string;
                        /** @enum {string} */
                        status: "pending" | "paid" | "expired" | "refunded" | "canceled";
                        packId: number;
                        packName: string;
                        hours: number;
                        subtotalCents: number;
                        gstCents: number;
                        pstCents: number;
                        totalCents: number;
                        /** @constant */
                        currency: "CAD";
                        /** @enum {string} */
                        provider: "invoice" | "stripe";
                        createdBy: {
                            id: number | null;
                            name: string;
                        } | null;
                        /** Format: date-time */
                        createdAt: string;
                        paidAt: string | null;
                    }[];
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description You are no longer a member of this business (removed from the business the session acts for, while a member of another) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    packId: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        order: {
                            id: number;
                            number: string;
                            /** @enum {string} */
                            status: "pending" | "paid" | "expired" | "refunded" | "canceled";
                            packId: number;
                            packName: string;
                            hours: number;
                            subtotalCents: number;
                            gstCents: number;
                            pstCents: number;
                            totalCents: number;
                            /** @constant */
                            currency: "CAD";
                            /** @enum {string} */
                            provider: "invoice" | "stripe";
                            createdBy: {
                                id: number | null;
                                name: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            paidAt: string | null;
                        };
                        checkoutUrl: string | null;
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner or bookkeeper) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) | Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description This pack is not on sale */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description You have 5 unpaid orders: pay or cancel one first (at most 5 pending orders per business) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description This Idempotency-Key was already used with a different request: the key was first used with another body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Card payments are unavailable right now. Please try again in a moment. (PAYMENTS=stripe: the Checkout session could not be created; the same Idempotency-Key tries again) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
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
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        number: string;
                        /** @enum {string} */
                        status: "pending" | "paid" | "expired" | "refunded" | "canceled";
                        packId: number;
                        packName: string;
                        hours: number;
                        subtotalCents: number;
                        gstCents: number;
                        pstCents: number;
                        totalCents: number;
                        /** @constant */
                        currency: "CAD";
                        /** @enum {string} */
                        provider: "invoice" | "stripe";
                        createdBy: {
                            id: number | null;
                            name: string;
                        } | null;
                        /** Format: date-time */
                        createdAt: string;
                        paidAt: string | null;
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner or bookkeeper) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) | Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Order not found (also another business's order) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Only a pending order can be canceled | This order has been paid (the Checkout session was paid first: the hours are credited) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Card payments are unavailable right now. Please try again in a moment. (Stripe could not be reached to expire the session: nothing changed) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getCreditNotePdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner or bookkeeper) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Order not found (also another business's order) | This order has no credit note: it was never refunded */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
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
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner or bookkeeper) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Order not found (also another business's order) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getReceiptPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner or bookkeeper) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Order not found (also another business's order) | This order has no receipt: it was never paid */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listPacks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        hours: number;
                        priceCents: number;
                        /** @constant */
                        currency: "CAD";
                    }[];
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listBookings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bookings: {
                            id: number;
                            /** @enum {string} */
                            status: "confirmed" | "completed" | "canceled";
                            /** Format: date */
                            bookingDate: string;
                            serviceType: string;
                            timeSlot: string;
                            duration: number;
                            /** Format: date-time */
                            startsAt: string;
                            /** Format: date-time */
                            endsAt: string;
                            serviceHours: string | null;
                            serviceDescription: string | null;
                            specialRequests: string | null;
                            seriesId: number | null;
                            createdBy: {
                                id: number | null;
                                name: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** @enum {string} */
                            staffing: "awaiting-chef" | "offered" | "assigned";
                            chef: {
                                id: number;
                                name: string;
                                /** @enum {string} */
                                tier: "Entry Level" | "Experienced" | "Master Chef";
                                redSeal: boolean;
                                photoUrl: string | null;
                            } | null;
                            chefConfirmed: boolean;
                            timesheet: {
                                bookingId: number;
                                hours: number;
                                note: string | null;
                                /** @enum {string} */
                                status: "submitted" | "confirmed" | "disputed" | "settled";
                                disputeReason: string | null;
                                submittedAt: string;
                                confirmBy: string;
                                decidedAt: string | null;
                            } | null;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Unknown cursor (a cursor this call did not give), or a limit outside 1-100, or a status or day that is not one */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description You are no longer a member of this business (removed from the business the session acts for, while a member of another) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createBooking: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    businessId: number;
                    /**
                     * @default in-person
                     * @enum {string}
                     */
                    serviceType?: "in-person" | "virtual";
                    bookingDate: string;
                    /** @enum {string} */
                    timeSlot: "morning" | "afternoon" | "evening" | "all-day";
                    /** @default 5 */
                    duration?: number;
                    serviceDescription?: string;
                    specialRequests?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        booking: {
                            id: number;
                            /** @enum {string} */
                            status: "confirmed" | "completed" | "canceled";
                            /** Format: date */
                            bookingDate: string;
                            serviceType: string;
                            timeSlot: string;
                            duration: number;
                            /** Format: date-time */
                            startsAt: string;
                            /** Format: date-time */
                            endsAt: string;
                            serviceHours: string | null;
                            serviceDescription: string | null;
                            specialRequests: string | null;
                            seriesId: number | null;
                            createdBy: {
                                id: number | null;
                                name: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field | An evening session can last at most 8 hours (errors.duration: a session ends by midnight) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner or manager) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) | You do not have access to this business (businessId is another business) | Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not enough hours in your labor bank | This time slot has already started (errors.timeSlot) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description This Idempotency-Key was already used with a different request: the key was first used with another body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createBookingSeries: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default in-person
                     * @enum {string}
                     */
                    serviceType?: "in-person" | "virtual";
                    firstDate: string;
                    /** @enum {string} */
                    timeSlot: "morning" | "afternoon" | "evening" | "all-day";
                    /** @default 5 */
                    duration?: number;
                    weekdays: ("MO" | "TU" | "WE" | "TH" | "FR" | "SA" | "SU")[];
                    /** @default 1 */
                    every?: number;
                    until?: string;
                    count?: number;
                    serviceDescription?: string;
                    specialRequests?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        series: {
                            id: number;
                            summary: string;
                            /** Format: date */
                            firstDate: string;
                            /** Format: date */
                            lastDate: string;
                            sessions: number;
                        };
                        bookings: {
                            id: number;
                            /** @enum {string} */
                            status: "confirmed" | "completed" | "canceled";
                            /** Format: date */
                            bookingDate: string;
                            serviceType: string;
                            timeSlot: string;
                            duration: number;
                            /** Format: date-time */
                            startsAt: string;
                            /** Format: date-time */
                            endsAt: string;
                            serviceHours: string | null;
                            serviceDescription: string | null;
                            specialRequests: string | null;
                            seriesId: number | null;
                            createdBy: {
                                id: number | null;
                                name: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        skipped: {
                            /** Format: date */
                            date: string;
                            reason: string;
                        }[];
                    };
                };
            };
            /** @description A series can have at most 52 sessions | A series can run at most six months (errors.count or errors.until), or a field's own message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner or manager) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) | Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description None of these dates can be booked | Not enough hours in your labor bank for N sessions: they need X hours, you have Y */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description This Idempotency-Key was already used with a different request: the key was first used with another body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getBookingSeries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        series: {
                            id: number;
                            summary: string;
                            /** Format: date */
                            firstDate: string;
                            /** Format: date */
                            lastDate: string;
                            sessions: number;
                        };
                        bookings: {
                            id: number;
                            /** @enum {string} */
                            status: "confirmed" | "completed" | "canceled";
                            /** Format: date */
                            bookingDate: string;
                            serviceType: string;
                            timeSlot: string;
                            duration: number;
                            /** Format: date-time */
                            startsAt: string;
                            /** Format: date-time */
                            endsAt: string;
                            serviceHours: string | null;
                            serviceDescription: string | null;
                            specialRequests: string | null;
                            seriesId: number | null;
                            createdBy: {
                                id: number | null;
                                name: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Must be a positive whole number (id) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description You are no longer a member of this business (removed from the business the session acts for, while a member of another) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Series not found (also another business's series) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        booking: {
                            id: number;
                            /** @enum {string} */
                            status: "confirmed" | "completed" | "canceled";
                            /** Format: date */
                            bookingDate: string;
                            serviceType: string;
                            timeSlot: string;
                            duration: number;
                            /** Format: date-time */
                            startsAt: string;
                            /** Format: date-time */
                            endsAt: string;
                            serviceHours: string | null;
                            serviceDescription: string | null;
                            specialRequests: string | null;
                            seriesId: number | null;
                            createdBy: {
                                id: number | null;
                                name: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** @enum {string} */
                            staffing: "awaiting-chef" | "offered" | "assigned";
                            chef: {
                                id: number;
                                name: string;
                                /** @enum {string} */
                                tier: "Entry Level" | "Experienced" | "Master Chef";
                                redSeal: boolean;
                                photoUrl: string | null;
                            } | null;
                            chefConfirmed: boolean;
                            timesheet: {
                                bookingId: number;
                                hours: number;
                                note: string | null;
                                /** @enum {string} */
                                status: "submitted" | "confirmed" | "disputed" | "settled";
                                disputeReason: string | null;
                                submittedAt: string;
                                confirmBy: string;
                                decidedAt: string | null;
                            } | null;
                        };
                    };
                };
            };
            /** @description Must be a positive whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description You are no longer a member of this business (removed from the business the session acts for, while a member of another) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Booking not found (also another business's booking) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updateBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    status: "canceled";
                    /**
                     * @default one
                     * @enum {string}
                     */
                    scope?: "one" | "following";
                } | {
                    bookingDate: string;
                    /** @enum {string} */
                    timeSlot: "morning" | "afternoon" | "evening" | "all-day";
                    /** @default 5 */
                    duration?: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        booking: {
                            id: number;
                            /** @enum {string} */
                            status: "confirmed" | "completed" | "canceled";
                            /** Format: date */
                            bookingDate: string;
                            serviceType: string;
                            timeSlot: string;
                            duration: number;
                            /** Format: date-time */
                            startsAt: string;
                            /** Format: date-time */
                            endsAt: string;
                            serviceHours: string | null;
                            serviceDescription: string | null;
                            specialRequests: string | null;
                            seriesId: number | null;
                            createdBy: {
                                id: number | null;
                                name: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                        refundedHours: number;
                        feeHours: number;
                    } | {
                        /** @constant */
                        success: true;
                        canceled: {
                            id: number;
                            /** @enum {string} */
                            status: "confirmed" | "completed" | "canceled";
                            /** Format: date */
                            bookingDate: string;
                            serviceType: string;
                            timeSlot: string;
                            duration: number;
                            /** Format: date-time */
                            startsAt: string;
                            /** Format: date-time */
                            endsAt: string;
                            serviceHours: string | null;
                            serviceDescription: string | null;
                            specialRequests: string | null;
                            seriesId: number | null;
                            createdBy: {
                                id: number | null;
                                name: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        refundedHours: number;
                        feeHours: number;
                    } | {
                        /** @constant */
                        success: true;
                        booking: {
                            id: number;
                            /** @enum {string} */
                            status: "confirmed" | "completed" | "canceled";
                            /** Format: date */
                            bookingDate: string;
                            serviceType: string;
                            timeSlot: string;
                            duration: number;
                            /** Format: date-time */
                            startsAt: string;
                            /** Format: date-time */
                            endsAt: string;
                            serviceHours: string | null;
                            serviceDescription: string | null;
                            specialRequests: string | null;
                            seriesId: number | null;
                            createdBy: {
                                id: number | null;
                                name: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field | An evening session can last at most 8 hours (errors.duration: a session ends by midnight) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner or manager) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) | Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Booking not found (also another business's booking) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Only a confirmed booking can be changed | Hours were reported for this booking: it is settled through its timesheet | This session has already started (a cancel from the start of its session on) | A booking with a chef cannot be moved within 24 hours of its start; cancel it instead (a booking with a chef, less than 24 hours before its start) | This time slot has already started | Not enough hours in your labor bank */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    rateChef: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    stars: number;
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bookingId: number;
                        /** @enum {string} */
                        author: "business" | "chef";
                        stars: number;
                        comment: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner or manager) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) | Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Booking not found: no such booking, or another business's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description You have already rated this booking | A booking can be rated once it is completed | Ratings close 7 days after the booking is completed | This booking had no chef to rate */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    confirmTimesheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        timesheet: {
                            bookingId: number;
                            hours: number;
                            note: string | null;
                            /** @enum {string} */
                            status: "submitted" | "confirmed" | "disputed" | "settled";
                            disputeReason: string | null;
                            submittedAt: string;
                            confirmBy: string;
                            decidedAt: string | null;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner or manager) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) | Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Booking not found: no such booking, or another business's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not enough hours in your labor bank (a charge) | No hours have been reported for this booking | These hours have already been answered */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    disputeTimesheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        timesheet: {
                            bookingId: number;
                            hours: number;
                            note: string | null;
                            /** @enum {string} */
                            status: "submitted" | "confirmed" | "disputed" | "settled";
                            disputeReason: string | null;
                            submittedAt: string;
                            confirmBy: string;
                            decidedAt: string | null;
                        };
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner or manager) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) | Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Booking not found: no such booking, or another business's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description No hours have been reported for this booking | These hours have already been answered */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        apiKeys: {
                            id: number;
                            name: string;
                            /** @enum {string} */
                            role: "manager" | "bookkeeper";
                            prefix: string;
                            /** Format: date-time */
                            createdAt: string;
                            lastUsedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createApiKey: {
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
                    /** @enum {string} */
                    role: "manager" | "bookkeeper";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        apiKey: {
                            id: number;
                            name: string;
                            /** @enum {string} */
                            role: "manager" | "bookkeeper";
                            prefix: string;
                            /** Format: date-time */
                            createdAt: string;
                            lastUsedAt: string | null;
                        };
                        key: string;
                    };
                };
            };
            /** @description Role must be manager or bookkeeper (errors.role), or Name is required (errors.name) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) | Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Must be a positive whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) | Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description API key not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    closeBusinessAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) | Wrong password (nothing changed) | Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description This order has been paid (a pending card order was paid meanwhile: its hours are credited and the account stays open) | An order was placed while your account was closing. Please try again. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Card payments are unavailable right now. Please try again in a moment. (Stripe could not be reached to expire a pending card order's session) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    exportBusinessData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        exportedAt: string;
                        business: {
                            [key: string]: unknown;
                        };
                        contact: {
                            [key: string]: unknown;
                        } | null;
                        members: {
                            [key: string]: unknown;
                        }[];
                        bookings: {
                            [key: string]: unknown;
                        }[];
                        laborTransactions: {
                            [key: string]: unknown;
                        }[];
                        orders: {
                            [key: string]: unknown;
                        }[];
                        timesheets: {
                            [key: string]: unknown;
                        }[];
                        ratings: {
                            [key: string]: unknown;
                        }[];
                        settings: {
                            [key: string]: unknown;
                        } | null;
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    addFavouriteChef: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                chefId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        chefId: number;
                        /** @constant */
                        favourite: true;
                    };
                };
            };
            /** @description Must be a positive whole number (chefId) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner or manager) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) | Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Only a chef who has worked for you can be a favourite */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    removeFavouriteChef: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                chefId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        chefId: number;
                        /** @constant */
                        favourite: false;
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner or manager) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) | Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createLocation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    businessName: string;
                    /** @enum {string} */
                    businessType: "restaurant" | "cafe" | "bakery" | "hotel" | "catering" | "food-truck" | "other";
                    businessAddress: string;
                    city: string;
                    /** @enum {string} */
                    state: "BC" | "AB" | "SK" | "MB" | "ON" | "QC" | "NB" | "NS" | "PE" | "NL" | "YT" | "NT" | "NU";
                    zipCode: string;
                    /**
                     * @default 1-5
                     * @enum {string}
                     */
                    employeeCount?: "1-5" | "6-20" | "21-50" | "51-100" | "100+";
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        business: {
                            id: number;
                            businessName: string;
                        };
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) | Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        members: {
                            id: number;
                            firstName: string;
                            lastName: string;
                            email: string;
                            /** @enum {string} */
                            role: "owner" | "manager" | "bookkeeper";
                            /** @enum {string} */
                            status: "invited" | "active";
                            invitedAt: string | null;
                            lastSignInAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description You are no longer a member of this business (removed from the business the session acts for, while a member of another) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    inviteMember: {
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
                    /** @enum {string} */
                    role: "owner" | "manager" | "bookkeeper";
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        member: {
                            id: number;
                            firstName: string;
                            lastName: string;
                            email: string;
                            /** @enum {string} */
                            role: "owner" | "manager" | "bookkeeper";
                            /** @enum {string} */
                            status: "invited" | "active";
                            invitedAt: string | null;
                            lastSignInAt: string | null;
                        };
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) | Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description This person is already on the team */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (50 invitations per business in 24 hours, resends included) | Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    removeMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) | Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Member not found (also a member of another business) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description A business needs at least one owner (the last active owner) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    changeMemberRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "owner" | "manager" | "bookkeeper";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        member: {
                            id: number;
                            firstName: string;
                            lastName: string;
                            email: string;
                            /** @enum {string} */
                            role: "owner" | "manager" | "bookkeeper";
                            /** @enum {string} */
                            status: "invited" | "active";
                            invitedAt: string | null;
                            lastSignInAt: string | null;
                        };
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) | Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Member not found (also a member of another business) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description A business needs at least one owner (the last active owner) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updateBusinessProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    businessName?: string;
                    /** @enum {string} */
                    businessType?: "restaurant" | "cafe" | "bakery" | "hotel" | "catering" | "food-truck" | "other";
                    businessAddress?: string;
                    city?: string;
                    /** @enum {string} */
                    state?: "BC" | "AB" | "SK" | "MB" | "ON" | "QC" | "NB" | "NS" | "PE" | "NL" | "YT" | "NT" | "NU";
                    zipCode?: string;
                    firstName?: string;
                    lastName?: string;
                    jobTitle?: string;
                    email?: string;
                    phone?: string;
                    /** @enum {string} */
                    employeeCount?: "1-5" | "6-20" | "21-50" | "51-100" | "100+";
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        business: {
                            id: number;
                            businessName: string;
                            businessType: string;
                            businessAddress: string;
                            city: string;
                            state: string;
                            zipCode: string;
                            employeeCount: string;
                            description: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                        contact: {
                            id: number;
                            firstName: string;
                            lastName: string;
                            jobTitle: string;
                            email: string;
                            phone: string;
                            preferredContact: string;
                        } | null;
                    };
                };
            };
            /** @description Nothing to update (an empty body), or a field's own message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner or manager) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) | Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description An account with this email already exists (errors.email: another account uses this email, in any case) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getBusinessSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        emailNotifications: boolean;
                        smsReminders: boolean;
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description You are no longer a member of this business (removed from the business the session acts for, while a member of another) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updateBusinessSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    emailNotifications: boolean;
                    smsReminders: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        emailNotifications: boolean;
                        smsReminders: boolean;
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner or manager) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) | Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    transferHours: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fromBusinessId: number;
                    toBusinessId: number;
                    hours: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        fromBank: {
                            totalHours: number;
                            usedHours: number;
                            availableHours: number;
                        };
                        toBank: {
                            totalHours: number;
                            usedHours: number;
                            availableHours: number;
                        };
                    };
                };
            };
            /** @description Hours must be a whole number of at least 1 (errors.hours), or Choose two different locations (errors.toBusinessId) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner or bookkeeper) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) | You do not have access to this business (the caller is not an owner or bookkeeper of both businesses) | Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Not enough hours in your labor bank (the source bank lacks the hours) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description This Idempotency-Key was already used with a different request: the key was first used with another body */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhooks: {
                            id: number;
                            url: string;
                            events: string[];
                            enabled: boolean;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    events: [
                        "*"
                    ] | ("booking.created" | "booking.rescheduled" | "booking.canceled" | "booking.staffed" | "booking.completed" | "timesheet.submitted" | "order.paid")[];
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        webhook: {
                            id: number;
                            url: string;
                            events: string[];
                            enabled: boolean;
                            /** Format: date-time */
                            createdAt: string;
                        };
                        secret: string;
                    };
                };
            };
            /** @description Use a public https address (errors.url), or events that are not a list of event types or ["*"] */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) | Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description A business can have at most 10 webhooks */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
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
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Must be a positive whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) | Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Webhook not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
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
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        webhook: {
                            id: number;
                            url: string;
                            events: string[];
                            enabled: boolean;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Use a public https address (errors.url), or a field's own message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) | Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Webhook not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
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
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveries: {
                            id: number;
                            eventId: string;
                            type: string;
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                            attempts: number;
                            lastStatusCode: number | null;
                            lastAttemptAt: string | null;
                            nextAttemptAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Must be a positive whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Webhook not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    retryWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                deliveryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        delivery: {
                            id: number;
                            eventId: string;
                            type: string;
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                            attempts: number;
                            lastStatusCode: number | null;
                            lastAttemptAt: string | null;
                            nextAttemptAt: string | null;
                        };
                    };
                };
            };
            /** @description Must be a positive whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) | Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Webhook not found | Delivery not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description This webhook is disabled */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    sendWebhookTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        delivery: {
                            id: number;
                            eventId: string;
                            type: string;
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                            attempts: number;
                            lastStatusCode: number | null;
                            lastAttemptAt: string | null;
                            nextAttemptAt: string | null;
                        };
                    };
                };
            };
            /** @description Must be a positive whole number */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) | Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Webhook not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description This webhook is disabled */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    appealSuspension: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description This chef is not suspended | Your appeal is already with us (this suspension was appealed already) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listChefAssignments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        upcoming: {
                            assignmentId: number;
                            bookingId: number;
                            bookingDate: string;
                            timeSlot: string;
                            duration: number;
                            serviceType: string;
                            serviceDescription: string | null;
                            specialRequests: string | null;
                            business: {
                                name: string;
                                city: string;
                                address: string;
                                state: string;
                                zipCode: string;
                                contact: {
                                    name: string;
                                    phone: string;
                                };
                            };
                            payCents: number;
                            needs: {
                                serviceDescription: string | null;
                                specialRequests: string | null;
                            };
                            confirmedAt: string | null;
                            /** Format: date-time */
                            startsAt: string;
                            /** Format: date-time */
                            endsAt: string;
                            timesheet: {
                                bookingId: number;
                                hours: number;
                                note: string | null;
                                /** @enum {string} */
                                status: "submitted" | "confirmed" | "disputed" | "settled";
                                disputeReason: string | null;
                                submittedAt: string;
                                confirmBy: string;
                                decidedAt: string | null;
                            } | null;
                        }[];
                        past: {
                            assignmentId: number;
                            bookingId: number;
                            bookingDate: string;
                            timeSlot: string;
                            duration: number;
                            serviceType: string;
                            serviceDescription: string | null;
                            specialRequests: string | null;
                            business: {
                                name: string;
                                city: string;
                                address: string;
                                state: string;
                                zipCode: string;
                                contact: {
                                    name: string;
                                    phone: string;
                                };
                            };
                            payCents: number;
                            needs: {
                                serviceDescription: string | null;
                                specialRequests: string | null;
                            };
                            confirmedAt: string | null;
                            /** Format: date-time */
                            startsAt: string;
                            /** Format: date-time */
                            endsAt: string;
                            timesheet: {
                                bookingId: number;
                                hours: number;
                                note: string | null;
                                /** @enum {string} */
                                status: "submitted" | "confirmed" | "disputed" | "settled";
                                disputeReason: string | null;
                                submittedAt: string;
                                confirmBy: string;
                                decidedAt: string | null;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    confirmAssignment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        /** Format: date-time */
                        confirmedAt: string;
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Assignment not found: no such booking, or not the chef's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description A session that has started cannot be confirmed | Hours were reported for this booking: it is settled through its timesheet | This booking is completed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    rateBusiness: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    stars: number;
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bookingId: number;
                        /** @enum {string} */
                        author: "business" | "chef";
                        stars: number;
                        comment: string | null;
                        createdAt: string;
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Booking not found: no such booking, or not the chef's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description You have already rated this booking | A booking can be rated once it is completed | Ratings close 7 days after the booking is completed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    releaseAssignment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Assignment not found: no such booking, or not the chef's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description A session that has started cannot be released | Hours were reported for this booking: it is settled through its timesheet | This booking is completed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    submitTimesheet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                bookingId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hours: number;
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bookingId: number;
                        hours: number;
                        note: string | null;
                        /** @enum {string} */
                        status: "submitted" | "confirmed" | "disputed" | "settled";
                        disputeReason: string | null;
                        submittedAt: string;
                        confirmBy: string;
                        decidedAt: string | null;
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Booking not found: no such booking, or not the chef's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Hours can be reported from the booking's start | Hours were already reported for this booking | This booking is not open for a timesheet */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    setChefAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    weekly: {
                        monday?: ("morning" | "afternoon" | "evening")[];
                        tuesday?: ("morning" | "afternoon" | "evening")[];
                        wednesday?: ("morning" | "afternoon" | "evening")[];
                        thursday?: ("morning" | "afternoon" | "evening")[];
                        friday?: ("morning" | "afternoon" | "evening")[];
                        saturday?: ("morning" | "afternoon" | "evening")[];
                        sunday?: ("morning" | "afternoon" | "evening")[];
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        weekly: {
                            monday: ("morning" | "afternoon" | "evening")[];
                            tuesday: ("morning" | "afternoon" | "evening")[];
                            wednesday: ("morning" | "afternoon" | "evening")[];
                            thursday: ("morning" | "afternoon" | "evening")[];
                            friday: ("morning" | "afternoon" | "evening")[];
                            saturday: ("morning" | "afternoon" | "evening")[];
                            sunday: ("morning" | "afternoon" | "evening")[];
                        };
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getChefBankAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        institutionNumber: string | null;
                        transitNumber: string | null;
                        accountNumber: string | null;
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    setChefBankAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    institutionNumber: string;
                    transitNumber: string;
                    accountNumber: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        institutionNumber: string | null;
                        transitNumber: string | null;
                        accountNumber: string | null;
                    };
                };
            };
            /** @description Enter the 3-digit institution number (errors.institutionNumber) | Enter the 5-digit transit number (errors.transitNumber) | Enter an account number of 7 to 12 digits (errors.accountNumber) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your tax number and bank account can be saved once ChefConnect turns on encryption; we have been told. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getChefCalendar: {
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
            /** @description Success: the file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description Calendar not found: no chef has that token, or the chef is inactive */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listChefCredentials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        kind: "red-seal" | "foodsafe" | "worksafebc" | "insurance" | "background-check";
                        number: string;
                        /** Format: date */
                        issuedOn: string;
                        /** Format: date */
                        expiresOn: string;
                        /** @enum {string} */
                        status: "pending" | "verified" | "rejected" | "expired";
                        documentName: string | null;
                        documentType: ("application/pdf" | "image/jpeg" | "image/png") | null;
                        documentSize: number | null;
                        rejectionReason: string | null;
                        verifiedAt: string | null;
                    }[];
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    addChefCredential: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "red-seal" | "foodsafe" | "worksafebc" | "insurance" | "background-check";
                    number: string;
                    issuedOn: string;
                    expiresOn: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        kind: "red-seal" | "foodsafe" | "worksafebc" | "insurance" | "background-check";
                        number: string;
                        /** Format: date */
                        issuedOn: string;
                        /** Format: date */
                        expiresOn: string;
                        /** @enum {string} */
                        status: "pending" | "verified" | "rejected" | "expired";
                        documentName: string | null;
                        documentType: ("application/pdf" | "image/jpeg" | "image/png") | null;
                        documentSize: number | null;
                        rejectionReason: string | null;
                        verifiedAt: string | null;
                    };
                };
            };
            /** @description The expiry date has already passed | The expiry date must be on or after the issue date (errors.expiresOn) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description You can keep at most 20 credentials */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updateChefCredential: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "red-seal" | "foodsafe" | "worksafebc" | "insurance" | "background-check";
                    number: string;
                    issuedOn: string;
                    expiresOn: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        kind: "red-seal" | "foodsafe" | "worksafebc" | "insurance" | "background-check";
                        number: string;
                        /** Format: date */
                        issuedOn: string;
                        /** Format: date */
                        expiresOn: string;
                        /** @enum {string} */
                        status: "pending" | "verified" | "rejected" | "expired";
                        documentName: string | null;
                        documentType: ("application/pdf" | "image/jpeg" | "image/png") | null;
                        documentSize: number | null;
                        rejectionReason: string | null;
                        verifiedAt: string | null;
                    };
                };
            };
            /** @description The expiry date has already passed | The expiry date must be on or after the issue date (errors.expiresOn) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Credential not found (also another chef's) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    uploadCredentialDocument: {
        parameters: {
            query?: never;
            header?: {
                "X-File-Name"?: string;
            };
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/pdf": string;
                "image/jpeg": string;
                "image/png": string;
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        kind: "red-seal" | "foodsafe" | "worksafebc" | "insurance" | "background-check";
                        number: string;
                        /** Format: date */
                        issuedOn: string;
                        /** Format: date */
                        expiresOn: string;
                        /** @enum {string} */
                        status: "pending" | "verified" | "rejected" | "expired";
                        documentName: string | null;
                        documentType: ("application/pdf" | "image/jpeg" | "image/png") | null;
                        documentSize: number | null;
                        rejectionReason: string | null;
                        verifiedAt: string | null;
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed | Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Credential not found (also another chef's) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description This credential has expired */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The document is too large (5 MB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description The document must be a PDF, JPEG or PNG file (Content-Type application/pdf, image/jpeg or image/png) | The file is not the type it was sent as: its contents are not a PDF, JPEG or PNG of that type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getChefEarnings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        balanceCents: number;
                        lines: {
                            id: number;
                            /** @enum {string} */
                            kind: "earning" | "late-cancel" | "adjustment" | "payout";
                            amountCents: number;
                            description: string;
                            hours: number | null;
                            hourlyRateCents: number | null;
                            bookingId: number | null;
                            payoutId: number | null;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        payouts: {
                            id: number;
                            chefId: number;
                            chefName: string;
                            /** Format: date */
                            through: string;
                            amountCents: number;
                            gstCents: number;
                            /** @enum {string} */
                            status: "pending" | "paid" | "failed";
                            reference: string | null;
                            paidAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    exportChefYearCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                year: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the file */
            200: {
                headers: {
                    /** @description attachment, with a file name for the download */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Year must be a year such as 2026 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    exportChefData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        exportedAt: string;
                        chef: {
                            [key: string]: unknown;
                        };
                        availability: {
                            [key: string]: unknown;
                        }[];
                        timeOff: {
                            [key: string]: unknown;
                        }[];
                        credentials: {
                            [key: string]: unknown;
                        }[];
                        assignments: {
                            [key: string]: unknown;
                        }[];
                        offers: {
                            [key: string]: unknown;
                        }[];
                        timesheets: {
                            [key: string]: unknown;
                        }[];
                        ratings: {
                            [key: string]: unknown;
                        }[];
                        ledgerLines: {
                            [key: string]: unknown;
                        }[];
                        payouts: {
                            [key: string]: unknown;
                        }[];
                        reliabilityEvents: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    logInChef: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        email: string;
                        phone: string | null;
                        photoUrl: string | null;
                        bio: string | null;
                        specialty: string;
                        /** @enum {string} */
                        group: "executive" | "pastry" | "rising" | "international";
                        yearsExperience: number;
                        /** @enum {string} */
                        tier: "Entry Level" | "Experienced" | "Master Chef";
                        redSeal: boolean;
                        redSealNumber: string | null;
                        credentials: string | null;
                        achievements: string[];
                        serviceTypes: ("in-person" | "virtual")[];
                        hourlyRate: number;
                        showOnSite: boolean;
                        /** @enum {string} */
                        status: "invited" | "active" | "inactive" | "suspended";
                        reliability: {
                            score: number | null;
                            completed: number;
                            lateReleases: number;
                            noShows: number;
                            missedConfirmations: number;
                            strikes: number;
                        };
                        availability: {
                            monday: ("morning" | "afternoon" | "evening")[];
                            tuesday: ("morning" | "afternoon" | "evening")[];
                            wednesday: ("morning" | "afternoon" | "evening")[];
                            thursday: ("morning" | "afternoon" | "evening")[];
                            friday: ("morning" | "afternoon" | "evening")[];
                            saturday: ("morning" | "afternoon" | "evening")[];
                            sunday: ("morning" | "afternoon" | "evening")[];
                        };
                        timeOff: {
                            id: number;
                            from: string;
                            to: string;
                            reason: string | null;
                        }[];
                    };
                };
            };
            /** @description Invalid or expired sign-in link */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    requestChefLoginLink: {
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
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (3 per email, counted with password recovery, and 10 per address an hour; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    logOutChef: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getChefProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        email: string;
                        phone: string | null;
                        photoUrl: string | null;
                        bio: string | null;
                        specialty: string;
                        /** @enum {string} */
                        group: "executive" | "pastry" | "rising" | "international";
                        yearsExperience: number;
                        /** @enum {string} */
                        tier: "Entry Level" | "Experienced" | "Master Chef";
                        redSeal: boolean;
                        redSealNumber: string | null;
                        credentials: string | null;
                        achievements: string[];
                        serviceTypes: ("in-person" | "virtual")[];
                        hourlyRate: number;
                        showOnSite: boolean;
                        /** @enum {string} */
                        status: "invited" | "active" | "inactive" | "suspended";
                        reliability: {
                            score: number | null;
                            completed: number;
                            lateReleases: number;
                            noShows: number;
                            missedConfirmations: number;
                            strikes: number;
                        };
                        availability: {
                            monday: ("morning" | "afternoon" | "evening")[];
                            tuesday: ("morning" | "afternoon" | "evening")[];
                            wednesday: ("morning" | "afternoon" | "evening")[];
                            thursday: ("morning" | "afternoon" | "evening")[];
                            friday: ("morning" | "afternoon" | "evening")[];
                            saturday: ("morning" | "afternoon" | "evening")[];
                            sunday: ("morning" | "afternoon" | "evening")[];
                        };
                        timeOff: {
                            id: number;
                            from: string;
                            to: string;
                            reason: string | null;
                        }[];
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    updateChefProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phone?: string | null;
                    photoUrl?: string | null;
                    bio?: string | null;
                    specialty?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        email: string;
                        phone: string | null;
                        photoUrl: string | null;
                        bio: string | null;
                        specialty: string;
                        /** @enum {string} */
                        group: "executive" | "pastry" | "rising" | "international";
                        yearsExperience: number;
                        /** @enum {string} */
                        tier: "Entry Level" | "Experienced" | "Master Chef";
                        redSeal: boolean;
                        redSealNumber: string | null;
                        credentials: string | null;
                        achievements: string[];
                        serviceTypes: ("in-person" | "virtual")[];
                        hourlyRate: number;
                        showOnSite: boolean;
                        /** @enum {string} */
                        status: "invited" | "active" | "inactive" | "suspended";
                        reliability: {
                            score: number | null;
                            completed: number;
                            lateReleases: number;
                            noShows: number;
                            missedConfirmations: number;
                            strikes: number;
                        };
                        availability: {
                            monday: ("morning" | "afternoon" | "evening")[];
                            tuesday: ("morning" | "afternoon" | "evening")[];
                            wednesday: ("morning" | "afternoon" | "evening")[];
                            thursday: ("morning" | "afternoon" | "evening")[];
                            friday: ("morning" | "afternoon" | "evening")[];
                            saturday: ("morning" | "afternoon" | "evening")[];
                            sunday: ("morning" | "afternoon" | "evening")[];
                        };
                        timeOff: {
                            id: number;
                            from: string;
                            to: string;
                            reason: string | null;
                        }[];
                    };
                };
            };
            /** @description Nothing to update (an empty body), or a field's own message */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listChefOffers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        bookingId: number;
                        chefId: number;
                        /** @enum {string} */
                        status: "open" | "accepted" | "declined" | "expired" | "filled" | "withdrawn";
                        expiresAt: string;
                        booking: {
                            bookingDate: string;
                            timeSlot: string;
                            duration: number;
                            serviceType: string;
                            business: {
                                name: string;
                                city: string;
                            };
                        };
                        /** Format: date-time */
                        startsAt: string;
                        /** Format: date-time */
                        endsAt: string;
                        cannotAccept: string | null;
                        payCents: number;
                        needs: {
                            serviceDescription: string | null;
                            specialRequests: string | null;
                        };
                    }[];
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    acceptOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        bookingId: number;
                        chefId: number;
                        /** @enum {string} */
                        status: "open" | "accepted" | "declined" | "expired" | "filled" | "withdrawn";
                        expiresAt: string;
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Offer not found: no such offer, or another chef's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description This booking has already been staffed | This overlaps another of your assignments | This offer is no longer open | why the chef cannot work it now (time off since the offer, a changed week); the offer stays open, and GET /api/chef/offers names the same reason in cannotAccept */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    declineOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        bookingId: number;
                        chefId: number;
                        /** @enum {string} */
                        status: "open" | "accepted" | "declined" | "expired" | "filled" | "withdrawn";
                        expiresAt: string;
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Offer not found: no such offer, or another chef's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description This offer is no longer open */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    startPayoutOnboarding: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Payouts are made by bank transfer: there is nothing to set up */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Stripe cannot be reached right now. Please try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getPayoutSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        provider: "manual" | "stripe";
                        accountConnected: boolean;
                        payoutsEnabled: boolean;
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getChefPayoutStatementPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Payout not found (also another chef's payout) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listChefSeriesOffers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        seriesOffers: {
                            id: number;
                            seriesId: number;
                            businessName: string;
                            sessions: {
                                bookingId: number;
                                bookingDate: string;
                                timeSlot: string;
                                duration: number;
                                /** Format: date-time */
                                startsAt: string;
                                /** Format: date-time */
                                endsAt: string;
                            }[];
                            payCents: number;
                            expiresAt: string;
                        }[];
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    acceptSeriesOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        taken: number[];
                        notTaken: {
                            bookingId: number;
                            reason: string;
                        }[];
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Offer not found: no such series offer, or another chef's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description This offer is no longer open: no session of it is still offered */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    declineSeriesOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Offer not found: no such series offer, or another chef's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description This offer is no longer open */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getChefTaxDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        legalName: string | null;
                        mailingAddress: string | null;
                        gstNumber: string | null;
                        taxId: string | null;
                        message?: string;
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    setChefTaxDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    legalName: string;
                    mailingAddress: string;
                    gstNumber?: string;
                    taxId?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        legalName: string | null;
                        mailingAddress: string | null;
                        gstNumber: string | null;
                        taxId: string | null;
                        message?: string;
                    };
                };
            };
            /** @description Enter a 9-digit SIN or business number (errors.taxId) | Enter a GST/HST number like 123456782 RT0001 (errors.gstNumber) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    addChefTimeOff: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    from: string;
                    to: string;
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        from: string;
                        to: string;
                        reason: string | null;
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    removeChefTimeOff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Please log in to continue */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Time off not found: no such entry, or another chef's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    sendContactMessage: {
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
                    phone?: string;
                    /** @enum {string} */
                    subject: "general" | "services" | "booking" | "pricing" | "support" | "partnership" | "other";
                    message: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (per client address; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                businessId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        business: {
                            id: number;
                            businessName: string;
                            businessType: string;
                            businessAddress: string;
                            city: string;
                            state: string;
                            zipCode: string;
                            employeeCount: string;
                            description: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                        contact: {
                            id: number;
                            firstName: string;
                            lastName: string;
                            jobTitle: string;
                            email: string;
                            phone: string;
                            preferredContact: string;
                        } | null;
                        bookings: {
                            id: number;
                            /** @enum {string} */
                            status: "confirmed" | "completed" | "canceled";
                            /** Format: date */
                            bookingDate: string;
                            serviceType: string;
                            timeSlot: string;
                            duration: number;
                            /** Format: date-time */
                            startsAt: string;
                            /** Format: date-time */
                            endsAt: string;
                            serviceHours: string | null;
                            serviceDescription: string | null;
                            specialRequests: string | null;
                            seriesId: number | null;
                            createdBy: {
                                id: number | null;
                                name: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** @enum {string} */
                            staffing: "awaiting-chef" | "offered" | "assigned";
                            chef: {
                                id: number;
                                name: string;
                                /** @enum {string} */
                                tier: "Entry Level" | "Experienced" | "Master Chef";
                                redSeal: boolean;
                                photoUrl: string | null;
                            } | null;
                            chefConfirmed: boolean;
                            timesheet: {
                                bookingId: number;
                                hours: number;
                                note: string | null;
                                /** @enum {string} */
                                status: "submitted" | "confirmed" | "disputed" | "settled";
                                disputeReason: string | null;
                                submittedAt: string;
                                confirmBy: string;
                                decidedAt: string | null;
                            } | null;
                        }[];
                        laborBank: {
                            totalHours: number;
                            usedHours: number;
                            availableHours: number;
                        } | null;
                        laborTransactions: {
                            id: number;
                            description: string;
                            /** Format: date-time */
                            transactionDate: string;
                            hours: number;
                            bookingId: number | null;
                        }[];
                        settings: {
                            emailNotifications: boolean;
                            smsReminders: boolean;
                        };
                        activeMembers: number;
                    };
                };
            };
            /** @description Must be a positive whole number (businessId), or Bad request (a path that is not valid URL encoding) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description You are no longer a member of this business (removed from the business the session acts for, while a member of another) | You do not have access to this business (a business session reading another business) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Business not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getApiDocs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success: the page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        events: {
                            id: string;
                            /** @enum {string} */
                            type: "booking.created" | "booking.rescheduled" | "booking.canceled" | "booking.staffed" | "booking.completed" | "timesheet.submitted" | "order.paid";
                            /** Format: date-time */
                            timestamp: string;
                            data: {
                                booking: {
                                    id: number;
                                    /** @enum {string} */
                                    status: "confirmed" | "completed" | "canceled";
                                    /** Format: date */
                                    bookingDate: string;
                                    serviceType: string;
                                    timeSlot: string;
                                    duration: number;
                                    /** Format: date-time */
                                    startsAt: string;
                                    /** Format: date-time */
                                    endsAt: string;
                                    serviceHours: string | null;
                                    serviceDescription: string | null;
                                    specialRequests: string | null;
                                    seriesId: number | null;
                                    createdBy: {
                                        id: number | null;
                                        name: string;
                                    } | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                    /** @enum {string} */
                                    staffing: "awaiting-chef" | "offered" | "assigned";
                                    chef: {
                                        id: number;
                                        name: string;
                                        /** @enum {string} */
                                        tier: "Entry Level" | "Experienced" | "Master Chef";
                                        redSeal: boolean;
                                        photoUrl: string | null;
                                    } | null;
                                    chefConfirmed: boolean;
                                    timesheet: {
                                        bookingId: number;
                                        hours: number;
                                        note: string | null;
                                        /** @enum {string} */
                                        status: "submitted" | "confirmed" | "disputed" | "settled";
                                        disputeReason: string | null;
                                        submittedAt: string;
                                        confirmBy: string;
                                        decidedAt: string | null;
                                    } | null;
                                };
                            } | {
                                order: {
                                    id: number;
                                    number: string;
                                    /** @enum {string} */
                                    status: "pending" | "paid" | "expired" | "refunded" | "canceled";
                                    packId: number;
                                    packName: string;
                                    hours: number;
                                    subtotalCents: number;
                                    gstCents: number;
                                    pstCents: number;
                                    totalCents: number;
                                    /** @constant */
                                    currency: "CAD";
                                    /** @enum {string} */
                                    provider: "invoice" | "stripe";
                                    createdBy: {
                                        id: number | null;
                                        name: string;
                                    } | null;
                                    /** Format: date-time */
                                    createdAt: string;
                                    paidAt: string | null;
                                };
                            };
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Unknown cursor (an after that names no event of this business in the feed), or a limit outside 1-100 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description You are no longer a member of this business (removed from the business the session acts for, while a member of another) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    joinTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    firstName: string;
                    lastName: string;
                    username: string;
                    password: string;
                } | {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        businessId: number;
                    };
                };
            };
            /** @description This invitation link is invalid or has expired (unknown, used, voided or expired) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description You already have a ChefConnect sign-in: log in, then open the link again | This username is already taken | This person is already on the team */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    listLaborTransactions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        transactions: {
                            id: number;
                            description: string;
                            /** Format: date-time */
                            transactionDate: string;
                            hours: number;
                            bookingId: number | null;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Unknown cursor (a cursor this call did not give), or a limit outside 1-100 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description You are no longer a member of this business (removed from the business the session acts for, while a member of another) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    logOutBusiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    checkUsername: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        exists: boolean;
                    };
                };
            };
            /** @description Username is required (missing, empty or over 100 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    logInBusiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        businessId: number;
                        message: string;
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Invalid username or password */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many failed login attempts: 5 per username or 20 per address in 15 minutes (see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    setUpAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                    contactId: number;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner or manager or bookkeeper) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) | You can only set up your own account | Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description An account already exists for this contact */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    subscribeToNewsletter: {
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
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (per client address; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        openapi: "3.1.0";
                        info: {
                            title: string;
                            version: string;
                        } & {
                            [key: string]: unknown;
                        };
                        servers: {
                            url: string;
                        }[];
                        paths: {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
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
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (3 per email, whether or not it has an account, and 10 per address an hour; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    registerBusiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    businessName: string;
                    /** @enum {string} */
                    businessType: "restaurant" | "cafe" | "bakery" | "hotel" | "catering" | "food-truck" | "other";
                    businessAddress: string;
                    city: string;
                    /** @enum {string} */
                    state: "BC" | "AB" | "SK" | "MB" | "ON" | "QC" | "NB" | "NS" | "PE" | "NL" | "YT" | "NT" | "NU";
                    zipCode: string;
                    /**
                     * @default 1-5
                     * @enum {string}
                     */
                    employeeCount?: "1-5" | "6-20" | "21-50" | "51-100" | "100+";
                    description?: string;
                    firstName: string;
                    lastName: string;
                    jobTitle: string;
                    email: string;
                    phone: string;
                    /**
                     * @default email
                     * @enum {string}
                     */
                    preferredContact?: "email" | "phone" | "text";
                    /** @default false */
                    newsletter?: boolean;
                    /**
                     * @default in-person
                     * @enum {string}
                     */
                    serviceType?: "in-person" | "virtual";
                    serviceDescription?: string;
                    /**
                     * @default 1-2
                     * @enum {string}
                     */
                    serviceHours?: "1-2" | "3-4" | "5-8" | "full-day" | "multi-day";
                    bookingDate: string;
                    /** @enum {string} */
                    timeSlot: "morning" | "afternoon" | "evening" | "all-day";
                    /** @default 5 */
                    duration?: number;
                    specialRequests?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        business: {
                            id: number;
                            businessName: string;
                        };
                        contact: {
                            id: number;
                            firstName: string;
                            lastName: string;
                            email: string;
                        };
                        booking: {
                            id: number;
                            /** Format: date */
                            bookingDate: string;
                            timeSlot: string;
                            duration: number;
                            /** Format: date-time */
                            startsAt: string;
                            /** Format: date-time */
                            endsAt: string;
                            status: string;
                        };
                        laborBank: {
                            totalHours: number;
                            usedHours: number;
                            availableHours: number;
                        };
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field | An evening session can last at most 8 hours (errors.duration: a session ends by midnight) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description An account with this email already exists. Please log in. (errors.email; any case, surrounding spaces ignored) | This email belonged to a closed account: write to support to reopen it (errors.email) | This time slot has already started (errors.timeSlot) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (per client address; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    requestHours: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    businessId: number;
                    phone: string;
                    hoursNeeded: number;
                    reason?: string;
                    businessName?: string;
                    contactName?: string;
                    email?: string;
                };
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        request: {
                            id: number;
                            businessId: number;
                            contactName: string;
                            email: string;
                            phone: string;
                            hoursNeeded: number;
                            reason: string | null;
                            /** @enum {string} */
                            status: "pending" | "approved" | "declined";
                            /** Format: date-time */
                            createdAt: string;
                            decidedAt: string | null;
                        };
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description You are no longer a member of this business (removed from the business the session acts for, while a member of another) | You do not have access to this business (businessId is another business) | Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        business: {
                            businessId: number;
                            contactId: number;
                            firstName: string;
                            lastName: string;
                            businessName: string;
                            /** @enum {string} */
                            role: "owner" | "manager" | "bookkeeper";
                        } | null;
                        member: {
                            id: number;
                            firstName: string;
                            lastName: string;
                        } | null;
                        memberships: {
                            businessId: number;
                            businessName: string;
                            /** @enum {string} */
                            role: "owner" | "manager" | "bookkeeper";
                        }[] | null;
                        admin: {
                            adminId: number;
                            username: string;
                        } | null;
                        chef: {
                            id: number;
                            name: string;
                        } | null;
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    switchBusiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    businessId: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        business: {
                            businessId: number;
                            contactId: number;
                            firstName: string;
                            lastName: string;
                            businessName: string;
                            /** @enum {string} */
                            role: "owner" | "manager" | "bookkeeper";
                        } | null;
                        member: {
                            id: number;
                            firstName: string;
                            lastName: string;
                        } | null;
                        memberships: {
                            businessId: number;
                            businessName: string;
                            /** @enum {string} */
                            role: "owner" | "manager" | "bookkeeper";
                        }[] | null;
                        admin: {
                            adminId: number;
                            username: string;
                        } | null;
                        chef: {
                            id: number;
                            name: string;
                        } | null;
                    };
                };
            };
            /** @description Invalid input: message names the first problem, errors each field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Please log in to continue | Invalid API key (unknown or revoked) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Your role does not allow this (a member whose role is not owner or manager or bookkeeper) | You are no longer a member of this business (removed from the business the session acts for, while a member of another) | You do not have access to this business (a business the person is not an active member of, or one that is closed) | Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Too many requests. Please try again later. (an API key's 600 calls in 60 s; see Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description An API key's calls per window: 600 */
                    "RateLimit-Limit"?: number;
                    /** @description The calls left in the key's window, this one counted */
                    "RateLimit-Remaining"?: number;
                    /** @description Seconds until the key's window ends */
                    "RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
    receiveStripeEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        received: true;
                    };
                };
            };
            /** @description Invalid signature (also a signature timestamp more than 5 minutes old or ahead) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Cross-site requests are not allowed (an Origin header naming another site) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Card payments are not enabled */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body is too large (100 kB at most) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Request body must be JSON (Content-Type: application/json) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Card payments are unavailable right now. Please try again in a moment. (Stripe could not be reached to read the session back: it delivers the event again) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
            /** @description Error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        errors?: {
                            [key: string]: string;
                        };
                    };
                };
            };
        };
    };
}
