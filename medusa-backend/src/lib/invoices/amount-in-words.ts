// to-words ships CommonJS under "require" but declares "type": "module", which TypeScript's CJS output refuses to import.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ToWords } = require("to-words") as typeof import("to-words", { with: { "resolution-mode": "import" } })

// en-IN groups in lakh and crore ("One Lakh Twenty Thousand"), as Indian invoices write amounts.
const words = new ToWords({ localeCode: "en-IN" })

/** 1180 -> "Rupees One Thousand One Hundred Eighty Only"; 437.2 -> "Rupees Four Hundred Thirty Seven and Twenty Paise Only". */
export function amountInWords(amount: number): string {
  const paise = Math.round(amount * 100)
  if (!Number.isFinite(paise) || paise < 0) throw new Error(`Invalid amount ${amount}`)
  const rupees = Math.floor(paise / 100)
  const rest = paise % 100
  const rupeeWords = `Rupees ${words.convert(rupees)}`
  return rest ? `${rupeeWords} and ${words.convert(rest)} Paise Only` : `${rupeeWords} Only`
}
