import { fireEvent, render, screen } from "@testing-library/react"
import { useState } from "react"
import { describe, expect, it } from "vitest"
import { bindField } from "./bind-field"
import { SelectField, TextAreaField, TextField } from "./fields"

describe("TextField", () => {
  it("names its input by the label, stars and requires it when required, and passes the other props to the input", () => {
    render(<TextField label="Email" type="email" name="email" autoComplete="email" required className="wrap" />)
    const input = screen.getByRole("textbox", { name: "Email" })
    expect(input).toHaveClass("input")
    expect(input).toBeRequired()
    expect(input).toHaveAttribute("type", "email")
    expect(input).toHaveAttribute("name", "email")
    expect(input).toHaveAttribute("autocomplete", "email")
    expect(input).not.toHaveAttribute("aria-invalid")
    expect(input).not.toHaveAttribute("aria-describedby")
    expect(screen.getByText("*")).toHaveAttribute("aria-hidden", "true")
    expect(input.parentElement).toHaveClass("wrap")
  })

  it("leaves the star off a required input with star={false}, or stars an optional one with star", () => {
    const { rerender } = render(<TextField label="Email" required star={false} />)
    expect(screen.getByRole("textbox", { name: "Email" })).toBeRequired()
    expect(screen.queryByText("*")).not.toBeInTheDocument()
    rerender(<TextField label="Email" star />)
    expect(screen.getByRole("textbox", { name: "Email" })).not.toBeRequired()
    expect(screen.getByText("*")).toBeInTheDocument()
  })

  it("is described by its hint, and by its error too, which marks it invalid", () => {
    const { rerender } = render(<TextField label="Estimated delivery" hint="YYYY-MM-DD" controlClassName="extra" />)
    const input = screen.getByRole("textbox", { name: "Estimated delivery" })
    expect(input).toHaveClass("input", "extra")
    expect(input).toHaveAccessibleDescription("YYYY-MM-DD")
    rerender(<TextField label="Estimated delivery" hint="YYYY-MM-DD" error="Use the format YYYY-MM-DD" controlClassName="extra" />)
    expect(input).toHaveAttribute("aria-invalid", "true")
    expect(input).toHaveAccessibleDescription("Use the format YYYY-MM-DD YYYY-MM-DD")
    expect(screen.getByRole("alert")).toHaveTextContent("Use the format YYYY-MM-DD")
  })
})

describe("SelectField", () => {
  it("names its select by the label, shows its options and passes the other props to the select", () => {
    render(
      <SelectField label="Subject" name="subject" required defaultValue="b" error="Choose a subject">
        <option value="a">A</option>
        <option value="b">B</option>
      </SelectField>
    )
    const select = screen.getByRole("combobox", { name: "Subject" })
    expect(select).toHaveClass("select")
    expect(select).toBeRequired()
    expect(select).toHaveAttribute("name", "subject")
    expect(select).toHaveValue("b")
    expect(select).toHaveAttribute("aria-invalid", "true")
    expect(select).toHaveAccessibleDescription("Choose a subject")
    expect(screen.getAllByRole("option")).toHaveLength(2)
  })
})

describe("TextAreaField", () => {
  it("names its textarea by the label, is described by its hint and passes the other props to the textarea", () => {
    render(<TextAreaField label="Message" hint="Up to 1000 characters" name="message" rows={5} maxLength={1000} />)
    const textarea = screen.getByRole("textbox", { name: "Message" })
    expect(textarea.tagName).toBe("TEXTAREA")
    expect(textarea).toHaveClass("textarea")
    expect(textarea).toHaveAttribute("rows", "5")
    expect(textarea).toHaveAttribute("maxlength", "1000")
    expect(textarea).not.toHaveAttribute("aria-invalid")
    expect(textarea).toHaveAccessibleDescription("Up to 1000 characters")
  })
})

describe("bindField", () => {
  it("gives a field its name, its value from the form and its setter", () => {
    function Form() {
      const [form, setForm] = useState({ email: "a@b.in", phone: "" })
      const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [key]: e.target.value }))
      return <TextField label="Phone" {...bindField(form, set, "phone")} />
    }
    render(<Form />)
    const input = screen.getByRole("textbox", { name: "Phone" })
    expect(input).toHaveAttribute("name", "phone")
    fireEvent.change(input, { target: { value: "98" } })
    expect(input).toHaveValue("98")
  })
})
