/** One tooltip per board: shown on hover or keyboard focus of an element with a reason. */

export class Tooltip {
  readonly el: HTMLDivElement;
  private anchor: Element | null = null;

  constructor(host: HTMLElement) {
    this.el = document.createElement("div");
    this.el.className = "wp-tooltip";
    this.el.setAttribute("role", "tooltip");
    this.el.hidden = true;
    host.append(this.el);
  }

  /** Show `text` next to `target` (positioned inside the host). */
  show(target: Element, text: string, host: HTMLElement): void {
    if (!text) return this.hide();
    this.anchor = target;
    this.el.textContent = text;
    this.el.hidden = false;
    const r = target.getBoundingClientRect();
    const h = host.getBoundingClientRect();
    // Laid out at the host's left edge first, at its own width; then moved under the
    // element as far as the host's right edge allows (near that edge it would otherwise
    // shrink to a narrow column).
    this.el.style.left = "0px";
    const width = this.el.getBoundingClientRect().width;
    this.el.style.left = `${Math.max(0, Math.min(r.left - h.left, h.width - width))}px`;
    this.el.style.top = `${r.bottom - h.top + 4}px`;
  }

  hide(): void {
    this.el.hidden = true;
    this.anchor = null;
  }

  /** After a redraw: gone with its element when that left the board or lost its reason,
   * else saying the element's reason now. */
  refresh(host: HTMLElement): void {
    if (!this.anchor) return;
    const reason = this.anchor.isConnected ? this.anchor.getAttribute("data-reason") : null;
    if (reason) this.show(this.anchor, reason, host);
    else this.hide();
  }
}
