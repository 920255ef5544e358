import { customerCancelRefusal, CANCEL_MESSAGES } from "../cancel-policy"
import { formatOrderNumber, parseOrderNumber } from "../order-number"
import { planStatusChange, TRANSITION_MESSAGES } from "../transitions"
import { toMedusaAddress, fromMedusaAddress } from "../address"

describe("order numbers", () => {
  it("are display_id + 1000 and parse back", () => {
    expect(formatOrderNumber(1)).toBe("ORD-1001")
    expect(parseOrderNumber("ord-1042")).toBe(42)
    expect(parseOrderNumber("ORD-1000")).toBeNull()
    expect(parseOrderNumber("order_01H")).toBeNull()
  })
})

describe("customerCancelRefusal", () => {
  const placed = "2026-01-10T10:00:00.000Z"
  const at = (minutes: number) => new Date(new Date(placed).getTime() + minutes * 60_000)
  it("allows pending and processing orders within 2 hours", () => {
    expect(customerCancelRefusal({ orderStatus: "pending", createdAt: placed }, at(119))).toBeNull()
    expect(customerCancelRefusal({ orderStatus: "processing", createdAt: placed }, at(120))).toBeNull()
  })
  it("refuses after 2 hours and for shipped, delivered or cancelled orders", () => {
    expect(customerCancelRefusal({ orderStatus: "pending", createdAt: placed }, at(121))).toBe(CANCEL_MESSAGES.window)
    expect(customerCancelRefusal({ orderStatus: "shipped", createdAt: placed }, at(1))).toBe(CANCEL_MESSAGES.shipped)
    expect(customerCancelRefusal({ orderStatus: "delivered", createdAt: placed }, at(1))).toBe(CANCEL_MESSAGES.delivered)
    expect(customerCancelRefusal({ orderStatus: "cancelled", createdAt: placed }, at(1))).toBe(CANCEL_MESSAGES.alreadyCancelled)
  })
})

describe("planStatusChange", () => {
  it.each([
    ["pending", "processing", "capture"],
    ["pending", "cancelled", "cancel"],
    ["processing", "cancelled", "cancel"],
    ["shipped", "delivered", "deliver"],
    ["delivered", "delivered", "none"],
  ] as const)("%s -> %s is %s", (from, to, kind) => {
    expect(planStatusChange(from, to).kind).toBe(kind)
  })

  it("sends shipping to the tracking call as invalid (400)", () => {
    expect(planStatusChange("processing", "shipped")).toEqual({
      kind: "refuse",
      refusal: "invalid",
      message: TRANSITION_MESSAGES.useTracking,
    })
  })

  it.each([
    ["delivered", "pending"],
    ["processing", "pending"],
    ["shipped", "processing"],
    ["delivered", "shipped"],
    ["shipped", "cancelled"],
    ["delivered", "cancelled"],
    ["pending", "delivered"],
    ["processing", "delivered"],
    ["cancelled", "pending"],
    ["cancelled", "processing"],
  ] as const)("refuses %s -> %s as a conflict (409)", (from, to) => {
    const plan = planStatusChange(from, to)
    expect(plan.kind).toBe("refuse")
    expect(plan.kind === "refuse" && plan.refusal).toBe("conflict")
  })
})

describe("addresses", () => {
  it("split the name at the first space and join it back", () => {
    const spec = { name: " Asha  Rao Kumar ", street: "1 MG Road", city: "Pune", state: "MH", zipCode: "411001", phone: "9876543210" }
    const medusa = toMedusaAddress(spec)
    expect(medusa).toMatchObject({ first_name: "Asha", last_name: "Rao Kumar", country_code: "in" })
    expect(fromMedusaAddress(medusa).name).toBe("Asha Rao Kumar")
  })
})
