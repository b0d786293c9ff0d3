import { Center, Loader } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Placeholder while a page or its translations load (the common namespace is loaded before hydration). */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Loader color="brand" aria-label={t("loading")} />
    </Center>
  );
}
