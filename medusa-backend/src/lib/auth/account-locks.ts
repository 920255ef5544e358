/**
 * Locks of the account workflows (acquireLockStep options; seconds). Each
 * covers a read-check-write, so two requests cannot both pass a rule that
 * only one of them may pass.
 */

/** Every role change, one at a time: two admins demoting each other must not leave the shop without one. */
export const ACCOUNT_ROLES_LOCK = { key: "sugandh:account-roles", timeout: 30, ttl: 60 }

/** How long a request waits for, and at most holds, the lock of one account or Google login. */
export const ACCOUNT_LOCK_LIMITS = { timeout: 10, ttl: 60 }

/** One change of an account's profile at a time (its metadata is read, merged and written back). */
export const accountProfileLockKey = (customerId: string) => `sugandh:account-profile:${customerId}`

/** One first Google sign-in per Google account at a time: the second finds the login the first linked. */
export const googleSignInLockKey = (googleSubject: string) => `sugandh:google-sign-in:${googleSubject}`
