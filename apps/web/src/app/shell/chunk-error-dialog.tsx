import { Modal } from "@mantine/core";
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { ChunkErrorMessage } from "../../components/chunk-error-message";
import { clearChunkError, getChunkError, subscribeChunkError } from "../../lib/chunk-error";

/** Chunk failures outside rendering (CSS preload, lazy translations, the 120 s watchdog) open this dialog. */
export function ChunkErrorDialog() {
  const { t } = useTranslation();
  const error = useSyncExternalStore(subscribeChunkError, getChunkError, () => undefined);
  return (
    <Modal
      opened={error !== undefined}
      onClose={clearChunkError}
      title={t("chunk.title")}
      centered
      zIndex={3100}
    >
      {error && <ChunkErrorMessage type={error.type} withTitle={false} />}
    </Modal>
  );
}
