import { Alert, Anchor, Button, Loader, Text } from "@mantine/core";
import { IconAlertCircle, IconBrandLine } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import type { RouteHandle } from "../../../app/route-handle";
import { lineAuthorizeUrl, lineConfigQuery } from "../api/auth-api";
import { AuthCard } from "../components/auth-card";
import { LineUnavailable } from "../components/line-unavailable";

export const handle: RouteHandle = { i18n: ["auth"] };

const KNOWN_ERRORS = ["denied", "line_failed", "invalid_state"] as const;

/** /line/login: sign in through LINE (the server runs the OpenID Connect flow and comes back signed in). */
export default function LineLoginPage() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const config = useQuery(lineConfigQuery());
  const error = params.get("error");
  const knownError = KNOWN_ERRORS.find((code) => code === error);
  return (
    <AuthCard title={t("line.loginTitle")}>
      {error && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {t(`line.errors.${knownError ?? "line_failed"}`)}
        </Alert>
      )}
      {config.isPending ? (
        <Loader size="sm" role="status" aria-label={t("loading")} />
      ) : config.data?.enabled ? (
        <>
          <Text>{t("line.loginBody")}</Text>
          <Button
            component="a"
            href={lineAuthorizeUrl("login")}
            leftSection={<IconBrandLine size={20} />}
            color="green.9"
            fullWidth
          >
            {t("line.signIn")}
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/login">
              {t("line.otherWay")}
            </Anchor>
          </Text>
        </>
      ) : (
        <LineUnavailable />
      )}
    </AuthCard>
  );
}
