// @ts-check
// Tiny coloured logger for the orchestration scripts.
const useColour = process.stdout.isTTY && !process.env.NO_COLOR
/** @param {string} code an ANSI colour @param {string} text */
const paint = (code, text) => (useColour ? `\x1b[${code}m${text}\x1b[0m` : text)

/** @type {Record<"step" | "ok" | "warn" | "error" | "plain", (text: string) => void>} */
export const log = {
  step: (text) => console.log(paint("36", `▸ ${text}`)),
  ok: (text) => console.log(paint("32", `✔ ${text}`)),
  warn: (text) => console.warn(paint("33", `! ${text}`)),
  error: (text) => console.error(paint("31", `✖ ${text}`)),
  plain: (text) => console.log(text),
}
