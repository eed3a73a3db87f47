import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A column's header: its text, or the text with classes of its own (alignment, width, a visually hidden label). */
export type TableColumn = string | { key: string; label: ReactNode; className?: string };

interface TableHeadProps {
  columns: readonly TableColumn[];
  /** The thead's classes (colour, case, border). */
  className?: string;
  /** Every header cell's classes (padding, weight). */
  cellClassName?: string;
}

/** One header row of column headers: the same markup every data table of the app writes. */
export function TableHead({ columns, className, cellClassName }: TableHeadProps) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column) =>
          typeof column === 'string' ? (
            <th key={column} scope="col" className={cellClassName}>
              {column}
            </th>
          ) : (
            <th key={column.key} scope="col" className={cn(cellClassName, column.className)}>
              {column.label}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}

/** A column whose header (like its cells) aligns right: figures, actions. */
export const rightAligned = (label: string): TableColumn => ({ key: label, label, className: 'text-right' });

interface DataTableProps extends ComponentProps<'table'> {
  columns: readonly TableColumn[];
  /** Every header cell's classes. */
  cellClassName?: string;
  /** The scrolling wrapper's own classes (a frame, a margin). */
  frameClassName?: string;
  body?: ComponentProps<'tbody'>;
}

/** A table that scrolls sideways inside its frame when it is wider: small upper-case headers, then the caller's rows. */
export function DataTable({ columns, cellClassName, frameClassName, body, className, children, ...table }: DataTableProps) {
  return (
    <div className={cn('overflow-x-auto', frameClassName)}>
      <table className={cn('w-full text-left text-sm', className)} {...table}>
        <TableHead
          columns={columns}
          className="border-b border-line text-xs uppercase tracking-wide text-muted"
          cellClassName={cellClassName}
        />
        <tbody {...body}>{children}</tbody>
      </table>
    </div>
  );
}
