import { z } from "zod"

/**
 * Zod builds faster object parsers with `new Function`, after first trying
 * whether it may. The shop's CSP allows no eval (script-src without
 * 'unsafe-eval'), so that try is a CSP violation the browser records
 * (Lighthouse best practices: "Issues were logged in the Issues panel").
 * Without the compiled parsers the contract's schemas parse the same answers,
 * a little slower, which the shop's small answers never notice.
 *
 * The setting is read when a schema is made, so this must run first:
 * ./answers.ts imports this module, and only then ./answer-schemas.ts, the one
 * module that brings the contract's schemas.
 */
z.config({ jitless: true })
