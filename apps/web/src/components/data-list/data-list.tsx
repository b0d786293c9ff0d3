import { Group, Loader, Paper, Stack, Table, type TableProps, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { Fragment, type HTMLAttributes, type Key, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ScrollTable } from "../scroll-table";
import classes from "./data-list.module.css";

/** Phones (375 px) and small tablets get cards; the breakpoint is Mantine's `sm`. */
export const CARDS_QUERY = "(max-width: 48em)";

/** One column, declared once for the table and the cards. */
export type DataListColumn<T> = {
  key: string;
  /** The column header on desktop and the field label on a card ("" for none). */
  header: string;
  /** The whole header cell on desktop when it needs more than text (a sort button, a select-all box). */
  th?: ReactNode;
  cell: (item: T) => ReactNode;
  /** Shown first on a card, without a label, as the card's title line. */
  primary?: boolean;
  /** The row's buttons: on a card they form its bottom line, always visible. */
  actions?: boolean;
  /** Not shown on cards (e.g. a photo thumbnail). */
  hideOnCard?: boolean;
  /** Only in the CSV export (a detail the screen shows inside another column). */
  csvOnly?: boolean;
  /** The value in a CSV export; a column without it is not exported. */
  csv?: (item: T) => string | number | null | undefined;
  /** Desktop cell style (width, wrapping). */
  tdStyle?: HTMLAttributes<HTMLTableCellElement>["style"];
  thWidth?: number | string;
};

/** Attributes for a row (desktop `tr`) or a card (`li`): a test id, data-* flags, a class. */
export type DataListRowProps = { className?: string } & Record<`data-${string}`, string | undefined>;

export type DataListProps<T> = {
  items: readonly T[];
  columns: ReadonlyArray<DataListColumn<T>>;
  rowKey: (item: T) => Key;
  /** The accessible name of the table (desktop) or the list (cards). */
  label: string;
  /** On the wrapper that holds the table or the cards, for tests. */
  testId?: string;
  loading?: boolean;
  /** Shown when loaded and empty (defaults to a generic text). */
  empty?: ReactNode;
  rowProps?: (item: T) => DataListRowProps;
  /** The table scrolls sideways below this width on desktop. */
  minWidth?: number;
  tableProps?: Pick<TableProps, "striped" | "highlightOnHover" | "verticalSpacing">;
  /** "cards" shows cards at every width (long texts such as messages). */
  layout?: "responsive" | "cards";
  /** A card of the caller's own instead of the one built from the columns. */
  card?: (item: T) => ReactNode;
};

/** True on a phone-sized screen; read on the first render (the lists are not prerendered). */
export function useCardLayout(): boolean {
  return useMediaQuery(CARDS_QUERY, false, { getInitialValueInEffect: false });
}

/**
 * The one responsive list: a Mantine table on desktop, cards at ≤ 48em, from the same column
 * declarations, so the row's actions (sign a contract, edit, delete) stay visible on a phone.
 * Desktop keeps table semantics (rows, column headers); cards are a list, each a card with its fields
 * as a description list.
 */
export function DataList<T>({
  items,
  columns,
  rowKey,
  label,
  testId,
  loading = false,
  empty,
  rowProps,
  minWidth = 640,
  tableProps = { striped: true, verticalSpacing: "sm" },
  layout = "responsive",
  card,
}: DataListProps<T>) {
  const { t } = useTranslation("data-list");
  const cards = useCardLayout() || layout === "cards";
  const shown = columns.filter((column) => !column.csvOnly);

  if (loading && items.length === 0) {
    return (
      <Group justify="center" py="md" role="status" data-testid={testId} aria-busy="true">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">{t("loading")}</Text>
      </Group>
    );
  }
  if (items.length === 0) {
    return <div data-testid={testId}>{empty ?? <Text>{t("empty")}</Text>}</div>;
  }

  if (cards) {
    const primary = shown.filter((column) => column.primary);
    const actions = shown.filter((column) => column.actions);
    const fields = shown.filter((column) => !column.primary && !column.actions && !column.hideOnCard);
    return (
      <ul className={classes.cards} aria-label={label} data-testid={testId} data-layout="cards">
        {items.map((item) =>
          card ? (
            <li key={rowKey(item)} {...rowProps?.(item)}>
              {card(item)}
            </li>
          ) : (
            <Paper component="li" key={rowKey(item)} withBorder radius="md" p="sm" {...rowProps?.(item)}>
              <Stack gap={6}>
                {primary.map((column) => (
                  <div key={column.key} className={classes.primary}>
                    {column.cell(item)}
                  </div>
                ))}
                {fields.length > 0 && (
                  <dl className={classes.fields}>
                    {fields.map((column) => (
                      <div key={column.key} className={classes.field}>
                        {column.header && <dt>{column.header}</dt>}
                        <dd>{column.cell(item)}</dd>
                      </div>
                    ))}
                  </dl>
                )}
                {actions.map((column) => (
                  <Group key={column.key} gap="xs" wrap="wrap">
                    {column.cell(item)}
                  </Group>
                ))}
              </Stack>
            </Paper>
          ),
        )}
      </ul>
    );
  }

  return (
    <ScrollTable label={label} minWidth={minWidth} data-testid={testId} data-layout="table">
      <Table {...tableProps} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {shown.map((column) =>
              column.th !== undefined ? (
                <Fragment key={column.key}>{column.th}</Fragment>
              ) : (
                <Table.Th key={column.key} w={column.thWidth}>
                  {column.header}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={rowKey(item)} {...rowProps?.(item)}>
              {shown.map((column) => (
                <Table.Td key={column.key} style={column.tdStyle}>
                  {column.actions ? (
                    <Group gap="xs" wrap="nowrap">
                      {column.cell(item)}
                    </Group>
                  ) : (
                    column.cell(item)
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
