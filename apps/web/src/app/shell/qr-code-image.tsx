import { renderSVG } from "uqr";

/** Renders a QR code as inline SVG (loaded lazily: only when a QR popover opens). */
export default function QrCodeImage({
  value,
  label,
  size = 168,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  const svg = renderSVG(value, { border: 1, ecc: "M" });
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  return <img src={src} alt={label} width={size} height={size} style={{ display: "block" }} />;
}
