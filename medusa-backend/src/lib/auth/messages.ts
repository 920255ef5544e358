/** Texts of the /api/auth answers. Those quoted in docs/requirements.md are used word for word (shared with the storefront). */
export { AUTH_MESSAGES } from "@sugandh/contract"
