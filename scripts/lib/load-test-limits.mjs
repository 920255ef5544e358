// @ts-check
/** Limits raised for traffic that all comes from this machine (the e2e backend and the process tests' Medusa processes). */
export const LOAD_TEST_LIMITS = {
  AUTH_RATE_LIMIT_MAX: "1000",
  AUTH_RATE_LIMIT_EMAIL_MAX: "1000",
  ORDER_RATE_LIMIT_MAX: "10000",
  ORDER_RATE_LIMIT_IP_MAX: "10000",
  ORDER_MAX_OPEN_UNPAID: "1000",
  // Journeys sign up shoppers who never verify their e-mail and place several orders.
  ORDER_MAX_OPEN_UNPAID_UNVERIFIED: "1000",
  COUPON_RATE_LIMIT_MAX: "10000",
  COUPON_RATE_LIMIT_IP_MAX: "10000",
  // Every page and suggestion of every journey searches from 127.0.0.1.
  SEARCH_RATE_LIMIT_MAX: "100000",
}
