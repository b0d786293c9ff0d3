import { Anchor, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NoPermissionPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { addPractices, fullKeys, fullPracticeQuery } from "../api/full-practices-api";
import { practicesQuery } from "../api/practices-api";
import { PRACTICES_HANDLE } from "../lib/handle";
import { idParam, practicePaths } from "../lib/paths";

export const handle = PRACTICES_HANDLE;

function AddPractices({ id }: { id: number }) {
  const { t } = useTranslation("practices");
  const client = useQueryClient();
  const full = useQuery(fullPracticeQuery(id));
  const practices = useQuery(practicesQuery(1));
  const add = useMutation({
    mutationFn: (practiceId: number) => addPractices(id, [practiceId]),
    onSuccess: (answer) => client.setQueryData(fullKeys.one(id), answer),
  });
  if (full.isPending || practices.isPending) return <PageLoader />;
  if (full.isError) return <LoadErrorPage error={full.error} onRetry={() => void full.refetch()} />;
  if (practices.isError)
    return <LoadErrorPage error={practices.error} onRetry={() => void practices.refetch()} />;
  const data = full.data.data;
  if (data.can_edit !== 1) return <NoPermissionPage reason={t("edit.notEditor")} />;
  const inFull = new Set(data.sections.map((section) => section.practice_id));
  return (
    <Stack gap="md">
      <PageTitle title={t("full.addMetaTitle", { name: data.name })} />
      <div>
        <Anchor component={Link} to={practicePaths.fullEdit(id)} size="sm">
          {t("full.backToEdit")}
        </Anchor>
        <Title order={1}>{t("full.addTitle", { name: data.name })}</Title>
        <Text c="gray.7">{t("full.addHint", { count: data.sections.length })}</Text>
      </div>
      {data.locked === 1 && <Text>{t("full.lockedBody")}</Text>}
      <Stack gap="xs" component="ul" p={0} style={{ listStyle: "none" }}>
        {practices.data.data.map((practice) => (
          <Paper key={practice.id} withBorder p="sm" component="li">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Text fw={500}>{practice.name}</Text>
                <Text size="sm">
                  {t("list.facts", {
                    count: practice.question_count,
                    minutes: practice.duration_minutes,
                    date: practice.due_date,
                  })}
                </Text>
              </div>
              {inFull.has(practice.id) ? (
                <Text size="sm" fw={500}>
                  {t("full.inFull")}
                </Text>
              ) : (
                <Button
                  size="compact-sm"
                  variant="default"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  disabled={data.locked === 1}
                  loading={add.isPending && add.variables === practice.id}
                  onClick={() => add.mutate(practice.id)}
                  aria-label={t("full.addNamed", { name: practice.name })}
                >
                  {t("bank.add")}
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
      {add.isError && (
        <Text c="red.8" role="alert">
          {add.error.message}
        </Text>
      )}
    </Stack>
  );
}

/** /practices/{fullPracticeId}/addPractices: append practices as the full practice's next sections. */
export default function AddPracticesPage() {
  const id = idParam(useParams().fullPracticeId);
  return (
    <Container size="md" py="lg" px={{ base: "xs", sm: "md" }}>
      {id ? <AddPractices key={id} id={id} /> : <NotFoundPage />}
    </Container>
  );
}
