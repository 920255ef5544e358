import { matchSettlements, type ShopGatewayPayment } from "../settlement-match"
import { parseSettledAt, parseSettlementReport, SettlementReportError } from "../settlement-report"

/** Columns as https://razorpay.com/docs/api/settlements/fetch-recon names them, amounts in rupees as the Dashboard exports. */
const HEADER =
  "entity_id,type,debit,credit,amount,currency,fee,tax,on_hold,settled,created_at,settled_at,settlement_id,description,notes,payment_id,settlement_utr,order_id,order_receipt,method,card_network,card_issuer,card_type,dispute_id"
const csv = (...lines: string[]) => Buffer.from([HEADER, ...lines].join("\n"))

const REPORT = csv(
  "pay_A1,payment,0,1156.40,1180.00,INR,20.00,3.60,0,1,21/11/2026 10:00:00,22/11/2026 09:30:00,setl_X1,,,,UTR1,order_A1,SG-1,upi,,,,",
  "pay_B2,payment,0,490.00,500.00,INR,8.47,1.53,0,1,21/11/2026 11:00:00,22/11/2026 09:30:00,setl_X1,,,,UTR1,order_B2,SG-2,card,Visa,HDFC,credit,",
  "rfnd_C3,refund,200.00,0,200.00,INR,0,0,0,1,21/11/2026 12:00:00,23/11/2026 03:00:00,setl_X2,,,pay_A1,UTR2,,,,,,,",
  "pay_D4,payment,0,98.00,100.00,INR,1.69,0.31,0,0,23/11/2026 12:00:00,,,,,,,order_D4,SG-4,upi,,,,"
)

describe("Razorpay settlement report CSV", () => {
  it("reads each row: the payment it is about, rupee amounts, fee, GST on the fee and the settlement", () => {
    const rows = parseSettlementReport(REPORT)
    expect(rows).toHaveLength(4)
    expect(rows[0]).toEqual({
      row: 2,
      entityId: "pay_A1",
      type: "payment",
      paymentId: "pay_A1",
      amount: 1180,
      fee: 20,
      tax: 3.6,
      settled: true,
      settledAt: "2026-11-22T04:00:00.000Z",
      settlementId: "setl_X1",
    })
    expect(rows[2]).toMatchObject({ type: "refund", paymentId: "pay_A1", amount: 200 })
    expect(rows[3]).toMatchObject({ settled: false, settledAt: null, settlementId: null })
  })

  it("refuses a file that is not the report, and a bad amount naming its row", () => {
    expect(() => parseSettlementReport(Buffer.from("Date,Narration,Credit\n01/11/2026,x,10"))).toThrow(
      /entity_id, type, amount, fee, tax, settled, settled_at, settlement_id/
    )
    const bad = () => parseSettlementReport(csv("pay_A1,payment,0,0,=1+1,INR,0,0,0,1,,22/11/2026,setl_X1,,,,,,,,,,,"))
    expect(bad).toThrow(SettlementReportError)
    expect(bad).toThrow(/Row 2: amount "=1\+1" is not an amount/)
    expect(() => parseSettlementReport(Buffer.from(""))).toThrow(/empty/)
  })

  it("reads settled_at as the Dashboard (IST), ISO or Unix seconds", () => {
    expect(parseSettledAt("22/11/2026 09:30:00")).toBe("2026-11-22T04:00:00.000Z")
    expect(parseSettledAt("1764300000")).toBe(new Date(1764300000 * 1000).toISOString())
    expect(parseSettledAt("2026-11-22T04:00:00Z")).toBe("2026-11-22T04:00:00.000Z")
    expect(parseSettledAt("")).toBeNull()
    expect(parseSettledAt("soon")).toBeUndefined()
  })
})

describe("matching the report with the shop's gateway payments", () => {
  const shop: ShopGatewayPayment[] = [
    {
      gatewayPaymentId: "pay_A1",
      orderId: "o1",
      orderNumber: "SG-1",
      amount: 1180,
      capturedAt: "2026-11-21T04:30:00Z",
      settlementId: null,
    },
    { gatewayPaymentId: "pay_D4", orderId: "o4", orderNumber: "SG-4", amount: 100, capturedAt: "2026-11-23T06:30:00Z", settlementId: null },
    {
      gatewayPaymentId: "pay_E5",
      orderId: "o5",
      orderNumber: "SG-5",
      amount: 250,
      capturedAt: "2026-11-10T06:30:00Z",
      settlementId: "setl_OLD",
    },
  ]

  it("lists captured-not-settled, settled-but-unknown, the matches to record and fee and GST per IST day", () => {
    const preview = matchSettlements(parseSettlementReport(REPORT), shop)
    expect(preview.capturedNotSettled.map((p) => p.gatewayPaymentId)).toEqual(["pay_D4"])
    expect(preview.settledUnknown).toEqual([
      { row: 3, gatewayPaymentId: "pay_B2", amount: 500, settledAt: "2026-11-22T04:00:00.000Z", settlementId: "setl_X1" },
    ])
    expect(preview.matched).toEqual([
      {
        gatewayPaymentId: "pay_A1",
        orderNumber: "SG-1",
        amount: 1180,
        settlementId: "setl_X1",
        settledAt: "2026-11-22T04:00:00.000Z",
        amountDiffers: false,
      },
    ])
    expect(preview.days).toEqual([
      { date: "2026-11-22", fee: 28.47, gst: 5.13, settled: 1680, rows: 2 },
      { date: "2026-11-23", fee: 0, gst: 0, settled: -200, rows: 1 },
    ])
  })

  it("a payment already recorded with this settlement is not matched again", () => {
    const recorded = shop.map((p) => (p.gatewayPaymentId === "pay_A1" ? { ...p, settlementId: "setl_X1" } : p))
    const preview = matchSettlements(parseSettlementReport(REPORT), recorded)
    expect(preview.matched).toEqual([])
    expect(preview.capturedNotSettled.map((p) => p.gatewayPaymentId)).toEqual(["pay_D4"])
  })
})
