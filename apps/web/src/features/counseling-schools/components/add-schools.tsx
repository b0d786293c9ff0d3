import type { ApplicationPortal, CollectedSchoolType } from "@edu/shared/counseling-schools";
import type { SchoolCard } from "@edu/shared/schools";
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { addSchools, schoolListKeys, schoolSearchQuery } from "../api/counseling-schools-api";
import { SchoolName } from "./school-cells";

type Added = { added: string[]; skipped: string[] };

/** The spec's "school added to school list": what was added, what was listed already, and two ways on. */
function AddedNotice({ result, listHref, onMore }: { result: Added; listHref: string; onMore: () => void }) {
  const { t } = useTranslation("counseling-schools");
  return (
    <Alert color="teal" role="status" title={t("add.addedTitle")}>
      <Stack gap="xs" align="flex-start">
        {result.added.length > 0 && (
          <Text size="sm">
            {t("add.added", { count: result.added.length, names: result.added.join(t("add.join")) })}
          </Text>
        )}
        {result.skipped.length > 0 && (
          <Text size="sm">
            {t("add.skipped", { count: result.skipped.length, names: result.skipped.join(t("add.join")) })}
          </Text>
        )}
        <Group gap="xs">
          <Button size="compact-sm" variant="light" onClick={onMore}>
            {t("add.keepAdding")}
          </Button>
          <Button size="compact-sm" component={Link} to={listHref}>
            {t("add.goToList")}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * The school search with a box per result: one or many schools go into the student's list in one
 * batch call (schools already listed are skipped and named by the server).
 */
export function AddSchools({
  student,
  classId,
  service,
  listHref,
}: {
  student: number;
  classId: number;
  service: { portal: ApplicationPortal; type: CollectedSchoolType } | undefined;
  listHref: string;
}) {
  const { t, i18n } = useTranslation("counseling-schools");
  const client = useQueryClient();
  const [typed, setTyped] = useState("");
  const [keyword, setKeyword] = useState("");
  const [picked, setPicked] = useState<Map<number, SchoolCard>>(new Map());
  const [result, setResult] = useState<Added | null>(null);
  const search = useQuery({ ...schoolSearchQuery(i18n.language, keyword), enabled: keyword !== "" });
  const add = useMutation({
    mutationFn: () =>
      addSchools({
        student_user_id: student,
        session_class_id: classId,
        school_ids: [...picked.keys()],
        ...(service ? { application_portal: service.portal, type: service.type } : {}),
      }),
    onSuccess: (answer) => {
      setResult({
        added: answer.data.map((row) => row.school.name),
        skipped: answer.skipped.map((row) => row.school_name),
      });
      setPicked(new Map());
      void client.invalidateQueries({ queryKey: schoolListKeys.all });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(typed.trim());
  };
  const toggle = (school: SchoolCard, on: boolean) => {
    const next = new Map(picked);
    if (on) next.set(school.id, school);
    else next.delete(school.id);
    setPicked(next);
  };
  if (result)
    return (
      <AddedNotice
        result={result}
        listHref={listHref}
        onMore={() => {
          setResult(null);
          add.reset();
        }}
      />
    );
  const rows = search.data?.data ?? [];
  return (
    <Stack gap="md">
      <form onSubmit={submit}>
        <Group align="flex-end" gap="xs">
          <TextInput
            label={t("add.searchLabel")}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            maxLength={100}
            style={{ flex: "1 1 220px" }}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
            {t("add.search")}
          </Button>
        </Group>
      </form>
      {keyword !== "" && search.isPending && <Text size="sm">{t("add.searching")}</Text>}
      {search.isError && (
        <Text size="sm" c="red.8" role="alert">
          {t("add.searchFailed")}
        </Text>
      )}
      {search.data && rows.length === 0 && <Text size="sm">{t("add.noResults")}</Text>}
      {rows.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }} data-testid="school-results">
          {rows.map((school) => (
            <Paper component="li" key={school.id} withBorder p="xs">
              <Checkbox
                checked={picked.has(school.id)}
                onChange={(event) => toggle(school, event.currentTarget.checked)}
                aria-label={t("add.pick", { name: school.name })}
                label={<SchoolName name={school.name} nameEn={school.name_en} />}
              />
            </Paper>
          ))}
        </Stack>
      )}
      <Paper withBorder p="sm">
        <Stack gap="xs">
          <Title order={2} size="h5">
            {t("add.chosen", { count: picked.size })}
          </Title>
          {[...picked.values()].map((school) => (
            <Text key={school.id} size="sm">
              {school.name}
            </Text>
          ))}
          {add.isError && (
            <Text size="sm" c="red.8" role="alert">
              {add.error.message}
            </Text>
          )}
          <Group>
            <Button disabled={picked.size === 0} loading={add.isPending} onClick={() => add.mutate()}>
              {t("add.submit", { count: picked.size })}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
