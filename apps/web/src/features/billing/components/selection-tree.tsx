import { toggleItem, toggleLessonLog } from "@edu/shared";
import { Badge, Box, Checkbox, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format-money";
import { hoursText, itemPrice, type TreeItem } from "../lib/bill-form";
import { useSchoolTime } from "../lib/school-time";

type Props = {
  items: TreeItem[];
  onChange: (items: TreeItem[]) => void;
  /** The currencies the form shows (NT$ / US$ / ¥ where two meet, so a bare $ never hides which dollars). */
  among?: readonly string[];
  /** Show each line's student (when more than one child is on the bill). */
  showStudent?: boolean;
};

/**
 * The item and lesson-log selection tree (spec 02 §4) with the shared rules: ticking a line flips
 * all its lessons; ticking a lesson recomputes its line (selected, unSelected, or notSelectedAll,
 * shown as an indeterminate box).
 */
export function SelectionTree({ items, onChange, showStudent = false, among = [] }: Props) {
  const { t } = useTranslation("billing");
  const when = useSchoolTime();
  const replace = (next: TreeItem) => onChange(items.map((item) => (item.key === next.key ? next : item)));
  return (
    <Stack gap="sm" data-testid="selection-tree">
      {items.map((item) => {
        const price = itemPrice(item);
        const selectedLogs = item.lesson_logs.filter((log) => log.selection === "selected").length;
        return (
          <Box key={item.key} data-testid={`tree-item-${item.key}`} data-selection={item.selection}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Checkbox
                label={t("form.itemOf", { title: item.title, type: t(`types.${item.type}`) })}
                description={showStudent ? item.student_name : undefined}
                checked={item.selection === "selected"}
                indeterminate={item.selection === "notSelectedAll"}
                onChange={() => replace(toggleItem(item))}
              />
              <Text size="sm" ff="monospace" ta="right" style={{ whiteSpace: "nowrap" }}>
                {formatMoney(price.amount, price.currency, { among })}
              </Text>
            </Group>
            {item.lesson_logs.length > 0 && (
              <Stack gap={4} pl="xl" mt={4}>
                <Badge size="xs" variant="light" color="gray" w="fit-content">
                  {t("form.logCount", { selected: selectedLogs, count: item.lesson_logs.length })}
                </Badge>
                {item.lesson_logs.map((log) => (
                  <Group key={log.id} justify="space-between" wrap="nowrap" align="flex-start">
                    <Checkbox
                      data-testid={`tree-log-${log.id}`}
                      label={t("form.logLine", {
                        date: when.date(log.started_at),
                        teacher: log.teacher_name,
                        hours: hoursText(log.full_hour),
                      })}
                      checked={log.selection === "selected"}
                      onChange={() => replace(toggleLessonLog(item, log.id))}
                    />
                    <Text size="xs" ff="monospace" c="gray.7" style={{ whiteSpace: "nowrap" }}>
                      {formatMoney(log.price, log.fee_currency, { among })}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
