import type { PayrollItem } from "@edu/shared/payroll";
import { Badge, Checkbox, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DataList, type DataListColumn } from "../../../components/data-list";
import { formatDateTime } from "../../../lib/format-date";
import { moneyAmong } from "../../../lib/format-money";
import { minutesText } from "../lib/format";

// Outlined in the darkest shades: readable (WCAG AA contrast) on white and on a striped row.
const KIND_COLORS = { teaching: "blue.9", bonus: "teal.9", deduction: "red.9" } as const;

type Props = {
  items: readonly PayrollItem[];
  /** The teacher's review: the items they mark as wrong. */
  review?: { flagged: readonly number[]; onToggle: (id: number) => void };
};

/** A statement's lines: lessons (with their computation), bonuses and deductions with their reasons. */
export function StatementItems({ items, review }: Props) {
  const { t } = useTranslation("payroll");
  const showMoney = moneyAmong(items.map((item) => item.currency));
  const columns: DataListColumn<PayrollItem>[] = [
    ...(review
      ? [
          {
            key: "flag",
            header: t("review.flagHeader"),
            cell: (item: PayrollItem) => (
              <Checkbox
                label={t("review.flag")}
                aria-label={t("review.flagLine", { name: item.class_name ?? item.reason })}
                checked={review.flagged.includes(item.id)}
                onChange={() => review.onToggle(item.id)}
              />
            ),
          },
        ]
      : []),
    {
      key: "item",
      header: t("fields.item"),
      primary: true,
      cell: (item) => (
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {item.kind === "teaching" ? (item.class_name ?? item.reason) : item.reason}
          </Text>
          {item.kind === "teaching" && (
            <Text size="xs" c="gray.7">
              {formatDateTime(item.started_at)}
              {item.is_online ? ` · ${t("form.online")}` : ""}
              {item.rate !== null
                ? ` · ${showMoney(item.rate, item.currency)} ${t(`units.${item.salary_unit ?? 3}`)}`
                : ""}
            </Text>
          )}
          {item.in_problem && (
            <Badge color="red.9" variant="outline" size="sm">
              {t("detail.inProblem")}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      key: "kind",
      header: t("fields.kind"),
      cell: (item) => (
        <Badge variant="outline" color={KIND_COLORS[item.kind]}>
          {t(`kinds.${item.kind}`)}
        </Badge>
      ),
    },
    {
      key: "length",
      header: t("fields.length"),
      cell: (item) => (item.kind === "teaching" ? minutesText(t, item.duration_minutes) : "—"),
    },
    {
      key: "amount",
      header: t("fields.amount"),
      cell: (item) => (
        <Text size="sm" c={item.signed_amount < 0 ? "red.9" : undefined} style={{ whiteSpace: "nowrap" }}>
          {item.signed_amount < 0 ? "−" : ""}
          {showMoney(item.amount, item.currency)}
        </Text>
      ),
      tdStyle: { textAlign: "right" },
    },
  ];
  return (
    <DataList
      items={items}
      columns={columns}
      rowKey={(item) => item.id}
      label={t("detail.items")}
      testId="statement-items"
      rowProps={(item) => ({ "data-in-problem": String(item.in_problem) })}
      empty={<Text c="gray.7">{t("detail.noItems")}</Text>}
      minWidth={640}
    />
  );
}
