import { fireEvent, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { mockFetch } from "@/testing/fetch-mock"
import { configAnswer } from "@/testing/answers"
import { renderWithProviders } from "@/testing/render"
import { faqFor } from "../data/faq"
import { FaqPage } from "./faq-page"
import { PrivacyPage } from "./privacy-page"
import { ShippingReturnsPage } from "./shipping-returns-page"

const COD = { fee: 49, tax: 7.47, maxOrder: 5000, confirmHours: 24 }

function serveConfig(over: Parameters<typeof configAnswer>[0] = {}) {
  mockFetch(({ url }) => (url.endsWith("/api/config") ? configAnswer(over) : undefined))
}

afterEach(() => vi.unstubAllGlobals())

describe("the FAQ states the shop as configured", () => {
  it("with cash on delivery: offers it with its fee and confirmation time, never 'Not yet'", async () => {
    serveConfig({ cod: COD })
    renderWithProviders(<FaqPage />, { path: "/" })
    fireEvent.click(await screen.findByRole("button", { name: "Do you offer cash on delivery or card payments?" }))
    expect(await screen.findByText(/Cash on delivery, yes: checkout offers it/)).toHaveTextContent("₹49")
    fireEvent.click(screen.getByRole("button", { name: "How can I pay?" }))
    expect(screen.getByText(/or in cash on delivery/)).toHaveTextContent("within 24 hours, or it is cancelled automatically")
    expect(document.body).not.toHaveTextContent(/Not yet/)
  })

  it("without cash on delivery: UPI or bank transfer only", async () => {
    serveConfig()
    renderWithProviders(<FaqPage />, { path: "/" })
    fireEvent.click(await screen.findByRole("button", { name: "Do you offer cash on delivery or card payments?" }))
    expect(screen.getByText("Not at the moment; please pay by UPI or bank transfer.")).toBeInTheDocument()
  })

  it("names the delivery zones' times, not 2–8 days anywhere", async () => {
    serveConfig()
    renderWithProviders(<FaqPage />, { path: "/" })
    fireEvent.click(await screen.findByRole("button", { name: "How long will my order take?" }))
    expect(screen.getByText(/Orders arrive in/)).toHaveTextContent(
      "2–7 working days across most of India, 7–10 working days for the North-East, Jammu & Kashmir, Ladakh"
    )
    for (const cod of [COD, null]) expect(JSON.stringify(faqFor({ cod, google: true }))).not.toMatch(/2–8/)
  })

  it("mentions Google sign-in only when it is configured", async () => {
    serveConfig()
    const { unmount } = renderWithProviders(<FaqPage />, { path: "/" })
    fireEvent.click(await screen.findByRole("button", { name: "Do I need an account to shop?" }))
    expect(screen.getByText(/please sign in with your email/)).not.toHaveTextContent("Google")
    unmount()
    vi.unstubAllGlobals()
    serveConfig({ googleClientId: "123.apps.googleusercontent.com" })
    renderWithProviders(<FaqPage />, { path: "/" })
    fireEvent.click(await screen.findByRole("button", { name: "Do I need an account to shop?" }))
    expect(await screen.findByText(/or Google account/)).toBeInTheDocument()
  })
})

describe("Shipping & Returns", () => {
  it("gives the zones' delivery times, the COD confirmation time, and promises no courier name", async () => {
    serveConfig({ cod: COD })
    renderWithProviders(<ShippingReturnsPage />, { path: "/" })
    expect(await screen.findByText(/cancelled automatically/)).toHaveTextContent("within 24 hours")
    const text = document.body.textContent ?? ""
    expect(text).toContain("2–7 working days")
    expect(text).toContain("take 7–10 working days and are sent prepaid only")
    expect(text).not.toMatch(/2–8|anywhere in India|courier name/)
  })
})

describe("the return policy (issue 45) reads the same on the FAQ and the shipping and returns page", () => {
  const RETURNS = { windowDays: 10, pickupFee: 149 }

  it("states the configured window, the reasons needing photos, changed-my-mind sealed with its fee, where refunds go", async () => {
    serveConfig({ returns: RETURNS })
    renderWithProviders(<ShippingReturnsPage />, { path: "/" })
    expect(await screen.findByText(/within 10 days of delivery/)).toBeInTheDocument()
    const page = document.body.textContent ?? ""
    expect(page).toContain("10 days")
    expect(page).toContain("damaged or leaked in transit, a wrong item or an item not as described, add photos")
    expect(page).toContain("unopened, sealed bottles only, and keep a reverse pickup fee of ₹149")
    expect(page).toContain("to the UPI ID or bank account you give")
    expect(page).not.toMatch(/unboxing|24 hours of delivery/)

    const faq = JSON.stringify(faqFor({ cod: null, google: false, returns: RETURNS }))
    for (const sentence of [
      "within 10 days of delivery",
      "reverse pickup fee of ₹149",
      "item not as described, add photos",
      "UPI ID or bank account you give",
    ]) {
      expect(faq).toContain(sentence)
    }
    expect(faq).not.toMatch(/unboxing|24 hours of delivery/)
  })

  it("states the defaults (7 days, ₹99) before the settings are known", () => {
    const faq = JSON.stringify(faqFor({ cod: null, google: false }))
    expect(faq).toContain("within 7 days of delivery")
    expect(faq).toContain("₹99")
  })
})

describe("Privacy", () => {
  it("lists no username, which nobody gives", async () => {
    serveConfig()
    renderWithProviders(<PrivacyPage />, { path: "/" })
    expect(await screen.findByText(/we collect your name, email/)).not.toHaveTextContent("username")
  })
})
