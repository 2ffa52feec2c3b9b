/** Overlay sizes of part 2 §2. */
type OverlayKind = 'issue' | 'board' | 'default';

const OVERLAY_CLOSE_MS = 300;
const HIGHLIGHT_MS = 1500;
const DEFAULT_OVERLAY_SIZE = { width: 900, height: 730 } as const;

/** Issue: 1020 × (height − 50); board: (width − 100) × (height − 50); default 900 × 730; never beyond the window. */
function overlaySize(
  kind: OverlayKind,
  viewport: { width: number; height: number },
): { width: number; height: number } {
  const size =
    kind === 'issue'
      ? { width: 1020, height: viewport.height - 50 }
      : kind === 'board'
        ? { width: viewport.width - 100, height: viewport.height - 50 }
        : { ...DEFAULT_OVERLAY_SIZE };
  return {
    width: Math.max(200, Math.min(size.width, viewport.width - 16)),
    height: Math.max(200, Math.min(size.height, viewport.height - 16)),
  };
}

interface EditorPageOptions {
  objId: string | number;
  /** Command mode; 'ED' by default. */
  cm?: string;
  /** Extra query text appended as given (issue editor only). */
  extra?: string;
}

function editorQuery({ objId, cm = 'ED' }: EditorPageOptions): string {
  return new URLSearchParams({ CM: cm, OBJID: String(objId) }).toString();
}

function issueEditorUrl(context: string, options: EditorPageOptions): string {
  const extra = options.extra ? `&${options.extra.replace(/^[&?]/, '')}` : '';
  return `${context}/applications/teamwork/issue/issueEditor.jsp?${editorQuery(options)}${extra}`;
}

function boardEditorUrl(context: string, options: Omit<EditorPageOptions, 'extra'>): string {
  return `${context}/applications/teamwork/board/boardEditor.jsp?${editorQuery(options)}`;
}

export { OVERLAY_CLOSE_MS, HIGHLIGHT_MS, DEFAULT_OVERLAY_SIZE, overlaySize, issueEditorUrl, boardEditorUrl };
export type { OverlayKind, EditorPageOptions };
