import type { ReactNode } from 'react';

/** A plain admin table: one header row of `columns`, then the rows the caller renders. */
export function AdminTable({ columns, children }: { columns: string[]; children: ReactNode }) {
  return (
    <table className="w-full text-left text-sm">
      <thead className="border-b border-line text-muted">
        <tr>
          {columns.map((column) => (
            <th key={column} className="px-4 py-2">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
