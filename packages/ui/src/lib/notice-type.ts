/** The error model's Type: 1 success, 2 info, 3 warning, 4 danger (401/403 are shown as danger). */
type NoticeType = number;

type NoticeTone = 'success' | 'info' | 'warning' | 'danger';

function toneOfType(type: NoticeType): NoticeTone {
  if (type === 1) return 'success';
  if (type === 3) return 'warning';
  if (type === 2 || type <= 0) return 'info';
  return 'danger';
}

export { toneOfType };
export type { NoticeType, NoticeTone };
