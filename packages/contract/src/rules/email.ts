/** something@domain.tld without spaces: stricter than a form's "contains @", loose enough for real addresses. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/
