/** Lengths both sides hold a shopper's input to. */
export const LENGTHS = {
  /** First and last name (register, profile, the operator's rename). */
  nameMax: 50,
  /** E-mail addresses (RFC 5321's path limit). */
  emailMax: 254,
  /** New passwords: at least 6 characters, at most 128. */
  passwordMin: 6,
  passwordMax: 128,
  /** A business buyer's registered name. */
  businessNameMax: 100,
  /** A coupon code as a shopper types it; the admin creates codes of at most 32. */
  couponCodeMax: 100,
  couponCodeCreateMax: 32,
  /** A gift wrap's message, counted in characters as the shopper sees them (an emoji is one). */
  giftMessageMax: 200,
  /** The contact form's message. */
  contactMessageMin: 10,
  /** A review: the reviewer's name, the title and the comment. */
  reviewNameMin: 2,
  reviewNameMax: 100,
  reviewTitleMax: 100,
  reviewCommentMax: 1000,
} as const
