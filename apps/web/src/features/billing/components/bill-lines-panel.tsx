import { Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DataList, type DataListColumn } from "../../../components/data-list";
import type { BillAnswer } from "../api/billing-api";
import { hoursText } from "../lib/bill-form";
import { useSchoolTime } from "../lib/school-time";

type Props = { bill: BillAnswer; money: (amount: number, currency: string) => string };

/** A bill's lines (what is billed, for whom, converted into the bill's currency) and the lessons in them. */
export function BillLinesPanel({ bill, money }: Props) {
  const { t } = useTranslation("billing");
  const when = useSchoolTime();
  const itemColumns: DataListColumn<BillAnswer["order_items"][number]>[] = [
    {
      key: "title",
      header: t("detail.item"),
      primary: true,
      cell: (item) => (
        <>
          <Text size="sm" fw={500}>
            {item.title}
          </Text>
          <Text size="xs" c="gray.7">
            {t(`types.${item.type}`)}
            {item.remark ? ` · ${item.remark}` : ""}
          </Text>
        </>
      ),
    },
    { key: "student", header: t("detail.student"), cell: (item) => item.student_name || "—" },
    {
      key: "price",
      header: t("detail.price"),
      cell: (item) =>
        item.price_currency === bill.price_currency
          ? money(item.price, item.price_currency)
          : `${money(item.price, item.price_currency)} → ${money(item.converted_price, bill.price_currency)}`,
    },
  ];
  const logs = bill.order_items.flatMap((item) =>
    item.lesson_logs.map((log) => ({ ...log, item: item.title })),
  );
  const logColumns: DataListColumn<(typeof logs)[number]>[] = [
    { key: "date", header: t("detail.date"), primary: true, cell: (log) => when.dateTime(log.started_at) },
    { key: "subject", header: t("detail.subject"), cell: (log) => log.class_title },
    { key: "student", header: t("detail.student"), cell: (log) => log.student_name },
    { key: "teacher", header: t("detail.teacher"), cell: (log) => log.teacher_name },
    { key: "hours", header: t("detail.hours"), cell: (log) => hoursText(log.unit) },
    { key: "fee", header: t("detail.fee"), cell: (log) => money(log.unit_price, log.price_currency) },
    { key: "price", header: t("detail.price"), cell: (log) => money(log.price, log.price_currency) },
  ];
  return (
    <>
      <Title order={2} size="h4">
        {t("detail.items")}
      </Title>
      <DataList
        items={bill.order_items}
        columns={itemColumns}
        rowKey={(item) => item.id}
        label={t("detail.items")}
        minWidth={560}
      />
      {logs.length > 0 && (
        <>
          <Title order={2} size="h4">
            {t("detail.lessonLogs")}
          </Title>
          <DataList
            items={logs}
            columns={logColumns}
            rowKey={(log) => log.id}
            label={t("detail.lessonLogs")}
          />
        </>
      )}
    </>
  );
}
