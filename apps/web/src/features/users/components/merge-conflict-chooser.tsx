import type { MergeConflictData } from "@edu/shared";
import { Radio, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { ScrollTable } from "../../../components/scroll-table";

export type MergeSide = "from" | "to";
export type MergeChoices = Record<string, MergeSide>;
type Conflict = MergeConflictData["conflicts"][number];

/** Every conflicting field starts on the side that is kept (`to`), as the server would do without a choice. */
export function defaultChoices(conflicts: readonly Conflict[]): MergeChoices {
  return Object.fromEntries(conflicts.map((conflict) => [conflict.field, "to" as const]));
}

export function formatMergeValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

type Props = {
  conflicts: readonly Conflict[];
  fromLabel: string;
  toLabel: string;
  value: MergeChoices;
  onChange: (next: MergeChoices) => void;
};

/** One row per field both users have set differently: pick whose value the merged user keeps. */
export function MergeConflictChooser({ conflicts, fromLabel, toLabel, value, onChange }: Props) {
  const { t } = useTranslation("users");
  if (conflicts.length === 0) {
    return <Text data-testid="merge-no-conflicts">{t("merge.noConflicts")}</Text>;
  }
  return (
    <ScrollTable minWidth={520} label={t("merge.conflictsTitle")}>
      <Table verticalSpacing="xs" data-testid="merge-conflicts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("merge.field")}</Table.Th>
            <Table.Th>{fromLabel}</Table.Th>
            <Table.Th>{toLabel}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {conflicts.map((conflict) => {
            const side = value[conflict.field] ?? "to";
            const choose = (next: MergeSide) => onChange({ ...value, [conflict.field]: next });
            return (
              <Table.Tr key={conflict.field}>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {conflict.field}
                  </Text>
                </Table.Td>
                {(["from", "to"] as const).map((option) => (
                  <Table.Td key={option}>
                    <Radio
                      name={`merge-${conflict.field}`}
                      value={option}
                      checked={side === option}
                      onChange={() => choose(option)}
                      label={formatMergeValue(conflict[option])}
                      aria-label={t("merge.keepValue", {
                        field: conflict.field,
                        value: formatMergeValue(conflict[option]),
                      })}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
