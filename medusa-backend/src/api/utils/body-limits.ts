/**
 * How large a JSON body each kind of /api call may send; anything larger is
 * refused with 413 before it is parsed. One table, so a limit is chosen by
 * what the body holds rather than copied between middleware groups.
 */
export const JSON_BODY = {
  /** Ids, quantities, statuses, a code, credentials, a profile. */
  small: { sizeLimit: "10kb" },
  /** Reviews, contact messages, newsletter sign-ups, search queries: a 1000-character comment or a batch of 20 queries. */
  text: { sizeLimit: "16kb" },
  /** An order: an address, a method and a few totals (items are informational). */
  order: { sizeLimit: "32kb" },
  /** The operator's confirmed statement matches: up to a few hundred rows. */
  statementMatches: { sizeLimit: "100kb" },
  /** Delivery zones: a zone of up to 5,000 PIN rules, or a zones CSV of up to 500,000 characters. */
  zones: { sizeLimit: "600kb" },
} as const
