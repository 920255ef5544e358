import { render } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { OptionList } from "./option-list"

const optionsOf = (select: HTMLSelectElement) => Array.from(select.options).map((o) => [o.value, o.textContent])

describe("OptionList", () => {
  it("words each value with label, or shows the value itself", () => {
    const { container, rerender } = render(
      <select>
        <OptionList values={["s", "l"]} label={(v) => v.toUpperCase()} />
      </select>
    )
    expect(optionsOf(container.querySelector("select")!)).toEqual([
      ["s", "S"],
      ["l", "L"],
    ])
    rerender(
      <select>
        <OptionList values={["10ml"]} />
      </select>
    )
    expect(optionsOf(container.querySelector("select")!)).toEqual([["10ml", "10ml"]])
  })

  it("takes { value, label } pairs as they are", () => {
    const { container } = render(
      <select>
        <OptionList options={[{ value: "shipping", label: "Shipping & Delivery" }]} />
      </select>
    )
    expect(optionsOf(container.querySelector("select")!)).toEqual([["shipping", "Shipping & Delivery"]])
  })
})
