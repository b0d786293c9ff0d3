import { SESSION_CLASS_STATUSES, type SessionClassStatus } from "@edu/shared";
import { Group, SegmentedControl, Text, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";

export function ClassFilters({
  status,
  onStatus,
  q,
  onQ,
}: {
  status: SessionClassStatus;
  onStatus: (status: SessionClassStatus) => void;
  q: string;
  onQ: (q: string) => void;
}) {
  const { t } = useTranslation("session-classes");
  const labelId = useId();
  return (
    <Group align="flex-end" gap="sm">
      <TextInput
        label={t("filters.search")}
        type="search"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={q}
        onChange={(event) => onQ(event.currentTarget.value)}
        w={260}
      />
      <div>
        <Text size="sm" fw={500} id={labelId} mb={4}>
          {t("filters.status")}
        </Text>
        <SegmentedControl
          aria-labelledby={labelId}
          value={status}
          onChange={(value) => onStatus(value as SessionClassStatus)}
          data={SESSION_CLASS_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
        />
      </div>
    </Group>
  );
}
