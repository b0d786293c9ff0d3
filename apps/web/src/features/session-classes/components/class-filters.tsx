import { SESSION_CLASS_STATUSES, type SessionClassStatus } from "@edu/shared";
import { Group, SegmentedControl, Text, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useListControls } from "../../../components/data-list";

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

/**
 * A class list's page, status and search (kept in the page): the filters' element, and what the
 * server gets (`status`, debounced `q`); changing a filter shows the first page.
 */
export function useClassFilters(initialStatus: SessionClassStatus) {
  const controls = useListControls();
  const [status, setStatus] = useState<SessionClassStatus>(initialStatus);
  return {
    page: controls.page,
    setPage: controls.setPage,
    filters: { status, q: controls.q },
    element: (
      <ClassFilters
        status={status}
        onStatus={controls.resetting(setStatus)}
        q={controls.text}
        onQ={controls.setText}
      />
    ),
  };
}
