import { screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { VerifyEmailNotice } from "./verify-email-notice"
import { configAnswer } from "@/testing/answers"
import { mockFetch } from "@/testing/fetch-mock"
import { renderWithProviders } from "@/testing/render"
import { EMAIL_LOG_TEXT } from "@/components/email-log-note"

afterEach(() => vi.unstubAllGlobals())

const REFUSAL = "Please verify your e-mail address before placing another order."

describe("'check the server log' where the shop says 'check your e-mail'", () => {
  it("is said beside the verification refusal when e-mails go to the server log", async () => {
    mockFetch(({ url }) => (url.endsWith("/api/config") ? { ...configAnswer(), emailsInLog: true } : undefined))
    renderWithProviders(<VerifyEmailNotice message={REFUSAL} email="asha@example.com" />)
    expect(await screen.findByTestId("email-log-note")).toHaveTextContent(EMAIL_LOG_TEXT)
    expect(EMAIL_LOG_TEXT).toContain("Check the server log")
  })

  it("is not said when the shop sends e-mail", async () => {
    const { requests } = mockFetch(({ url }) => (url.endsWith("/api/config") ? configAnswer() : undefined))
    renderWithProviders(<VerifyEmailNotice message={REFUSAL} email="asha@example.com" />)
    await vi.waitFor(() => expect(requests.some((r) => r.url.endsWith("/api/config"))).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByTestId("email-log-note")).not.toBeInTheDocument()
  })
})
