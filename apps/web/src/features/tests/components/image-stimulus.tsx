import { Image, Modal, UnstyledButton } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";

type ImageStimulusProps = { src: string; alt: string };

/**
 * A figure a question is about (a graph, a table as an image): width-limited to its pane inside a fixed
 * 4:3 box (the form declares no size, so the box keeps the layout from shifting while it loads); a tap
 * opens it full size in a dialog, where a phone can pinch-zoom it.
 */
export function ImageStimulus({ src, alt }: ImageStimulusProps) {
  const { t } = useTranslation("tests");
  const [open, setOpen] = useState(false);
  const phone = useMediaQuery("(max-width: 48em)");
  return (
    <>
      <UnstyledButton
        onClick={() => setOpen(true)}
        aria-label={`${alt} — ${t("take.imageEnlarge")}`}
        style={{ display: "block", width: "100%", cursor: "zoom-in" }}
      >
        <Image
          src={src}
          alt={alt}
          fit="contain"
          loading="lazy"
          style={{ width: "100%", maxWidth: "100%", aspectRatio: "4 / 3", background: "white" }}
        />
      </UnstyledButton>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={alt}
        size="auto"
        fullScreen={phone}
        closeButtonProps={{ "aria-label": t("take.imageClose") }}
      >
        <Image src={src} alt={alt} style={{ maxWidth: "100%", touchAction: "pinch-zoom" }} />
      </Modal>
    </>
  );
}
