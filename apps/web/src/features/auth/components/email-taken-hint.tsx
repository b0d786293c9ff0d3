import { Anchor, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Spec §8: "email already registered" offers sign-in or password recovery. */
export function EmailTakenHint() {
  const { t } = useTranslation("auth");
  return (
    <Text size="sm" data-testid="email-taken-hint">
      {t("register.emailTakenOffer")}{" "}
      <Anchor component={Link} to="/login">
        {t("register.login")}
      </Anchor>
      {" · "}
      <Anchor component={Link} to="/password/Forgot">
        {t("login.forgot")}
      </Anchor>
    </Text>
  );
}
