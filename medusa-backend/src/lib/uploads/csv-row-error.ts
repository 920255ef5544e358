/** A refusal of an uploaded CSV, naming its row (1 = the header) when one row is at fault. */
export class CsvRowError extends Error {
  constructor(
    message: string,
    readonly row: number | null = null
  ) {
    super(message)
    this.name = new.target.name
  }
}
