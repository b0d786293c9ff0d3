import { FORM_LIMITS, type TestSection } from "@edu/shared/test-engine";
import { Button, Group, MultiSelect, NumberInput, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { EditErrors } from "../lib/edit-check";
import { type Cell, fillEmpty, maxRawOf, resizeRows, type TableDraft } from "../lib/scoring-draft";
import { patchAt } from "../lib/use-rows";
import { cellOf } from "./number-cell";
import { RowCard } from "./row-parts";

/**
 * One raw → scaled table: the module path it applies to (the last table, with none, is the default), the
 * raw scores it lists and a scaled score per raw. "Fill the empty cells" draws a line between the scores
 * typed (the scale's ends before the first and after the last).
 */
export function ScaleTableEditor({
  table,
  index,
  isDefault,
  section,
  moduleOptions,
  scale,
  errors,
  readOnly,
  onChange,
  onRemove,
}: {
  table: TableDraft;
  index: number;
  isDefault: boolean;
  section: TestSection;
  moduleOptions: { value: string; label: string }[];
  scale: { min: Cell; max: Cell };
  errors: EditErrors;
  readOnly: boolean;
  onChange: (table: TableDraft) => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation("test-authoring");
  const at = `scoring.tables.${index}`;
  const from = table.rows[0]?.raw ?? 0;
  const to = table.rows[table.rows.length - 1]?.raw ?? 0;
  const name = isDefault ? t("scoring.defaultTable") : t("scoring.table", { n: index + 1 });
  // At most the schema's rows (a mistyped "to" must not draw thousands of inputs).
  const setRange = (nextFrom: number, nextTo: number) =>
    onChange({
      ...table,
      rows: resizeRows(
        table.rows,
        nextFrom,
        Math.min(Math.max(nextFrom, nextTo), nextFrom + FORM_LIMITS.scaleRows - 1),
      ),
    });
  const pathErrors = Object.entries(errors)
    .filter(([path]) => path.startsWith(`${at}.path`))
    .map(([, message]) => message);
  return (
    <RowCard
      name={name}
      aside={
        <Text size="xs" c="gray.7">
          {t("scoring.mostRaw", { max: maxRawOf(section, table.path) })}
        </Text>
      }
    >
      {isDefault ? (
        <Text size="sm">{t("scoring.defaultHint")}</Text>
      ) : (
        <MultiSelect
          label={t("scoring.path")}
          description={t("scoring.pathHint")}
          data={moduleOptions}
          value={table.path}
          onChange={(path) => onChange({ ...table, path })}
          error={pathErrors[0]}
          disabled={readOnly}
        />
      )}
      <Group gap="xs" align="flex-end" wrap="wrap">
        <NumberInput
          label={t("scoring.fromRaw")}
          value={from}
          min={0}
          max={to}
          onChange={(value) => typeof value === "number" && setRange(value, to)}
          error={errors[`${at}.rows.0.raw`]}
          disabled={readOnly}
          w={130}
        />
        <NumberInput
          label={t("scoring.toRaw")}
          value={to}
          min={from}
          max={from + FORM_LIMITS.scaleRows - 1}
          onChange={(value) => typeof value === "number" && setRange(from, value)}
          error={errors[`${at}.rows.${table.rows.length - 1}.raw`] ?? errors[`${at}.rows`]}
          disabled={readOnly}
          w={130}
        />
        {!readOnly && (
          <Button
            variant="default"
            size="sm"
            disabled={scale.min === "" || scale.max === ""}
            onClick={() =>
              onChange({ ...table, rows: fillEmpty(table.rows, Number(scale.min), Number(scale.max)) })
            }
          >
            {t("scoring.fill")}
          </Button>
        )}
        {!readOnly && onRemove && (
          <Button variant="default" size="sm" onClick={onRemove}>
            {t("scoring.removeTable", { name })}
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 3, xs: 4, sm: 6, md: 8 }} spacing="xs" verticalSpacing="xs">
        {table.rows.map((row, r) => (
          <NumberInput
            key={row.raw}
            size="xs"
            hideControls
            label={t("scoring.raw", { raw: row.raw })}
            value={row.scaled}
            onChange={(value) =>
              onChange({
                ...table,
                rows: patchAt(table.rows, r, { scaled: cellOf(value) }),
              })
            }
            error={errors[`${at}.rows.${r}.scaled`]}
            disabled={readOnly}
          />
        ))}
      </SimpleGrid>
    </RowCard>
  );
}
