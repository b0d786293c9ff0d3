import type { AttemptResultAnswer } from "@edu/shared/test-engine";
import { Table, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/use-locale";
import { localized } from "../lib/localized";

type Breakdown = AttemptResultAnswer["domains"][number];

const score = (value: number) => String(Math.round(value * 100) / 100);

/** A breakdown (by domain, by skill) under its heading, each row titled as the form names it. */
export function BreakdownTable({
  id,
  heading,
  column,
  rows,
}: {
  id: string;
  heading: string;
  column: string;
  rows: readonly Breakdown[];
}) {
  const { t } = useTranslation("tests");
  const locale = useLocale();
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {heading}
      </Title>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{column}</Table.Th>
            <Table.Th>{t("result.correct")}</Table.Th>
            <Table.Th style={{ whiteSpace: "nowrap" }}>{t("result.points")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>{localized(row.title, locale) ?? row.key}</Table.Td>
              <Table.Td>{t("result.correctOf", { correct: row.correct, items: row.items })}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                {score(row.earned)} / {score(row.max)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
