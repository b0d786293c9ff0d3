import type { PracticeOut } from "@edu/shared/practices";
import { Alert, Anchor, Button, Container, Grid, Group, Stack, Text, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { LoadErrorPage, NoPermissionPage, NotFoundPage } from "../../../components/page-state";
import { PageTitle } from "../../../components/page-title";
import { isApiError } from "../../../lib/api-error";
import { practiceKeys, practiceQuery, publishPractice, updatePractice } from "../api/practices-api";
import { BankBrowser } from "../components/bank-browser";
import { SectionEditor } from "../components/section-editor";
import { addItem, type DraftSection, draftOf, itemId, sectionsPayload } from "../lib/draft-sections";
import { PRACTICES_HANDLE } from "../lib/handle";
import { idParam, practicePaths } from "../lib/paths";

export const handle = PRACTICES_HANDLE;

function Questions({ practice }: { practice: PracticeOut }) {
  const { t } = useTranslation("practices");
  const navigate = useNavigate();
  const client = useQueryClient();
  const locked = practice.locked === 1;
  const [sections, setSections] = useState<DraftSection[]>(() =>
    practice.sections.length > 0
      ? draftOf(practice)
      : [{ title: t("questions.defaultTitle", { n: 1 }), items: [] }],
  );
  const [target, setTarget] = useState(0);
  const used = new Set(sections.flatMap((section) => section.items.map(itemId)));
  // Saving publishes too: students take the published questions, so what is saved is what they get.
  const save = useMutation({
    mutationFn: async () => {
      await updatePractice(practice.id, { sections: sectionsPayload(sections) });
      return used.size > 0 ? publishPractice(practice.id) : null;
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: practiceKeys.all });
      void navigate(practicePaths.edit(practice.id));
    },
  });
  const saveError =
    save.error &&
    (isApiError(save.error) ? (save.error.firstFieldError() ?? save.error.message) : save.error.message);
  return (
    <Stack gap="md">
      {locked && (
        <Alert color="yellow" icon={<IconLock size={18} aria-hidden />} title={t("edit.lockedTitle")}>
          {t("edit.lockedBody")}
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Title order={2} size="h4" mb="xs">
            {t("questions.sections")}
          </Title>
          <SectionEditor
            sections={sections}
            onChange={setSections}
            target={target}
            onTarget={setTarget}
            readOnly={locked}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Title order={2} size="h4" mb="xs">
            {t("bank.title")}
          </Title>
          <BankBrowser
            used={used}
            disabled={locked || sections.length === 0}
            onAdd={(item) =>
              setSections((current) => addItem(current, Math.min(target, current.length - 1), item))
            }
          />
        </Grid.Col>
      </Grid>
      {saveError && (
        <Text c="red.8" role="alert">
          {saveError}
        </Text>
      )}
      {!locked && (
        <Group>
          <Button onClick={() => save.mutate()} loading={save.isPending}>
            {t("questions.save", { count: used.size })}
          </Button>
          <Button component={Link} to={practicePaths.edit(practice.id)} variant="default">
            {t("questions.cancel")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** /practices/{practiceId}/addQuestions: pick questions from the bank into sections, reorder, remove, save. */
export default function AddQuestionsPage() {
  const { t } = useTranslation("practices");
  const id = idParam(useParams().practiceId);
  const practice = useQuery({ ...practiceQuery(id ?? 0), enabled: id !== undefined });
  if (!id) return <NotFoundPage />;
  if (practice.isPending) return <PageLoader />;
  if (practice.isError)
    return <LoadErrorPage error={practice.error} onRetry={() => void practice.refetch()} />;
  const data = practice.data.data;
  if (data.can_edit !== 1) return <NoPermissionPage reason={t("edit.notEditor")} />;
  return (
    <Container size="xl" py="lg" px={{ base: "xs", sm: "md" }}>
      <PageTitle title={t("questions.metaTitle", { name: data.name })} />
      <Stack gap="md">
        <div>
          <Anchor component={Link} to={practicePaths.edit(data.id)} size="sm">
            {t("questions.back")}
          </Anchor>
          <Title order={1}>{t("questions.title", { name: data.name })}</Title>
        </div>
        <Questions key={data.updated_at} practice={data} />
      </Stack>
    </Container>
  );
}
