import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { Field } from "./field"

describe("Field", () => {
  it("names its control by the label and marks a required one with a star for the eye only", () => {
    render(
      <Field label="First name" required>
        {(field) => <input {...field} required />}
      </Field>
    )
    const input = screen.getByRole("textbox", { name: "First name" })
    expect(input).toBeRequired()
    expect(input).not.toHaveAttribute("aria-invalid")
    expect(input).not.toHaveAttribute("aria-describedby")
    expect(screen.getByText("*")).toHaveAttribute("aria-hidden", "true")
  })

  it("describes the control by its hint, and by its error too while there is one, which marks it invalid", () => {
    const { rerender } = render(
      <Field label="Estimated delivery" hint="YYYY-MM-DD">
        {(field) => <input {...field} />}
      </Field>
    )
    const input = screen.getByRole("textbox", { name: "Estimated delivery" })
    expect(input).toHaveAccessibleDescription("YYYY-MM-DD")
    rerender(
      <Field label="Estimated delivery" hint="YYYY-MM-DD" error="Use the format YYYY-MM-DD">
        {(field) => <input {...field} />}
      </Field>
    )
    expect(input).toHaveAttribute("aria-invalid", "true")
    expect(input).toHaveAccessibleDescription("Use the format YYYY-MM-DD YYYY-MM-DD")
    expect(screen.getByRole("alert")).toHaveTextContent("Use the format YYYY-MM-DD")
  })
})
