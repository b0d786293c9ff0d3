import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useCallback, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { type BlockerFunction, useBlocker } from "react-router";
import { whenModalsReady } from "../shell/modals-host";

export const UNSAVED_CHANGES_MODAL_ID = "unsaved-changes-guard";

/**
 * Spec §2: while `dirty`, leaving the page asks "Your changes may not be saved…" in a dialog titled
 * Warning. Confirm leaves; Cancel stays. Closing the tab or reloading gets the browser's own prompt.
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  const { t } = useTranslation();
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    let settled = false;
    const settle = (leave: boolean) => {
      if (settled) return;
      settled = true;
      if (leave) blocker.proceed();
      else blocker.reset();
    };
    // Load the modals host as soon as there is something to lose, so the dialog opens at once.
    void whenModalsReady().then(() => {
      if (settled) return;
      modals.openConfirmModal({
        modalId: UNSAVED_CHANGES_MODAL_ID,
        title: t("unsaved.title"),
        children: <Text size="sm">{t("unsaved.message")}</Text>,
        labels: { confirm: t("unsaved.confirm"), cancel: t("unsaved.cancel") },
        centered: true,
        onConfirm: () => settle(true),
        onCancel: () => settle(false),
        // Closing with Escape, the close button or the overlay counts as Cancel: stay on the page.
        onClose: () => settle(false),
      });
    });
  }, [blocker, t]);

  useEffect(() => {
    if (dirty) void whenModalsReady();
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a return value to show the prompt.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);
}
