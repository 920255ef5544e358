import { defineRouteConfig } from "@medusajs/admin-sdk"
import { TruckFast } from "@medusajs/icons"
import { Badge, Button, Container, Drawer, Heading, Input, Label, Switch, Table, Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { useRef, useState, type ChangeEvent } from "react"
import { withAdminQueries } from "../../lib/query-client"
import { errorText, sdk } from "../../lib/sdk"
import { useAdminAction } from "../../lib/use-admin-action"

const LIST = "/api/admin/delivery-zones"
const IMPORT = "/api/admin/delivery-zone-imports"

type Zone = { id: string; name: string; pins: string[]; minDays: number; maxDays: number; prepaid: boolean; cod: boolean }
type Draft = Omit<Zone, "id" | "pins"> & { id?: string; pins: string }

const EMPTY: Draft = { name: "", pins: "", minDays: 4, maxDays: 7, prepaid: true, cod: true }

const CSV_HELP =
  "CSV with a header row: name,pins,min_days,max_days,prepaid,cod. pins lists prefixes (79) and ranges (110001-110096) separated by spaces; prepaid and cod are yes or no. A zone of the same name is replaced; a file with a bad row imports nothing."

const toBody = (d: Draft) => ({
  name: d.name,
  pins: d.pins.split(/[\s,;]+/).filter(Boolean),
  minDays: Number(d.minDays),
  maxDays: Number(d.maxDays),
  prepaid: d.prepaid,
  cod: d.cod,
})

/** A zone's minimum or maximum days of delivery. */
const DaysInput = ({ id, label, value, onChange }: { id: string; label: string; value: number; onChange: (days: number) => void }) => (
  <div>
    <Label htmlFor={id}>{label}</Label>
    <Input id={id} type="number" min={0} value={value} onChange={(e) => onChange(Number(e.target.value))} />
  </div>
)

/** Where the shop delivers (our serviceability module): zones by PIN prefix or range, edited here or imported as CSV. */
const DeliveryZones = () => {
  const zones = useQuery({ queryKey: [LIST], queryFn: () => sdk.client.fetch<{ zones: Zone[] }>(LIST) })
  const [draft, setDraft] = useState<Draft | null>(null)
  const file = useRef<HTMLInputElement>(null)

  const save = useAdminAction(
    LIST,
    (d: Draft) => sdk.client.fetch<{ zone: Zone }>(d.id ? `${LIST}/${d.id}` : LIST, { method: d.id ? "PUT" : "POST", body: toBody(d) }),
    (d) => (d.id ? "Zone saved" : "Zone added")
  )
  const remove = useAdminAction(
    LIST,
    (zone: Zone) => sdk.client.fetch(`${LIST}/${zone.id}`, { method: "DELETE" }),
    (zone) => `${zone.name} deleted`
  )
  const importCsv = useAdminAction(
    LIST,
    (csv: string) => sdk.client.fetch<{ imported: number }>(IMPORT, { method: "POST", body: { csv } }),
    (_, result) => `${result.imported} zone(s) imported`
  )

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0]
    e.target.value = ""
    if (chosen) importCsv.mutate(await chosen.text())
  }

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => (d ? { ...d, [key]: value } : d))

  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <div>
          <Heading>Delivery zones</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            Where we deliver, in how many days, and whether prepaid and cash-on-delivery orders are taken. A PIN takes the zone with its
            narrowest matching prefix or range.
          </Text>
        </div>
        <div className="flex gap-2">
          <input ref={file} type="file" accept=".csv,text/csv" className="hidden" onChange={onFile} aria-label="CSV file" />
          <Button variant="secondary" isLoading={importCsv.isPending} onClick={() => file.current?.click()}>
            Import CSV
          </Button>
          <Button onClick={() => setDraft({ ...EMPTY })}>Add zone</Button>
        </div>
      </div>
      <Text size="xsmall" className="text-ui-fg-muted px-6 py-2">
        {CSV_HELP}
      </Text>
      {zones.isError ? (
        <Text className="px-6 py-4">{errorText(zones.error)}</Text>
      ) : (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>Zone</Table.HeaderCell>
              <Table.HeaderCell>PINs</Table.HeaderCell>
              <Table.HeaderCell>Days</Table.HeaderCell>
              <Table.HeaderCell>Prepaid</Table.HeaderCell>
              <Table.HeaderCell>COD</Table.HeaderCell>
              <Table.HeaderCell />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(zones.data?.zones ?? []).map((zone) => (
              <Table.Row key={zone.id}>
                <Table.Cell>{zone.name}</Table.Cell>
                <Table.Cell>
                  <Text size="small" className="line-clamp-1 max-w-[320px]" title={zone.pins.join(" ")}>
                    {zone.pins.join(" ")}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  {zone.minDays}–{zone.maxDays}
                </Table.Cell>
                <Table.Cell>{zone.prepaid ? <Badge color="green">Yes</Badge> : <Badge color="grey">No</Badge>}</Table.Cell>
                <Table.Cell>{zone.cod ? <Badge color="green">Yes</Badge> : <Badge color="grey">No</Badge>}</Table.Cell>
                <Table.Cell className="flex justify-end gap-2">
                  <Button size="small" variant="secondary" onClick={() => setDraft({ ...zone, pins: zone.pins.join(" ") })}>
                    Edit
                  </Button>
                  <Button size="small" variant="danger" isLoading={remove.isPending} onClick={() => remove.mutate(zone)}>
                    Delete
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
      <Drawer open={!!draft} onOpenChange={(o) => !o && setDraft(null)}>
        <Drawer.Content>
          <Drawer.Header>
            <Drawer.Title>{draft?.id ? "Edit zone" : "Add zone"}</Drawer.Title>
          </Drawer.Header>
          {draft ? (
            <Drawer.Body className="flex flex-col gap-4">
              <div>
                <Label htmlFor="zone-name">Name</Label>
                <Input id="zone-name" value={draft.name} onChange={(e) => set("name", e.target.value)} />
              </div>
              <div>
                <Label htmlFor="zone-pins">PIN prefixes and ranges</Label>
                <Input id="zone-pins" value={draft.pins} placeholder="79 110001-110096" onChange={(e) => set("pins", e.target.value)} />
              </div>
              <div className="flex gap-4">
                <DaysInput id="zone-min" label="Minimum days" value={draft.minDays} onChange={(v) => set("minDays", v)} />
                <DaysInput id="zone-max" label="Maximum days" value={draft.maxDays} onChange={(v) => set("maxDays", v)} />
              </div>
              <div className="flex items-center gap-2">
                <Switch id="zone-prepaid" checked={draft.prepaid} onCheckedChange={(v) => set("prepaid", v)} />
                <Label htmlFor="zone-prepaid">Prepaid orders</Label>
              </div>
              <div className="flex items-center gap-2">
                <Switch id="zone-cod" checked={draft.cod} onCheckedChange={(v) => set("cod", v)} />
                <Label htmlFor="zone-cod">Cash on delivery</Label>
              </div>
            </Drawer.Body>
          ) : null}
          <Drawer.Footer>
            <Button
              isLoading={save.isPending}
              onClick={() => draft && save.mutate(draft, { onSuccess: () => setDraft(null) })}
              disabled={!draft}
            >
              Save
            </Button>
          </Drawer.Footer>
        </Drawer.Content>
      </Drawer>
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "Delivery zones",
  icon: TruckFast,
})

export default withAdminQueries(DeliveryZones)
