import { useState, type ComponentProps, type ReactNode } from 'react';
import { Download, FileText, Trash2 } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { isDownloadError, saveResponse, type DownloadError } from '../lib/download.ts';
import { formatDate } from '@rp/fields';
import { formatFileSize } from '../lib/files.ts';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { EmptyState } from './empty-state.tsx';
import { Spinner } from './spinner.tsx';
import { useUiLabels } from './ui-labels.tsx';

interface DocumentItem {
  id: string | number;
  name: string;
  size?: number;
  uploadedAt?: Date;
  /** False hides this document's delete (e.g. someone else's upload); the list's `onDelete` offers it otherwise. */
  isDeletable?: boolean;
}

interface DocumentListLabels {
  title: string;
  download: string;
  downloadAll: string;
  delete: string;
  empty: string;
  loading: string;
  confirmDelete: string;
  yes: string;
  no: string;
  /** Fallback name of the 'download all' archive when the server sends no x-filename. */
  allFileName: string;
}

/** Upload days are the firm's calendar days (Europe/Belgrade), shown dd/MM/yyyy in every language (part 1 §9). */
const FIRM_TIME_ZONE = 'Europe/Belgrade';

const defaultLabels: DocumentListLabels = {
  title: 'Dokumenti',
  download: 'Preuzmi',
  downloadAll: 'Preuzmi sve',
  delete: 'Obriši',
  empty: 'Nema dokumenata.',
  loading: 'Učitavanje',
  confirmDelete: 'Potvrdite brisanje?',
  yes: 'Da',
  no: 'Ne',
  allFileName: 'dokumenti.zip',
};

interface DocumentListProps extends Omit<ComponentProps<'section'>, 'onError'> {
  documents: DocumentItem[];
  /** The host fetches the file (with its bearer token) and hands back the response. */
  onDownload: (document: DocumentItem) => Promise<Response>;
  onDownloadAll?: () => Promise<Response>;
  onDelete?: (document: DocumentItem) => void | Promise<unknown>;
  /** Called with the saved file's name (from `x-filename`). */
  onDownloaded?: (fileName: string) => void;
  onError?: (error: DownloadError) => void;
  isLoading?: boolean;
  /** E.g. an Uploader for this file group. */
  children?: ReactNode;
  locale?: string;
  labels?: Partial<DocumentListLabels>;
}

function DocumentList({
  documents,
  onDownload,
  onDownloadAll,
  onDelete,
  onDownloaded,
  onError,
  isLoading = false,
  children,
  locale = 'sr-Latn-RS',
  labels,
  className,
  ...props
}: DocumentListProps) {
  const text = useUiLabels('documentList', defaultLabels, labels);
  const [busyId, setBusyId] = useState<string | number | null>(null);
  const [toDelete, setToDelete] = useState<DocumentItem | null>(null);

  const download = async (id: string | number, load: () => Promise<Response>, fallback: string) => {
    setBusyId(id);
    try {
      const name = await saveResponse(await load(), fallback);
      onDownloaded?.(name);
    } catch (error) {
      onError?.(isDownloadError(error) ? error : { type: 4, code: 9000, message: String(error) });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section
      data-slot="document-list"
      aria-label={text.title}
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{text.title}</h2>
        {onDownloadAll && documents.length > 0 ? (
          <Button
            variant="outline"
            size="sm"
            isLoading={busyId === '__all'}
            onClick={() => void download('__all', onDownloadAll, text.allFileName)}
          >
            <Download aria-hidden="true" />
            {text.downloadAll}
          </Button>
        ) : null}
      </div>
      {children}
      {isLoading ? (
        <div className="flex justify-center py-6">
          <Spinner label={text.loading} className="text-muted-foreground" />
        </div>
      ) : documents.length === 0 ? (
        <EmptyState title={text.empty} icon={<FileText aria-hidden="true" />} />
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card">
          {documents.map((document) => (
            <li key={document.id} className="flex items-center gap-3 px-3 py-2">
              <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 flex-1 truncate text-base">{document.name}</span>
              {document.size !== undefined ? (
                <span className="hidden text-xs text-muted-foreground tabular-nums sm:inline">
                  {formatFileSize(document.size, locale)}
                </span>
              ) : null}
              {document.uploadedAt ? (
                <span className="hidden text-xs text-muted-foreground tabular-nums sm:inline">
                  {formatDate(document.uploadedAt, { timeZone: FIRM_TIME_ZONE })}
                </span>
              ) : null}
              <Button
                variant="ghost"
                size="icon"
                className="size-7"
                isLoading={busyId === document.id}
                aria-label={`${text.download}: ${document.name}`}
                title={text.download}
                onClick={() => void download(document.id, () => onDownload(document), document.name)}
              >
                {busyId === document.id ? null : <Download aria-hidden="true" />}
              </Button>
              {onDelete && document.isDeletable !== false ? (
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-7 text-danger hover:text-danger"
                  aria-label={`${text.delete}: ${document.name}`}
                  title={text.delete}
                  onClick={() => setToDelete(document)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {onDelete ? (
        <ConfirmDialog
          open={toDelete !== null}
          onOpenChange={(open) => !open && setToDelete(null)}
          title={text.confirmDelete}
          itemName={toDelete?.name}
          confirmLabel={text.yes}
          cancelLabel={text.no}
          variant="destructive"
          onConfirm={() => (toDelete ? onDelete(toDelete) : undefined)}
        />
      ) : null}
    </section>
  );
}

export { DocumentList };
export type { DocumentListProps, DocumentListLabels, DocumentItem };
