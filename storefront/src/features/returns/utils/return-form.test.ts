import { describe, expect, it } from "vitest"
import { PAYEE_MESSAGES } from "@sugandh/contract"
import { checkReturnForm, emptyReturnForm, FORM_TEXTS, photosProblem, serverFieldErrors, type ReturnFormState } from "./return-form"

const options = {
  needsPayee: true,
  lines: [
    { line: 1, title: "Rose Oud", price: 499, returnable: 2, openReturn: false, sizes: [] },
    { line: 2, title: "Sandal", price: 299, returnable: 1, openReturn: false, sizes: [] },
  ],
  reasons: [
    { id: "rr_damaged", value: "damaged-in-transit", label: "Damaged", description: null, photosRequired: true, chargesPickupFee: false },
    { id: "rr_missing", value: "missing-item", label: "Missing", description: null, photosRequired: false, chargesPickupFee: false },
  ],
}
const photo = (type = "image/jpeg", size = 1000) => new File([new Uint8Array(size)], "p.jpg", { type })
const form = (over: Partial<ReturnFormState> = {}): ReturnFormState => ({
  ...emptyReturnForm(),
  quantities: { 2: 1 },
  reasonId: "rr_missing",
  upiId: " Ravi.K@OKICICI ",
  ...over,
})

describe("checkReturnForm", () => {
  it("builds the body: picked lines by invoice number, the reason, the note, the payee normalised by the contract's rule", () => {
    expect(checkReturnForm(form({ note: "  box empty " }), options)).toEqual({
      body: { items: [{ line: 2, quantity: 1 }], reasonId: "rr_missing", note: "box empty", refundTo: { upiId: "ravi.k@okicici" } },
    })
    const bank = checkReturnForm(
      form({ payeeKind: "bank", accountName: "Ravi  K", accountNumber: "1234 5678 90", ifsc: "sbin0001234" }),
      options
    )
    expect(bank).toEqual({
      body: {
        items: [{ line: 2, quantity: 1 }],
        reasonId: "rr_missing",
        refundTo: { accountName: "Ravi K", accountNumber: "1234567890", ifsc: "SBIN0001234" },
      },
    })
  })

  it("sends no payee when the refund goes back to the original method", () => {
    expect(checkReturnForm(form({ upiId: "" }), { ...options, needsPayee: false })).toEqual({
      body: { items: [{ line: 2, quantity: 1 }], reasonId: "rr_missing" },
    })
  })

  it("refuses no line, too many units, no reason, and a wrong UPI ID or IFSC on their fields", () => {
    expect(checkReturnForm(form({ quantities: {}, reasonId: "", upiId: "ravi" }), options)).toEqual({
      errors: { items: FORM_TEXTS.noLine, reasonId: FORM_TEXTS.reason, upiId: PAYEE_MESSAGES.upiId },
    })
    const r = checkReturnForm(
      form({ quantities: { 1: 3 }, payeeKind: "bank", accountName: "Ravi", accountNumber: "12", ifsc: "SBIN1001234" }),
      options
    )
    expect(r).toEqual({
      errors: { "line.1": "At most 2 unit(s) can be returned", accountNumber: PAYEE_MESSAGES.accountNumber, ifsc: PAYEE_MESSAGES.ifsc },
    })
  })

  it("asks for photos when the reason needs them, and refuses photos the upload would", () => {
    expect(checkReturnForm(form({ reasonId: "rr_damaged" }), options)).toEqual({ errors: { photos: FORM_TEXTS.photosNeeded } })
    expect("body" in checkReturnForm(form({ reasonId: "rr_damaged", photos: [photo()] }), options)).toBe(true)
    expect(photosProblem([photo("image/gif")])).toBe(FORM_TEXTS.photoType)
    expect(photosProblem([photo("image/png", 5 * 1024 * 1024 + 1)])).toBe(FORM_TEXTS.photoSize)
    expect(photosProblem(Array.from({ length: 6 }, () => photo()))).toBe(FORM_TEXTS.photosMax)
  })
})

describe("serverFieldErrors", () => {
  it("puts the server's paths on the form's fields, the rest on the form", () => {
    const sent = { items: [{ line: 2, quantity: 1 }] }
    expect(
      serverFieldErrors(
        [
          { msg: "at most 0", path: "items.0.quantity" },
          { msg: "bad ifsc", path: "refundTo.ifsc" },
          { msg: "photos needed", path: "photos" },
          { msg: "something", path: "other" },
        ],
        sent
      )
    ).toEqual({ fields: { "line.2": "at most 0", ifsc: "bad ifsc", photos: "photos needed" }, rest: ["something"] })
  })
})
