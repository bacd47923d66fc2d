/**
 * A box fixed over the editor, for what Decap's toasts would show only a moment: a title, its
 * contents, and a Dismiss button. One box per id: showing it again replaces it.
 */
export function showNoticeBox(options: {
  id: string;
  role: "status" | "alert";
  title: string;
  /** The box's position and colours. */
  css: string;
  contents: Node[];
}): void {
  const { id } = options;
  document.getElementById(id)?.remove();
  const box = document.createElement("section");
  box.id = id;
  box.setAttribute("role", options.role);
  box.setAttribute("aria-labelledby", `${id}-title`);
  box.style.cssText = `position:fixed;z-index:10000;overflow:auto;border-radius:6px;padding:12px 16px;font:14px/1.4 system-ui,sans-serif;box-shadow:0 2px 8px rgba(0,0,0,.2);${options.css}`;
  const title = document.createElement("h2");
  title.id = `${id}-title`;
  title.textContent = options.title;
  title.style.cssText = "font-size:15px;font-weight:700;margin:0 0 6px";
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = "Dismiss";
  close.addEventListener("click", () => box.remove());
  box.append(title, ...options.contents, close);
  document.body.append(box);
}

/** The part of Decap's proxy backend the boxes watch: every action goes through `request`. */
export interface RequestingBackend {
  request(payload: { action: string; params: Record<string, unknown> }): Promise<unknown>;
}

/**
 * Calls `answered` after each action the back office answers, and `refused` with the action and
 * the refusal's HTTP status before the refusal goes on to Decap.
 */
export function watchRequests(
  backend: RequestingBackend,
  watch: { answered?: () => void; refused: (action: string, status: unknown) => void },
): void {
  const request = backend.request.bind(backend);
  backend.request = async (payload) => {
    try {
      const answer = await request(payload);
      watch.answered?.();
      return answer;
    } catch (error) {
      watch.refused(payload.action, (error as { status?: unknown } | null)?.status);
      throw error;
    }
  };
}
