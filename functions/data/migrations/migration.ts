/** A numbered, one-off data migration: `up` changes what it must (idempotently) and says how many items it changed. */
export interface Migration {
  /** `NNN-name`, as its file: the order in which migrations run, and its MIGRATION# record. */
  readonly id: string;
  readonly description: string;
  up(): Promise<number>;
}
