import { describe, expect, it, vi } from "vitest"
import { ApiError } from "./api"
import { apiErrorFeedback, reportApiError } from "./api-error-feedback"

const texts = { failed: "Failed to update profile", network: "Error updating profile" }

describe("apiErrorFeedback", () => {
  it("names each field the server refused, toasts each message and shows the first above the form", () => {
    const error = new ApiError("Invalid input", {
      status: 400,
      kind: "http",
      errors: [
        { msg: "Please provide a valid email", path: "email" },
        { msg: "Phone must be 10 digits", path: "phone" },
      ],
    })
    expect(apiErrorFeedback(error, texts)).toEqual({
      message: "Please provide a valid email",
      fieldErrors: { email: "Please provide a valid email", phone: "Phone must be 10 digits" },
      toasts: ["Please provide a valid email", "Phone must be 10 digits"],
    })
  })

  it("falls back to the server's message, then to the form's own text, and says network when no answer came", () => {
    expect(apiErrorFeedback(new ApiError("Email already in use", { status: 409, kind: "http" }), texts).toasts).toEqual([
      "Email already in use",
    ])
    expect(apiErrorFeedback(new ApiError("", { status: 500, kind: "http" }), texts).message).toBe("Failed to update profile")
    expect(apiErrorFeedback(new ApiError("Network error", { status: 0, kind: "network" }), texts)).toEqual({
      message: "Error updating profile",
      fieldErrors: {},
      toasts: ["Error updating profile"],
    })
  })

  it("with messageWithErrors, toasts the server's message (else the form's text) and then each entry of its errors list", () => {
    const refused = new ApiError("Validation failed", {
      status: 400,
      kind: "http",
      errors: [
        { msg: "Please provide a valid email", path: "email" },
        { msg: "Message must be at least 10 characters long", path: "message" },
      ],
    })
    const withMessage = { ...texts, messageWithErrors: true }
    expect(apiErrorFeedback(refused, withMessage).toasts).toEqual([
      "Validation failed",
      "Please provide a valid email",
      "Message must be at least 10 characters long",
    ])
    expect(
      apiErrorFeedback(new ApiError("", { status: 400, kind: "http", errors: [{ msg: "a", path: "x" }] }), withMessage).toasts
    ).toEqual(["Failed to update profile", "a"])
    expect(apiErrorFeedback(new ApiError("Too many requests", { status: 429, kind: "http" }), withMessage).toasts).toEqual([
      "Too many requests",
    ])
  })

  it("reportApiError hands each toast to notify with the message alone", () => {
    const notify = vi.fn()
    reportApiError(
      new ApiError("Invalid", {
        status: 400,
        kind: "http",
        errors: [
          { msg: "a", path: "x" },
          { msg: "b", path: "y" },
        ],
      }),
      texts,
      notify
    )
    expect(notify.mock.calls).toEqual([["a"], ["b"]])
  })
})
