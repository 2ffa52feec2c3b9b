import { describe, expect, it } from 'vitest';
import { boardEditorUrl, issueEditorUrl, overlaySize } from './overlay.ts';

describe('overlaySize', () => {
  const viewport = { width: 1600, height: 1000 };
  it.each([
    ['issue', { width: 1020, height: 950 }],
    ['board', { width: 1500, height: 950 }],
    ['default', { width: 900, height: 730 }],
  ] as const)('%s', (kind, expected) => {
    expect(overlaySize(kind, viewport)).toEqual(expected);
  });
  it('fits small windows', () => {
    expect(overlaySize('issue', { width: 800, height: 600 })).toEqual({ width: 784, height: 550 });
    expect(overlaySize('default', { width: 360, height: 640 })).toEqual({ width: 344, height: 624 });
  });
});

describe('editor page URLs', () => {
  it('builds the issue editor URL with CM defaulting to ED and extra query text', () => {
    expect(issueEditorUrl('/tw', { objId: 42 })).toBe('/tw/applications/teamwork/issue/issueEditor.jsp?CM=ED&OBJID=42');
    expect(issueEditorUrl('/tw', { objId: 7, cm: 'ADD', extra: '&TASK_ID=3' })).toBe(
      '/tw/applications/teamwork/issue/issueEditor.jsp?CM=ADD&OBJID=7&TASK_ID=3',
    );
  });
  it('builds the board editor URL', () => {
    expect(boardEditorUrl('', { objId: 5 })).toBe('/applications/teamwork/board/boardEditor.jsp?CM=ED&OBJID=5');
  });
});
