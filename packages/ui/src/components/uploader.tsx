import { useEffect, useId, useRef, useState, type ComponentProps, type DragEvent } from 'react';
import { CircleAlert, CircleCheck, RotateCcw, Trash2, Upload, X } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import {
  DEFAULT_QUEUE_LIMIT,
  IMAGE_EXTENSIONS,
  admitFiles,
  formatFileSize,
  imageRejectedMessage,
  queueFullMessage,
} from '../lib/files.ts';
import { messageOfBody, startXhrUpload, type XhrUpload } from '../lib/xhr-upload.ts';
import { Button } from './button.tsx';
import { useUiLabels } from './ui-labels.tsx';

type UploadStatus = 'queued' | 'uploading' | 'done' | 'error' | 'canceled' | 'rejected';

interface UploadItem {
  id: string;
  file: File;
  status: UploadStatus;
  progress: number;
  message?: string;
  response?: unknown;
  /**
   * False when the server refused the file itself (a type, size or permission it will refuse again): the queue
   * offers no retry then, only removal. Lost connections, time-outs and server failures can be retried.
   */
  isRetryable?: boolean;
}

/** A refusal that sending the same file again cannot change: every 4xx but a time-out and too many requests. */
function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

interface UploaderLabels {
  dropzone: string;
  browse: string;
  hint?: string;
  cancel: string;
  retry: string;
  remove: string;
  clearFinished: string;
  networkError: string;
  status: Record<Exclude<UploadStatus, 'rejected'>, string>;
  rejectedType: (name: string) => string;
  rejectedLimit: (name: string, limit: number) => string;
  /** The line naming the accepted kinds, shown before any file is chosen (when `hint` does not replace it). */
  allowedTypes: (extensions: string) => string;
}

const defaultLabels: UploaderLabels = {
  dropzone: 'Prevucite fajlove ovde ili',
  browse: 'izaberite fajlove',
  cancel: 'Otkaži',
  retry: 'Pokušaj ponovo',
  remove: 'Ukloni',
  clearFinished: 'Ukloni završene',
  networkError: 'Server nije dostupan.',
  status: { queued: 'Na čekanju', uploading: 'Slanje…', done: 'Poslato', error: 'Greška', canceled: 'Otkazano' },
  rejectedType: imageRejectedMessage,
  rejectedLimit: queueFullMessage,
  allowedTypes: (extensions) => `Dozvoljeni tipovi: ${extensions}.`,
};

interface UploaderProps extends Omit<ComponentProps<'div'>, 'onError'> {
  /** Where files are POSTed, e.g. `/api/nepokretnosti/{groupId}/slike`. */
  url: string;
  /** Bearer token for the Authorization header. */
  getToken?: () => string | null | undefined;
  /** Further request headers of each upload, read as it starts: e.g. the language the server answers in. */
  headers?: Readonly<Record<string, string>>;
  /** The multipart field name; the API expects 'UploadedImage'. */
  fieldName?: string;
  extraFields?: Record<string, string>;
  /** Queue limit; 50 by default, 1 for the import uploader. */
  limit?: number;
  /** 'images' = jpeg, jpg, png, tiff, gif, bmp; or a list of extensions; 'any' by default. */
  accept?: 'images' | 'any' | readonly string[];
  /** Parallel uploads. */
  concurrency?: number;
  isDisabled?: boolean;
  onUploaded?: (item: UploadItem, body: unknown) => void;
  onUploadError?: (item: UploadItem, status: number, body: unknown) => void;
  onQueueChange?: (items: UploadItem[]) => void;
  labels?: Partial<UploaderLabels>;
}

let uploadCounter = 0;

/** A file queue uploading over XMLHttpRequest with per-file progress, cancel and retry. */
function Uploader({
  url,
  getToken,
  headers,
  fieldName = 'UploadedImage',
  extraFields,
  limit = DEFAULT_QUEUE_LIMIT,
  accept = 'any',
  concurrency = 3,
  isDisabled = false,
  onUploaded,
  onUploadError,
  onQueueChange,
  labels,
  className,
  ...props
}: UploaderProps) {
  const shared = useUiLabels('uploader', defaultLabels, undefined);
  const text = { ...shared, ...labels, status: { ...shared.status, ...labels?.status } };
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const uploads = useRef(new Map<string, XhrUpload>());
  const [items, setItems] = useState<UploadItem[]>([]);
  const [isDragging, setIsDragging] = useState(false);
  const extensions = accept === 'images' ? IMAGE_EXTENSIONS : accept === 'any' ? [] : accept;
  const callbacks = useRef({ onUploaded, onUploadError, onQueueChange, getToken, headers });
  callbacks.current = { onUploaded, onUploadError, onQueueChange, getToken, headers };

  const update = (id: string, patch: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item)));

  useEffect(() => {
    callbacks.current.onQueueChange?.(items);
  }, [items]);

  useEffect(() => {
    const active = items.filter((item) => item.status === 'uploading').length;
    const waiting = items.filter((item) => item.status === 'queued').slice(0, Math.max(0, concurrency - active));
    for (const item of waiting) {
      if (uploads.current.has(item.id)) continue;
      const upload = startXhrUpload({
        url,
        file: item.file,
        fieldName,
        extraFields,
        token: callbacks.current.getToken?.(),
        headers: callbacks.current.headers,
        onProgress: (progress) => update(item.id, { progress }),
      });
      uploads.current.set(item.id, upload);
      update(item.id, { status: 'uploading', progress: 0, message: undefined });
      upload.promise.then(
        ({ status, body }) => {
          uploads.current.delete(item.id);
          if (status >= 200 && status < 300) {
            update(item.id, { status: 'done', progress: 100, response: body });
            callbacks.current.onUploaded?.({ ...item, status: 'done', progress: 100, response: body }, body);
          } else {
            const message = status === 0 ? text.networkError : (messageOfBody(body) ?? `HTTP ${status}`);
            const isRetryable = isRetryableStatus(status);
            update(item.id, { status: 'error', message, isRetryable });
            callbacks.current.onUploadError?.({ ...item, status: 'error', message, isRetryable }, status, body);
          }
        },
        () => {
          uploads.current.delete(item.id);
          update(item.id, { status: 'canceled' });
        },
      );
    }
    // Starting uploads depends only on the queue; labels and props are read at start time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items]);

  useEffect(() => {
    const running = uploads.current;
    return () => running.forEach((upload) => upload.abort());
  }, []);

  const addFiles = (files: File[]) => {
    if (isDisabled || files.length === 0) return;
    const queued = items.filter((item) => item.status !== 'rejected' && item.status !== 'canceled').length;
    const decision = admitFiles(files, queued, { limit, extensions });
    const next: UploadItem[] = [
      ...decision.accepted.map((file) => ({
        id: `upload-${++uploadCounter}`,
        file,
        status: 'queued' as const,
        progress: 0,
      })),
      ...decision.rejected.map(({ file, reason }) => ({
        id: `upload-${++uploadCounter}`,
        file,
        status: 'rejected' as const,
        progress: 0,
        message: reason === 'type' ? text.rejectedType(file.name) : text.rejectedLimit(file.name, limit),
      })),
    ];
    setItems((current) => [...current, ...next]);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    addFiles([...event.dataTransfer.files]);
  };

  const hasFinished = items.some(
    (item) => item.status === 'done' || item.status === 'canceled' || item.status === 'rejected',
  );

  return (
    <div data-slot="uploader" className={cn('flex flex-col gap-3', className)} {...props}>
      <div
        data-slot="uploader-dropzone"
        data-dragging={isDragging || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          if (!isDisabled) setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-input bg-muted/40 px-4 py-6 text-center transition-colors',
          isDragging && 'border-primary bg-accent',
          isDisabled && 'cursor-not-allowed bg-muted',
        )}
      >
        <Upload aria-hidden="true" className="mb-1 size-5 text-muted-foreground" />
        <p className="text-base text-muted-foreground">
          {text.dropzone}{' '}
          <button
            type="button"
            disabled={isDisabled}
            onClick={() => inputRef.current?.click()}
            className="cursor-pointer font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed"
          >
            {text.browse}
          </button>
        </p>
        {text.hint ? (
          <p className="text-xs text-muted-foreground">{text.hint}</p>
        ) : extensions.length > 0 ? (
          <p className="text-xs text-muted-foreground">{text.allowedTypes(extensions.join(', '))}</p>
        ) : null}
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple={limit > 1}
          disabled={isDisabled}
          aria-label={text.browse}
          accept={extensions.length > 0 ? extensions.map((extension) => `.${extension}`).join(',') : undefined}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            addFiles([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </div>
      {items.length > 0 ? (
        <ul
          data-slot="uploader-queue"
          className="flex flex-col divide-y divide-border rounded-lg border border-border bg-card"
        >
          {items.map((item) => (
            <li key={item.id} data-status={item.status} className="flex flex-col gap-1.5 px-3 py-2">
              <div className="flex items-center gap-2">
                {item.status === 'done' ? (
                  <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-success" />
                ) : item.status === 'error' || item.status === 'rejected' ? (
                  <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-danger" />
                ) : null}
                <span className="min-w-0 flex-1 truncate text-base">{item.file.name}</span>
                <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                  {formatFileSize(item.file.size)}
                </span>
                {item.status !== 'rejected' ? (
                  <span className="w-20 shrink-0 text-right text-xs text-muted-foreground">
                    {text.status[item.status]}
                  </span>
                ) : null}
                {item.status === 'uploading' || item.status === 'queued' ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-7"
                    aria-label={`${text.cancel}: ${item.file.name}`}
                    title={text.cancel}
                    onClick={() => {
                      const upload = uploads.current.get(item.id);
                      if (upload) upload.abort();
                      else update(item.id, { status: 'canceled' });
                    }}
                  >
                    <X aria-hidden="true" />
                  </Button>
                ) : null}
                {(item.status === 'error' && item.isRetryable !== false) || item.status === 'canceled' ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-7"
                    aria-label={`${text.retry}: ${item.file.name}`}
                    title={text.retry}
                    onClick={() =>
                      update(item.id, { status: 'queued', progress: 0, message: undefined, isRetryable: undefined })
                    }
                  >
                    <RotateCcw aria-hidden="true" />
                  </Button>
                ) : null}
                {item.status !== 'uploading' && item.status !== 'queued' ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-7"
                    aria-label={`${text.remove}: ${item.file.name}`}
                    title={text.remove}
                    onClick={() => setItems((current) => current.filter((entry) => entry.id !== item.id))}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                ) : null}
              </div>
              {item.status === 'uploading' || item.status === 'done' ? (
                <div
                  role="progressbar"
                  aria-label={item.file.name}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={item.progress}
                  className="h-1.5 overflow-hidden rounded-full bg-muted"
                >
                  <div
                    className={cn(
                      'h-full rounded-full transition-[width]',
                      item.status === 'done' ? 'bg-success' : 'bg-primary',
                    )}
                    style={{ width: `${item.progress}%` }}
                  />
                </div>
              ) : null}
              {item.message ? (
                <p role="alert" className="text-sm text-danger">
                  {item.message}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {hasFinished ? (
        <Button
          variant="ghost"
          size="sm"
          className="self-end"
          onClick={() =>
            setItems((current) =>
              current.filter(
                (item) => item.status === 'uploading' || item.status === 'queued' || item.status === 'error',
              ),
            )
          }
        >
          {text.clearFinished}
        </Button>
      ) : null}
    </div>
  );
}

export { Uploader };
export type { UploaderProps, UploaderLabels, UploadItem, UploadStatus };
