import { checkPayee, EXCHANGE_TEXTS } from "@sugandh/contract"
import type { ReturnOptions, ReturnRequestBody } from "../types"

// As the contract's RETURN_PHOTOS_MAX / RETURN_NOTE_MAX and the photo route's limits (RET-04); the
// contract's module of those constants also builds zod schemas, kept out of the page's scripts (issue 49).
export const PHOTOS_MAX = 5
export const PHOTO_BYTES_MAX = 5 * 1024 * 1024
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const
export const NOTE_MAX = 1000

export type PayeeKind = "upi" | "bank"

/** What the shopper filled in; a line's quantity 0 is "not returned". */
export type ReturnFormState = {
  quantities: Record<number, number>
  /** Invoice line -> the catalogue product (another size) it is exchanged for; absent or "" is a refund. */
  exchangeFor: Record<number, string>
  reasonId: string
  note: string
  photos: File[]
  payeeKind: PayeeKind
  upiId: string
  accountName: string
  accountNumber: string
  ifsc: string
}

export const emptyReturnForm = (): ReturnFormState => ({
  quantities: {},
  exchangeFor: {},
  reasonId: "",
  note: "",
  photos: [],
  payeeKind: "upi",
  upiId: "",
  accountName: "",
  accountNumber: "",
  ifsc: "",
})

/** The form's field keys: `line.N` for invoice line N's quantity, the payee's fields by their name. */
export type FieldErrors = Record<string, string>

export const FORM_TEXTS = {
  noLine: "Pick at least one item to return",
  reason: "Pick a reason",
  photosNeeded: "Add at least one photo for this reason",
  photosMax: `Add at most ${PHOTOS_MAX} photos`,
  photoType: "Photos must be JPEG, PNG or WebP images",
  photoSize: "Each photo may be at most 5 MB",
  note: `The note may be at most ${NOTE_MAX} characters`,
} as const

/** The photos' own problem (count, type, size), as the upload route would refuse them (400 / 415 / 413). */
export function photosProblem(photos: readonly File[]): string | null {
  if (photos.length > PHOTOS_MAX) return FORM_TEXTS.photosMax
  if (photos.some((p) => !(PHOTO_TYPES as readonly string[]).includes(p.type))) return FORM_TEXTS.photoType
  if (photos.some((p) => p.size > PHOTO_BYTES_MAX)) return FORM_TEXTS.photoSize
  return null
}

/**
 * The request body without its photos (their ids come from the upload),
 * or the fields refused: the same checks the server makes, the payee's
 * shape by the contract's own rule (rules/payee), so a refusal is seen
 * before anything is uploaded.
 */
export function checkReturnForm(
  state: ReturnFormState,
  options: Pick<ReturnOptions, "lines" | "reasons" | "needsPayee">
): { body: ReturnRequestBody } | { errors: FieldErrors } {
  const errors: FieldErrors = {}
  const items = options.lines
    .map((l) => ({ line: l.line, quantity: state.quantities[l.line] ?? 0, returnable: l.returnable }))
    .filter((l) => l.quantity > 0)
  for (const l of items) {
    if (!Number.isInteger(l.quantity) || l.quantity > l.returnable)
      errors[`line.${l.line}`] = `At most ${l.returnable} unit(s) can be returned`
  }
  if (items.length === 0) errors.items = FORM_TEXTS.noLine
  const exchange = items.filter((l) => state.exchangeFor[l.line]).map((l) => ({ line: l.line, productId: state.exchangeFor[l.line] }))
  if (exchange.length && exchange.length < items.length) errors.items = EXCHANGE_TEXTS.mixed
  const difference = exchangeDifference(state, options)
  const reason = options.reasons.find((r) => r.id === state.reasonId)
  if (!reason) errors.reasonId = FORM_TEXTS.reason
  const photoProblem = photosProblem(state.photos)
  if (photoProblem) errors.photos = photoProblem
  else if (reason?.photosRequired && state.photos.length === 0) errors.photos = FORM_TEXTS.photosNeeded
  const note = state.note.trim()
  if (note.length > NOTE_MAX) errors.note = FORM_TEXTS.note

  let refundTo: ReturnRequestBody["refundTo"]
  // An exchange for a dearer (or as dear) size refunds nothing: no payee, as the server decides.
  if (options.needsPayee && !(exchange.length && difference >= 0)) {
    const payee =
      state.payeeKind === "upi"
        ? { upiId: state.upiId }
        : { accountName: state.accountName, accountNumber: state.accountNumber, ifsc: state.ifsc }
    const checked = checkPayee(payee, "")
    if ("payee" in checked) refundTo = checked.payee
    else for (const e of checked.errors) errors[e.path.replace(/^\./, "")] = e.msg
  }
  if (Object.keys(errors).length) return { errors }
  return {
    body: {
      items: items.map(({ line, quantity }) => ({ line, quantity })),
      reasonId: state.reasonId,
      ...(note ? { note } : {}),
      ...(refundTo ? { refundTo } : {}),
      ...(exchange.length ? { exchange } : {}),
    },
  }
}

/** The exchange's difference in rupees (new sizes less the returned units, as the server counts it); 0 without an exchange. */
export function exchangeDifference(
  state: Pick<ReturnFormState, "quantities" | "exchangeFor">,
  options: Pick<ReturnOptions, "lines">
): number {
  let paise = 0
  for (const l of options.lines) {
    const quantity = state.quantities[l.line] ?? 0
    const size = l.sizes.find((s) => s.productId === state.exchangeFor[l.line])
    if (quantity > 0 && size) paise += (Math.round(size.price * 100) - Math.round(l.price * 100)) * quantity
  }
  return paise / 100
}

/**
 * The server's field errors (`items.0.quantity`, `refundTo.ifsc`, `photos.2`)
 * on the form's fields; the ones no field shows are left for the form's line.
 */
export function serverFieldErrors(
  errors: readonly { msg: string; path?: string }[],
  sent: Pick<ReturnRequestBody, "items" | "exchange">
): { fields: FieldErrors; rest: string[] } {
  const fields: FieldErrors = {}
  const rest: string[] = []
  for (const e of errors) {
    const key = fieldOf(e.path ?? "", sent)
    if (key && !fields[key]) fields[key] = e.msg
    else if (!key) rest.push(e.msg)
  }
  return { fields, rest }
}

function fieldOf(path: string, sent: Pick<ReturnRequestBody, "items" | "exchange">): string | null {
  const item = /^items\.(\d+)(\.|$)/.exec(path)
  if (item) {
    const line = sent.items[Number(item[1])]?.line
    return line ? `line.${line}` : "items"
  }
  if (path === "items") return "items"
  const payee = /^refundTo\.(upiId|accountName|accountNumber|ifsc)$/.exec(path)
  if (payee) return payee[1]
  if (path === "refundTo") return "upiId"
  if (/^photos(\.|$)/.test(path)) return "photos"
  const exchanged = /^exchange\.(\d+)\./.exec(path)
  if (exchanged) {
    const line = sent.exchange?.[Number(exchanged[1])]?.line
    return line ? `exchange.${line}` : "items"
  }
  if (path === "exchange") return "items"
  if (path === "reasonId" || path === "note") return path
  return null
}
