import { Button } from "@mantine/core";
import { IconMessageReport } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";

// The dialog (modal, form, upload) loads on first click: not part of the landing page's download.
const FeedbackDialog = lazy(() =>
  import("./feedback-dialog").then((module) => ({ default: module.FeedbackDialog })),
);

/** Opens the feedback dialog from the shell's footer, for everyone (visitors too). */
export function FeedbackButton() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        variant="subtle"
        color="white"
        size="compact-sm"
        leftSection={<IconMessageReport size={16} aria-hidden />}
        onClick={() => {
          setLoaded(true);
          setOpened(true);
        }}
      >
        {t("footer.feedback")}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <FeedbackDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
