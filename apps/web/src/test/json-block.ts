/** Puts a JSON data block into the page as the server writes one (`<script type="application/json" id=…>`). */
export function putJsonBlock(id: string, text: string): void {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = id;
  element.textContent = text;
  document.head.append(element);
}
