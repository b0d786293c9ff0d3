import { ENROLLMENT_STATUSES, PAYMENT_STATUSES } from "@edu/shared";
import { Button, Select, SimpleGrid, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/date-field/date-field";
import { sessionsForEnrollmentQuery } from "../api/enroll-api";
import type { EnrollmentListFilters } from "../lib/list-filters";
import { sessionSelectData } from "../lib/session-options";

type Props = {
  filters: EnrollmentListFilters;
  onChange: (next: EnrollmentListFilters) => void;
};

/** The admin list's filters: status, payment status, read/unread, session, text, created between. */
export function EnrollmentFilters({ filters, onChange }: Props) {
  const { t } = useTranslation("enrollment");
  const sessions = useQuery(sessionsForEnrollmentQuery(""));
  const [q, setQ] = useState(filters.q);
  useEffect(() => setQ(filters.q), [filters.q]);
  const set = (patch: Partial<EnrollmentListFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const options = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        set({ q: q.trim() });
      }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <TextInput
          label={t("filters.q")}
          type="search"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
          onBlur={() => q.trim() !== filters.q && set({ q: q.trim() })}
        />
        <Select
          label={t("filters.status")}
          placeholder={t("filters.notDeleted")}
          data={options(ENROLLMENT_STATUSES, "statuses")}
          value={filters.status || null}
          onChange={(value) => set({ status: (value ?? "") as EnrollmentListFilters["status"] })}
          clearable
        />
        <Select
          label={t("filters.payment")}
          placeholder={t("filters.any")}
          data={options(PAYMENT_STATUSES, "payments")}
          value={filters.payment_status || null}
          onChange={(value) =>
            set({ payment_status: (value ?? "") as EnrollmentListFilters["payment_status"] })
          }
          clearable
        />
        <Select
          label={t("filters.read")}
          placeholder={t("filters.any")}
          data={[
            { value: "unread", label: t("filters.unread") },
            { value: "read", label: t("filters.readOnly") },
          ]}
          value={filters.read || null}
          onChange={(value) => set({ read: (value ?? "") as EnrollmentListFilters["read"] })}
          clearable
        />
        <Select
          label={t("filters.session")}
          placeholder={t("filters.any")}
          data={sessionSelectData(sessions.data, (type) => t(`types.${type}`))}
          value={filters.course_session_id || null}
          onChange={(value) => set({ course_session_id: value ?? "" })}
          searchable
          clearable
        />
        <DateField
          label={t("filters.from")}
          value={filters.from}
          onChange={(value) => set({ from: value })}
        />
        <DateField label={t("filters.to")} value={filters.to} onChange={(value) => set({ to: value })} />
        <Button
          variant="default"
          mt={{ base: 0, xs: 25 }}
          onClick={() =>
            onChange({
              page: 1,
              status: "",
              payment_status: "",
              read: "",
              course_session_id: "",
              q: "",
              from: "",
              to: "",
            })
          }
        >
          {t("filters.clear")}
        </Button>
      </SimpleGrid>
    </form>
  );
}
