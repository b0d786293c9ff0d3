import { Table, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { type BillAnswer, isFullBill } from "../api/billing-api";
import { useSchoolTime } from "../lib/school-time";

/** The mails the bill was sent in (admins' view of the bill only): when, to whom, in which language. */
export function BillEmailsPanel({ bill }: { bill: BillAnswer }) {
  const { t } = useTranslation("billing");
  const when = useSchoolTime();
  if (!isFullBill(bill) || bill.order_emails.length === 0) return null;
  return (
    <>
      <Title order={2} size="h4">
        {t("detail.emails")}
      </Title>
      <Table>
        <Table.Tbody>
          {bill.order_emails.map((mail) => (
            <Table.Tr key={mail.id}>
              <Table.Td>{when.dateTime(mail.sent_at)}</Table.Td>
              <Table.Td>{mail.emails.join(", ")}</Table.Td>
              <Table.Td>{t(`langs.${mail.lang}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
