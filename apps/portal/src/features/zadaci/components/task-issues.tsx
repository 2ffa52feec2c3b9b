import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardContent, CardHeader, CardTitle, Overlay, cn, useHighlight } from '@rp/ui';
import type { Zadatak } from '@rp/contract';
import type { EditorPages } from '../../../lib/editor-pages.ts';
import { zadaciKeys } from '../api.ts';

interface TaskIssuesProps {
  zadatak: Pick<Zadatak, 'Id' | 'Naziv'>;
  pages: EditorPages;
  className?: string;
}

type Otvoren = { kind: 'issue' | 'board'; src: string } | null;

/**
 * The task's issues in the embedded editor pages (part 2 §2): its issue editor (OBJID = the task) and its board,
 * each in the dark overlay. When the issue editor closes, the task's issue row flashes yellow for 1.5 s and the task
 * is read again (what was done in the editor may have changed it).
 */
export function TaskIssues({ zadatak, pages, className }: TaskIssuesProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [otvoren, setOtvoren] = useState<Otvoren>(null);
  const { highlightedId, highlight } = useHighlight<number>();

  return (
    <Card className={cn('min-w-0', className)}>
      <CardHeader>
        <CardTitle asChild>
          <h2>{t('zadaci.issues.title')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <div
          data-issue-row={zadatak.Id}
          className={cn(
            'flex flex-wrap items-center gap-2 rounded-md border border-border p-2',
            highlightedId === zadatak.Id && 'animate-highlight',
          )}
        >
          <span className="min-w-0 flex-1 text-sm break-words">
            {t('zadaci.issues.row', { id: zadatak.Id, naziv: zadatak.Naziv })}
          </span>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setOtvoren({ kind: 'issue', src: pages.issue({ objId: zadatak.Id }) })}
          >
            {t('zadaci.issues.openIssues')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setOtvoren({ kind: 'board', src: pages.board({ objId: zadatak.Id }) })}
          >
            {t('zadaci.issues.openBoard')}
          </Button>
        </div>
      </CardContent>
      {otvoren && (
        <Overlay
          key={otvoren.src}
          kind={otvoren.kind}
          src={otvoren.src}
          title={t(otvoren.kind === 'issue' ? 'zadaci.issues.issueEditor' : 'zadaci.issues.boardEditor')}
          defaultOpen
          onOpenChange={(isOpen) => {
            if (!isOpen) setOtvoren(null);
          }}
          onClosed={() => {
            if (otvoren.kind === 'issue') highlight(zadatak.Id);
            void queryClient.invalidateQueries({ queryKey: zadaciKeys.all });
          }}
        />
      )}
    </Card>
  );
}
