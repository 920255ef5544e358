import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { Alert, FormAlert } from "./alert"

describe("Alert", () => {
  it("announces an error at once, other tones only when asked", () => {
    const { rerender } = render(<Alert tone="error">Please enter your email</Alert>)
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter your email")
    rerender(<Alert tone="info">Your order is confirmed</Alert>)
    expect(screen.queryByRole("alert")).toBeNull()
    rerender(
      <Alert tone="warning" role="status">
        Totals changed
      </Alert>
    )
    expect(screen.getByRole("status")).toHaveTextContent("Totals changed")
  })

  it("FormAlert lists the server's other messages under the main one, and draws nothing without a message", () => {
    const { container, rerender } = render(<FormAlert message={null} />)
    expect(container).toBeEmptyDOMElement()
    rerender(<FormAlert message="Invalid input" details={["Invalid input", "Phone is required"]} />)
    const alert = screen.getByRole("alert")
    expect(alert).toHaveTextContent("Invalid input")
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Phone is required"])
  })
})
