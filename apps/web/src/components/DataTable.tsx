// A wide table that scrolls sideways on small screens: column headings, then the rows it is given.
import type { ReactNode } from 'react';

export const tableClasses = {
  wrap: 'overflow-x-auto rounded-2xl border border-cream-300 bg-cream-50 shadow-sm',
  table: 'w-full min-w-[40rem] text-left text-sm',
  head: 'border-b border-cream-300 bg-cream-100 text-xs font-bold tracking-wide text-ink-muted uppercase',
  th: 'px-4 py-3',
  td: 'px-4 py-3 align-top',
  row: 'border-b border-cream-200 last:border-0',
};

export function DataTable({ columns, children }: { columns: readonly string[]; children: ReactNode }) {
  const t = tableClasses;
  return (
    <div className={t.wrap}>
      <table className={t.table}>
        <thead className={t.head}>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={t.th}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
