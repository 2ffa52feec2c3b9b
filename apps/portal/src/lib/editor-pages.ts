import { useQuery } from '@tanstack/react-query';
import { boardEditorUrl, issueEditorUrl, type EditorPageOptions } from '@rp/ui';
import { clientConfigQuery } from '../features/session/api.ts';

export interface EditorPages {
  /** The issue editor page of an object (part 2 §2): `{context}/applications/teamwork/issue/issueEditor.jsp`. */
  issue: (options: EditorPageOptions) => string;
  /** The board editor page of an object: `{context}/applications/teamwork/board/boardEditor.jsp`. */
  board: (options: Omit<EditorPageOptions, 'extra'>) => string;
}

/**
 * The embedded editor pages, built from the server's context URL setting (`EDITOR_CONTEXT_URL`); null while the
 * setting is empty (or the server does not say), and then no screen offers them.
 */
export function useEditorPages(): EditorPages | null {
  const config = useQuery(clientConfigQuery());
  const context = config.data?.editorContextUrl?.replace(/\/+$/, '');
  if (!context) return null;
  return {
    issue: (options) => issueEditorUrl(context, options),
    board: (options) => boardEditorUrl(context, options),
  };
}
