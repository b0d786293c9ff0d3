import { MAX_SYNCED_COLLEGES, type ServiceCollege, type ThirdAccount } from "@edu/shared/counseling-accounts";
import { Button, Checkbox, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconRefresh, IconSearch } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../lib/format-date";
import { applicationsKeys, serviceCollegesQuery, syncColleges } from "../api/applications-api";
import { serviceName } from "../lib/service-types";
import { type ActionOutcome, ActionResult } from "./action-result";

/** The colleges the student's list in the service should hold: the last synced ones until changed here. */
function useChosen(account: ThirdAccount) {
  const [chosen, setChosen] = useState<ServiceCollege[]>(account.counseling_schools);
  const has = (college: ServiceCollege) => chosen.some((c) => c.id === college.id);
  const toggle = (college: ServiceCollege, on: boolean) =>
    setChosen((list) => (on ? [...list, college] : list.filter((c) => c.id !== college.id)));
  return { chosen, has, toggle, full: chosen.length >= MAX_SYNCED_COLLEGES };
}

/**
 * The student's colleges in the service: the list last synced, a search of the service's own catalogue
 * (GET common-app/colleges, with the student's login) to choose from, and the sync that sets the list there
 * (at most MAX_SYNCED_COLLEGES, Common App's own limit).
 */
export function CollegesPanel({ account }: { account: ThirdAccount }) {
  const { t } = useTranslation("counseling-applications");
  const queryClient = useQueryClient();
  const student = account.student_user_id;
  const type = account.third_service_type;
  const [typed, setTyped] = useState("");
  const [keyword, setKeyword] = useState<string>();
  const { chosen, has, toggle, full } = useChosen(account);
  const [outcome, setOutcome] = useState<ActionOutcome>();
  const found = useQuery({
    ...serviceCollegesQuery(student, type, keyword ?? ""),
    enabled: keyword !== undefined,
  });
  const sync = useMutation({
    mutationFn: () => syncColleges(student, type, chosen),
    onMutate: () => setOutcome(undefined),
    onSuccess: (answer) => {
      queryClient.setQueryData(applicationsKeys.account(student, type), answer.account);
      setOutcome({ ok: true, message: answer.message });
    },
    onError: (error) => setOutcome({ ok: false, error }),
  });
  const usable = account.id !== null && account.has_password && account.account !== "";
  const search = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(typed.trim());
  };
  const results = (found.data?.data ?? []).filter((college) => !has(college));
  const row = (college: ServiceCollege) => (
    <Checkbox
      key={college.id}
      label={college.name}
      checked={has(college)}
      disabled={!account.can_edit || (!has(college) && full)}
      onChange={(event) => toggle(college, event.currentTarget.checked)}
    />
  );
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t("colleges.title")}
      </Title>
      <Text size="sm" c="gray.7">
        {account.colleges_synced_at
          ? t("colleges.syncedAt", { date: formatDateTime(account.colleges_synced_at) })
          : t("colleges.neverSynced")}
      </Text>
      <Text size="sm" fw={500}>
        {t("colleges.chosen", { count: chosen.length, max: MAX_SYNCED_COLLEGES })}
      </Text>
      {chosen.length === 0 ? (
        <Text size="sm">{t("colleges.none")}</Text>
      ) : (
        <Stack gap={6} data-testid="chosen-colleges">
          {chosen.map(row)}
        </Stack>
      )}
      {account.can_edit && !usable && <Text size="sm">{t("actions.needLogin")}</Text>}
      {account.can_edit && usable && (
        <>
          <form onSubmit={search}>
            <Group gap="xs" align="flex-end" wrap="wrap">
              <TextInput
                label={t("colleges.search", { service: serviceName(type) })}
                value={typed}
                onChange={(event) => setTyped(event.currentTarget.value)}
                maxLength={100}
                style={{ flex: "1 1 12rem" }}
              />
              <Button
                type="submit"
                variant="default"
                leftSection={<IconSearch size={16} aria-hidden="true" />}
                loading={found.isFetching}
              >
                {t("colleges.searchButton")}
              </Button>
            </Group>
          </form>
          {found.isError && <ActionResult outcome={{ ok: false, error: found.error }} />}
          {found.isSuccess && results.length === 0 && <Text size="sm">{t("colleges.noResults")}</Text>}
          {results.length > 0 && (
            <Stack gap={6} data-testid="college-results">
              {results.map(row)}
            </Stack>
          )}
          <Group>
            <Button
              leftSection={<IconRefresh size={18} aria-hidden="true" />}
              loading={sync.isPending}
              onClick={() => sync.mutate()}
            >
              {t("colleges.sync", { count: chosen.length })}
            </Button>
          </Group>
          <ActionResult outcome={outcome} />
        </>
      )}
    </Stack>
  );
}
