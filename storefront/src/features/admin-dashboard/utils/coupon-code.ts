/** The Generate button's code: 8 characters from A–Z and 0–9 (requirements ADM-09). */
export const COUPON_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
const COUPON_CODE_LENGTH = 8

type RandomFill = (array: Uint8Array) => Uint8Array

const cryptoFill: RandomFill = (array) => crypto.getRandomValues(array)

/**
 * Draws from crypto.getRandomValues, never Math.random: a guessable code is a
 * free discount. Bytes of 252 and above are skipped so every character is
 * equally likely (256 is not a multiple of 36).
 */
export function generateCouponCode(fill: RandomFill = cryptoFill, length = COUPON_CODE_LENGTH): string {
  const limit = 256 - (256 % COUPON_ALPHABET.length)
  let code = ""
  while (code.length < length) {
    const bytes = fill(new Uint8Array(length * 2))
    for (const byte of bytes) {
      if (byte < limit) code += COUPON_ALPHABET[byte % COUPON_ALPHABET.length]
      if (code.length === length) break
    }
  }
  return code
}
