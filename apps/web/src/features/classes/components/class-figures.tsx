import { Paper, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FigureText, formatPrice, StatGrid, useFigures, usePrice } from "../../marketing";
import type { FigureKind } from "../lib/class-pages";

/** The page's price and marketing figures, all from site content (skeletons while they load). */
export function ClassFigures({ page, figures: kinds }: { page: string; figures: FigureKind[] }) {
  const { t } = useTranslation("classes");
  const figures = useFigures();
  const { price, note, loading } = usePrice(page);
  const stats = [];
  if (kinds.includes("classSize"))
    stats.push({
      key: "class-size",
      value:
        figures?.class_size_min !== undefined && figures.class_size_max !== undefined
          ? `${figures.class_size_min}–${figures.class_size_max}`
          : undefined,
      label: t("figures.classSize"),
    });
  if (kinds.includes("satGain"))
    stats.push({
      key: "sat-gain",
      value: figures?.sat_score_gain === undefined ? undefined : `+${figures.sat_score_gain}`,
      label: t("figures.satGain"),
    });
  if (kinds.includes("actGain"))
    stats.push({
      key: "act-gain",
      value: figures?.act_score_gain === undefined ? undefined : `+${figures.act_score_gain}`,
      label: t("figures.actGain"),
    });
  stats.push({
    key: "price",
    value: loading ? undefined : price ? formatPrice(price.amount, price.currency) : t("figures.askPrice"),
    label:
      note ||
      (price?.unit ? t(`figures.unit.${price.unit}`, { defaultValue: price.unit }) : t("figures.price")),
  });
  const discounts = figures?.group_discounts ?? [];
  return (
    <>
      <StatGrid stats={stats} />
      {kinds.includes("groupDiscounts") && (
        <Paper withBorder radius="md" p="lg" mt="lg">
          <Title order={3} size="h4">
            {t("figures.groupTitle")}
          </Title>
          <Text size="sm" c="gray.7" mt={4}>
            {t("figures.groupBody")}
          </Text>
          <Table mt="sm" data-testid="group-discounts" mih={3 * 37 + 37}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("figures.groupStudents")}</Table.Th>
                <Table.Th>{t("figures.groupAmount")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(discounts.length > 0 ? discounts : [undefined, undefined, undefined]).map((row, index) => (
                <Table.Tr key={row ? String(row.students) : index}>
                  <Table.Td>
                    <FigureText value={row && t("figures.students", { count: row.students })} width="6em" />
                  </Table.Td>
                  <Table.Td>
                    <FigureText value={row && formatPrice(row.amount, row.currency)} width="6em" />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </>
  );
}
