import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Check, Palmtree, Trash2 } from 'lucide-react';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, ConfirmDialog, IconButton, Skeleton } from '@rp/ui';
import type { Godisnji } from '@rp/contract';
import { useDozvola } from '../../../lib/use-dozvola.ts';
import { formatDay } from '../../../lib/format.ts';
import { godisnjiQuery, useLeaveCommand } from '../api.ts';
import { LeaveRequestDialog } from './leave-request-dialog.tsx';

/**
 * A worker's annual leave: the balance, the requests, a new request, and Admin's approve. Only Admin approves
 * (a User never approves their own); what the permission module refuses is offered disabled or not at all.
 */
export function LeaveCard({ radnikId }: { radnikId: number }) {
  const { t } = useTranslation();
  const dozvola = useDozvola();
  const mayRequest = dozvola('godisnji.zahtev', { radnikId });
  const mayApprove = dozvola('godisnji.odobrenje');
  const leave = useQuery(godisnjiQuery(radnikId));
  const command = useLeaveCommand();
  const [isRequesting, setIsRequesting] = useState(false);
  const [toDelete, setToDelete] = useState<Godisnji | null>(null);

  const data = leave.data;
  return (
    <Card role="region" aria-label={t('godisnji.title')}>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle asChild>
          <h2>{t('godisnji.title')}</h2>
        </CardTitle>
        <Button
          size="sm"
          onClick={() => setIsRequesting(true)}
          disabled={!mayRequest}
          title={mayRequest ? undefined : t('common.notAllowed')}
        >
          <Palmtree aria-hidden className="size-4" />
          {t('godisnji.request')}
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        {!data ? (
          <Skeleton className="h-20 w-full" />
        ) : (
          <>
            <dl className="grid grid-cols-3 gap-2 text-sm">
              {[
                [t('godisnji.free'), data.slobodniDani, 'leave-free'],
                [t('godisnji.used'), data.IskoristeniDani, 'leave-used'],
                [t('godisnji.remaining'), data.preostaloDana, 'leave-remaining'],
              ].map(([label, value, testId]) => (
                <div key={String(testId)} className="rounded-md bg-muted/60 px-3 py-2">
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="text-lg font-semibold tabular-nums" data-testid={testId}>
                    {value}
                  </dd>
                </div>
              ))}
            </dl>
            {data.itemList.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('godisnji.empty')}</p>
            ) : (
              <ul className="divide-y divide-border rounded-md border border-border">
                {data.itemList.map((item) => {
                  const period = `${formatDay(item.Pocetak)} – ${formatDay(item.Kraj)}`;
                  return (
                    <li
                      key={item.Id}
                      className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm"
                      aria-label={period}
                    >
                      <span className="tabular-nums">{period}</span>
                      <span className="text-muted-foreground">{t('godisnji.days', { count: item.RadniDani })}</span>
                      <Badge variant={item.Odobren ? 'success' : 'warning'} className="ml-auto">
                        {item.Odobren ? t('godisnji.approved') : t('godisnji.pending')}
                      </Badge>
                      {mayApprove && !item.Odobren && (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => command.mutate({ kind: 'approve', id: item.Id })}
                          disabled={command.isPending}
                        >
                          <Check aria-hidden className="size-4" />
                          {t('godisnji.approve')}
                        </Button>
                      )}
                      {dozvola('godisnji.brisanje', { radnikId, isOdobren: item.Odobren }) && (
                        <IconButton
                          label={t('godisnji.delete')}
                          variant="ghost"
                          size="sm"
                          icon={<Trash2 aria-hidden className="size-4" />}
                          onClick={() => setToDelete(item)}
                        />
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
      </CardContent>

      <LeaveRequestDialog
        radnikId={radnikId}
        open={isRequesting}
        onOpenChange={setIsRequesting}
        remaining={data?.preostaloDana ?? 0}
        onSend={(body) => command.mutateAsync({ kind: 'save', body })}
      />

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(isOpen) => !isOpen && setToDelete(null)}
        title={t('common.confirmDeletion')}
        itemName={toDelete ? `${formatDay(toDelete.Pocetak)} – ${formatDay(toDelete.Kraj)}` : ''}
        confirmLabel={t('common.yes')}
        cancelLabel={t('common.no')}
        variant="destructive"
        onConfirm={() => {
          if (toDelete) command.mutate({ kind: 'delete', id: toDelete.Id }, { onSettled: () => setToDelete(null) });
        }}
      />
    </Card>
  );
}
