/**
 * Sortable tables (@tanstack/react-table), kept out of the dashboard's first load. A table of one page of a
 * longer list is sorted by the server (`serverSort`: the sort is a filter of the list, across all pages); a
 * whole list, here.
 */
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { useState } from 'react';

/** The server's sort: the column (its id) and direction shown, and what to ask when a header is clicked. */
export type ServerSort = { id: string; desc: boolean; onSort: (id: string, desc: boolean) => void };

export function DataTable<T>({
  data,
  columns,
  empty = 'Aucun élément.',
  serverSort,
}: {
  data: T[];
  columns: ColumnDef<T, unknown>[];
  empty?: string;
  serverSort?: ServerSort | undefined;
}) {
  const [local, setLocal] = useState<SortingState>([]);
  const sorting = serverSort ? [{ id: serverSort.id, desc: serverSort.desc }] : local;
  const table = useReactTable({
    data,
    columns,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      if (!serverSort) return setLocal(next);
      const [first] = next;
      if (first) serverSort.onSort(first.id, first.desc);
    },
    manualSorting: Boolean(serverSort),
    enableSortingRemoval: !serverSort,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  if (data.length === 0) return <p className="empty">{empty}</p>;
  return (
    <div className="table-wrap">
      <table>
        <thead>
          {table.getHeaderGroups().map((hg) => (
            <tr key={hg.id}>
              {hg.headers.map((h) => {
                const sorted = h.column.getIsSorted();
                return (
                  <th
                    key={h.id}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {h.column.getCanSort() ? (
                      <button type="button" className="sort" onClick={h.column.getToggleSortingHandler()}>
                        {flexRender(h.column.columnDef.header, h.getContext())}
                        <span aria-hidden="true">
                          {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                        </span>
                      </button>
                    ) : (
                      flexRender(h.column.columnDef.header, h.getContext())
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
