import { Alert, Anchor, Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { PageLoader } from "../../../components/page-loader";
import { PageTitle } from "../../../components/page-title";
import { isApiError } from "../../../lib/api-client";
import {
  confirmByToken,
  linkRequestByToken,
  refreshAfterAnswer,
  useAnswerLinkRequest,
} from "../api/family-links-api";

export const handle: RouteHandle = { i18n: ["family-links"] };

/** A refusal's most telling text: the field message of a 422 (used, expired), else the message. */
export const refusalText = (error: unknown, fallback: string) =>
  isApiError(error) ? (error.firstFieldError() ?? error.message) : fallback;

/**
 * /family-links/confirm?token=…: the page the mailed link opens (after sign-in if needed, the guard
 * remembers the path). Only the student the mail was sent to may answer; the server says so otherwise.
 */
export default function ConfirmLinkPage() {
  const { t } = useTranslation("family-links");
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<"confirmed" | "declined" | null>(null);
  const request = useQuery({
    // Not under familyLinksKeys.all: answering refreshes those, and the used token must not be asked again.
    queryKey: ["family-link-token", token] as const,
    queryFn: () => linkRequestByToken(token),
    enabled: token !== "" && outcome === null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const confirm = useMutation({
    mutationFn: () => confirmByToken(token),
    onSuccess: async () => {
      setOutcome("confirmed");
      await refreshAfterAnswer(queryClient);
    },
  });
  const decline = useAnswerLinkRequest();

  let body: ReactNode;
  if (outcome) {
    body = (
      <Alert color={outcome === "confirmed" ? "teal" : "gray"} role="status">
        {t(`confirmPage.${outcome}`)}{" "}
        <Anchor component={Link} to="/home">
          {t("confirmPage.home")}
        </Anchor>
      </Alert>
    );
  } else if (!token) {
    body = <Alert color="red">{t("confirmPage.noToken")}</Alert>;
  } else if (request.isPending) {
    body = <PageLoader />;
  } else if (request.isError) {
    body = (
      <Alert color="red" role="alert">
        {refusalText(request.error, t("confirmPage.failed"))}
      </Alert>
    );
  } else {
    const data = request.data;
    body = (
      <Stack gap="md">
        <Text>
          {t("confirmPage.question", {
            parent: data.parent_name,
            email: data.parent_email ?? data.parent_username,
          })}
        </Text>
        <Text size="sm" c="gray.7">
          {t("confirmPage.explain")}
        </Text>
        {(confirm.isError || decline.isError) && (
          <Alert color="red" role="alert">
            {refusalText(confirm.error ?? decline.error, t("confirmPage.failed"))}
          </Alert>
        )}
        <Group>
          <Button loading={confirm.isPending} disabled={decline.isPending} onClick={() => confirm.mutate()}>
            {t("actions.confirm")}
          </Button>
          <Button
            variant="default"
            loading={decline.isPending}
            disabled={confirm.isPending}
            onClick={() =>
              decline.mutate({ id: data.id, answer: "decline" }, { onSuccess: () => setOutcome("declined") })
            }
          >
            {t("actions.decline")}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Container size="sm" py="lg">
      <PageTitle title={t("confirmPage.metaTitle")} />
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <Stack gap="md">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t("confirmPage.title")}
          </Title>
          {body}
        </Stack>
      </Paper>
    </Container>
  );
}
