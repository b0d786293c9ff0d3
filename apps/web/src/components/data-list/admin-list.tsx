import { Alert, Button, Group, Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconDownload } from "@tabler/icons-react";
import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteButtons } from "../confirm-delete-buttons";
import { ListSearchInput } from "../list-search-input";
import { downloadCsv, fetchAllRows, toCsv } from "./csv";
import { DataList, type DataListProps } from "./data-list";
import { type ListPage, ListPagination, ListTotal } from "./list-pagination";

/** What the scaffold needs from a list query (a TanStack `useQuery` result fits). */
export type ListQueryState<T> = {
  data: ListPage<T> | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
};

export type AdminListProps<T> = Omit<DataListProps<T>, "items" | "loading"> & {
  query: ListQueryState<T>;
  /** The page asked for; defaults to the server's current_page. */
  page?: number;
  onPage: (page: number) => void;
  /** A title for the error shown when the list cannot be loaded. */
  errorTitle?: string;
  /** The search box; the caller resets its page when the text changes. */
  search?: { label: string; value: string; onChange: (value: string) => void };
  /** Selects, switches and the like beside the search box. */
  filters?: ReactNode;
  /** A line between the filters and the list (batch actions). */
  toolbar?: ReactNode;
  /** Shows the total above the list; a function words it for the page (see `ListTotal`). */
  total?: boolean | ((total: string, count: number) => ReactNode);
  totalTestId?: string;
  /** CSV export of the current filter: every page fetched in turn, saved as a file. */
  csv?: { filename: string; fetchPage: (page: number) => Promise<ListPage<T>> };
};

/**
 * The admin list scaffold: search and filters, the total, the responsive list, pagination and a CSV
 * export of the current filter. Deleting rows with a confirmation is `useRowDelete`, put in an actions
 * column.
 */
export function AdminList<T>({
  query,
  errorTitle,
  page,
  onPage,
  search,
  filters,
  toolbar,
  total,
  totalTestId,
  csv,
  ...listProps
}: AdminListProps<T>) {
  const list = query.data;
  return (
    <Stack gap="md">
      {(search || filters || csv) && (
        <Group align="flex-end" gap="sm" wrap="wrap">
          {search && <ListSearchInput label={search.label} value={search.value} onSearch={search.onChange} />}
          {filters}
          {csv && <CsvExportButton {...csv} columns={listProps.columns} />}
        </Group>
      )}
      {toolbar}
      {query.isError && (
        <Alert color="red" title={errorTitle}>
          {query.error?.message}
        </Alert>
      )}
      {!query.isError && total && list && (
        <ListTotal list={list} label={typeof total === "function" ? total : undefined} testId={totalTestId} />
      )}
      {!query.isError && <DataList {...listProps} items={list?.data ?? []} loading={query.isPending} />}
      {list && <ListPagination list={list} page={page} onChange={onPage} />}
    </Stack>
  );
}

function CsvExportButton<T>({
  filename,
  fetchPage,
  columns,
}: {
  filename: string;
  fetchPage: (page: number) => Promise<ListPage<T>>;
  columns: DataListProps<T>["columns"];
}) {
  const { t } = useTranslation("data-list");
  const exporting = useMutation({
    mutationFn: () => fetchAllRows(fetchPage),
    onSuccess: ({ rows, truncated }) => {
      downloadCsv(filename, toCsv(rows, columns));
      notifications.show({
        color: truncated ? "yellow" : "teal",
        message: truncated ? t("csv.truncated", { rows: rows.length }) : t("csv.done", { rows: rows.length }),
      });
    },
  });
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden="true" />}
      loading={exporting.isPending}
      onClick={() => exporting.mutate()}
    >
      {t("csv.export")}
    </Button>
  );
}

/**
 * Deleting a row in two clicks ("Delete", then "Confirm delete" / "Cancel"), one row at a time; on
 * success a notice and the list refetched, on a refusal (409) the API client's message and the row
 * back to "Delete".
 */
export function useRowDelete<Id extends string | number>({
  mutationFn,
  invalidate,
  message,
  labels,
}: {
  mutationFn: (id: Id) => Promise<unknown>;
  invalidate: QueryKey;
  message?: string;
  labels?: { delete?: string; confirm?: string; cancel?: string };
}) {
  const { t } = useTranslation("data-list");
  const queryClient = useQueryClient();
  const [confirmId, setConfirmId] = useState<Id | null>(null);
  const remove = useMutation({
    mutationFn,
    onSuccess: async () => {
      setConfirmId(null);
      notifications.show({ color: "teal", message: message ?? t("deleted") });
      await queryClient.invalidateQueries({ queryKey: invalidate });
    },
    onError: () => setConfirmId(null),
  });
  const buttons = (id: Id, deleteAriaLabel?: string) => (
    <ConfirmDeleteButtons
      confirming={confirmId === id}
      pending={remove.isPending}
      onAsk={() => setConfirmId(id)}
      onCancel={() => setConfirmId(null)}
      onConfirm={() => remove.mutate(id)}
      labels={{
        delete: labels?.delete ?? t("delete"),
        confirm: labels?.confirm ?? t("confirmDelete"),
        cancel: labels?.cancel ?? t("cancel"),
      }}
      deleteAriaLabel={deleteAriaLabel}
    />
  );
  return { buttons, confirmId };
}
