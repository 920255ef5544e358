import { fireEvent, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { json, mockFetch } from "@/testing/fetch-mock"
import { renderWithProviders } from "@/testing/render"
import { ContactForm } from "./contact-form"

afterEach(() => vi.unstubAllGlobals())

describe("ContactForm", () => {
  it("on a refusal toasts the server's message and then one error toast per entry of its errors list", async () => {
    const { requests } = mockFetch((request) =>
      request.url.endsWith("/api/contact")
        ? json(
            {
              message: "Validation failed",
              errors: [
                { msg: "Please provide a valid phone number", path: "phone" },
                { msg: "Subject is not one we know", path: "subject" },
              ],
            },
            400
          )
        : undefined
    )
    renderWithProviders(<ContactForm prefill={{ name: "Asha", email: "asha@example.com" }} />)
    fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: "12" } })
    fireEvent.change(screen.getByLabelText(/Subject/), { target: { value: "shipping" } })
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: "Where is my parcel, please?" } })
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }))

    await waitFor(() => expect(screen.getAllByTestId("toast")).toHaveLength(3))
    expect(requests.filter((r) => r.url.endsWith("/api/contact"))).toHaveLength(1)
    const toasts = screen.getAllByTestId("toast")
    expect(toasts.map((t) => t.dataset.type)).toEqual(["error", "error", "error"])
    expect(toasts.map((t) => t.textContent)).toEqual([
      expect.stringContaining("Validation failed"),
      expect.stringContaining("Please provide a valid phone number"),
      expect.stringContaining("Subject is not one we know"),
    ])
  })

  it("says the spec's 'Failed to send message. Please try again.' when the server answers without a message (a proxy's 502 page)", async () => {
    mockFetch((request) =>
      request.url.endsWith("/api/contact") ? new Response("<html>502 Bad Gateway</html>", { status: 502 }) : undefined
    )
    renderWithProviders(<ContactForm prefill={{ name: "Asha", email: "asha@example.com" }} />)
    fireEvent.change(screen.getByLabelText(/Subject/), { target: { value: "shipping" } })
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: "Where is my parcel, please?" } })
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }))
    await waitFor(() => expect(screen.getAllByTestId("toast")).toHaveLength(1))
    expect(screen.getByTestId("toast")).toHaveTextContent("Failed to send message. Please try again.")
    expect(document.body).not.toHaveTextContent(/status 502/)
  })
})
