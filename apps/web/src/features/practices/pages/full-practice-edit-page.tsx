import type { FullPracticeOut } from "@edu/shared/practices";
import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NoPermissionPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { copyFullPractice, fullKeys, fullPracticeQuery, updateFullPractice } from "../api/full-practices-api";
import { FullSettingsForm } from "../components/full-settings-form";
import { RowControls } from "../components/row-controls";
import { ShareLinkField } from "../components/settings-parts";
import { PRACTICES_HANDLE } from "../lib/handle";
import { idParam, practicePaths } from "../lib/paths";

export const handle = PRACTICES_HANDLE;

/** The sections in order: move up or down, remove (refused by the server once anyone has taken it). */
function Sections({ full }: { full: FullPracticeOut }) {
  const { t } = useTranslation("practices");
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (ids: number[]) => updateFullPractice(full.id, { practice_ids: ids }),
    onSuccess: (answer) => client.setQueryData(fullKeys.one(full.id), answer),
  });
  const ids = full.sections.map((section) => section.practice_id);
  const moved = (from: number, by: -1 | 1) => {
    const next = [...ids];
    const [id] = next.splice(from, 1);
    if (id !== undefined) next.splice(from + by, 0, id);
    return next;
  };
  const locked = full.locked === 1;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("full.sections")}
        </Title>
        {full.sections.length === 0 && <Text size="sm">{t("full.noSections")}</Text>}
        <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: "none" }}>
          {full.sections.map((section, index) => (
            <Group key={section.practice_id} component="li" gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm" style={{ flex: 1 }}>
                {index + 1}.{" "}
                {t("full.sectionLine", {
                  name: section.name,
                  count: section.question_count,
                  minutes: section.duration_minutes,
                })}
                {section.published === 0 && ` · ${t("full.unpublished")}`}
              </Text>
              {!locked && (
                <RowControls
                  index={index}
                  count={ids.length}
                  disabled={save.isPending}
                  removeLabel={t("full.removeSection", { name: section.name })}
                  onMove={(by) => save.mutate(moved(index, by))}
                  onRemove={() => save.mutate(ids.filter((id) => id !== section.practice_id))}
                />
              )}
            </Group>
          ))}
        </Stack>
        {save.isError && (
          <Text c="red.8" role="alert">
            {save.error.message}
          </Text>
        )}
        {!locked && (
          <Button
            component={Link}
            to={practicePaths.addPractices(full.id)}
            variant="default"
            style={{ alignSelf: "flex-start" }}
          >
            {t("full.addPractices")}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function EditFull({ id }: { id: number }) {
  const { t } = useTranslation("practices");
  const navigate = useNavigate();
  const client = useQueryClient();
  const full = useQuery(fullPracticeQuery(id));
  const save = useMutation({
    mutationFn: (payload: Parameters<typeof updateFullPractice>[1]) => updateFullPractice(id, payload),
    onSuccess: (answer) => client.setQueryData(fullKeys.one(id), answer),
  });
  const copy = useMutation({
    mutationFn: () => copyFullPractice(id),
    onSuccess: (answer) => {
      void client.invalidateQueries({ queryKey: fullKeys.all });
      void navigate(practicePaths.fullEdit(answer.data.id));
    },
  });
  if (full.isPending) return <PageLoader />;
  if (full.isError) return <LoadErrorPage error={full.error} onRetry={() => void full.refetch()} />;
  const data = full.data.data;
  if (data.can_edit !== 1) return <NoPermissionPage reason={t("edit.notEditor")} />;
  const link =
    data.share === "unlisted" && data.link_token
      ? `${window.location.origin}${practicePaths.fullStart(id)}?link=${data.link_token}`
      : null;
  return (
    <Stack gap="md">
      <PageTitle title={t("full.editMetaTitle", { name: data.name })} />
      <div>
        <Anchor component={Link} to={practicePaths.list} size="sm">
          {t("nav.back")}
        </Anchor>
        <Title order={1}>{t("full.editTitle", { name: data.name })}</Title>
      </div>
      {data.locked === 1 && (
        <Alert color="yellow" icon={<IconLock size={18} aria-hidden />} title={t("edit.lockedTitle")}>
          {t("full.lockedBody")}
        </Alert>
      )}
      <Sections full={data} />
      <Group gap="xs" wrap="wrap">
        <Button variant="default" onClick={() => copy.mutate()} loading={copy.isPending}>
          {t("edit.copy")}
        </Button>
        <Button component={Link} to={practicePaths.fullResults(id)} variant="default">
          {t("list.results")}
        </Button>
        <Button component={Link} to={practicePaths.fullStart(id)} variant="default">
          {t("list.open")}
        </Button>
      </Group>
      {link && <ShareLinkField link={link} />}
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          {t("edit.settings")}
        </Title>
        <FullSettingsForm
          key={data.updated_at}
          full={data}
          withSharing
          submitLabel={save.isSuccess ? t("form.saved") : t("form.save")}
          busy={save.isPending}
          error={save.error}
          locked={data.locked === 1}
          // The order of sections is saved above: the settings leave it as it is.
          onSubmit={({ practice_ids: _, ...settings }) => save.mutate(settings)}
        />
      </Paper>
    </Stack>
  );
}

/** /fullPractices/{fullPracticeId}/edit: its sections in order, BreakTime, due date, sharing, copy. */
export default function FullPracticeEditPage() {
  const id = idParam(useParams().fullPracticeId);
  return (
    <Container size="md" py="lg" px={{ base: "xs", sm: "md" }}>
      {id ? <EditFull key={id} id={id} /> : <NotFoundPage />}
    </Container>
  );
}
