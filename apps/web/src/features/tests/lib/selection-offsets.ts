/**
 * Where a selection in a rendered passage lies in its plain text. The passage renders its pieces as
 * elements with `data-from` (their start in the plain text) and `data-to`; a formula (`data-atomic`) is
 * taken whole, so a selection ending inside KaTeX's markup snaps to the formula's edge.
 */
export function selectionOffsets(
  container: HTMLElement,
  range: Range,
): { start: number; end: number } | null {
  if (range.collapsed || !container.contains(range.commonAncestorContainer)) return null;
  const start = pointOffset(container, range.startContainer, range.startOffset, "start");
  const end = pointOffset(container, range.endContainer, range.endOffset, "end");
  return end > start ? { start, end } : null;
}

function pointOffset(container: HTMLElement, node: Node, offset: number, edge: "start" | "end"): number {
  const element = node instanceof Element ? node : node.parentElement;
  const piece = element?.closest<HTMLElement>("[data-from]");
  if (piece && container.contains(piece)) {
    const from = Number(piece.dataset.from);
    const to = Number(piece.dataset.to);
    if (piece.dataset.atomic !== undefined) return edge === "start" ? from : to;
    if (node.nodeType === Node.TEXT_NODE) return Math.min(from + offset, to);
  }
  // Between pieces: the start of the first piece after the point, or the end of the text.
  const point = document.createRange();
  point.setStart(node, offset);
  const pieces = [...container.querySelectorAll<HTMLElement>("[data-from]")];
  const after = pieces.find((candidate) => point.comparePoint(candidate, 0) >= 0);
  return after ? Number(after.dataset.from) : Number(pieces.at(-1)?.dataset.to ?? 0);
}
