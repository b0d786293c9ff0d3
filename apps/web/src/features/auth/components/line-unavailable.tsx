import { Alert, Button } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Shown on the LINE pages when this installation has no LINE login configured. */
export function LineUnavailable() {
  const { t } = useTranslation("auth");
  return (
    <>
      <Alert color="gray" icon={<IconInfoCircle size={18} />} data-testid="line-unavailable">
        {t("line.unavailable")}
      </Alert>
      <Button component={Link} to="/login" fullWidth>
        {t("line.toLogin")}
      </Button>
    </>
  );
}
