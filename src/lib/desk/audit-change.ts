/** One field an audit row changed: its value before and after, as text (absent when that side has none). */
export interface AuditFieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

const shown = (value: unknown): string | null => {
  if (value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
};

const fieldsOf = (side: unknown): Record<string, unknown> =>
  side !== null && typeof side === 'object' && !Array.isArray(side) ? (side as Record<string, unknown>) : {};

/**
 * An audit row's before and after (docs/product.md, "Desk") as the fields they name, each once,
 * in the order they first appear: what the desk shows instead of raw JSON.
 */
export function auditChanges(before: unknown, after: unknown): AuditFieldChange[] {
  const old = fieldsOf(before);
  const next = fieldsOf(after);
  const fields = [...new Set([...Object.keys(old), ...Object.keys(next)])];
  return fields.map((field) => ({ field, before: shown(old[field]), after: shown(next[field]) }));
}
