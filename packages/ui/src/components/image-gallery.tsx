import { useEffect, useRef, useState, type ComponentProps, type DragEvent, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight, Download, Pencil, RefreshCw, Save, Star, Trash2 } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { baseName, moveItem, renameKeepingExtension, renumber } from '../lib/files.ts';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard.ts';
import { Badge } from './badge.tsx';
import { Button } from './button.tsx';
import { Checkbox } from './checkbox.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { EmptyState } from './empty-state.tsx';
import { Input } from './input.tsx';
import { useUiLabels } from './ui-labels.tsx';

interface GalleryImage {
  id: string | number;
  /** Name with extension. */
  naziv: string;
  /** Image URL. */
  putanja: string;
  /** Order, from 1. */
  redniBroj: number;
  /** 1 = the main picture. */
  glavna: number;
}

interface ImageGalleryLabels {
  title: string;
  save: string;
  refresh: string;
  downloadAll: string;
  deleteSelected: (count: number) => string;
  setMain: string;
  main: string;
  rename: string;
  moveLeft: string;
  moveRight: string;
  select: string;
  empty: string;
  unsaved: string;
  saveBlocked: string;
  confirmDelete: string;
  selectedCount: (count: number) => string;
  yes: string;
  no: string;
}

const defaultLabels: ImageGalleryLabels = {
  title: 'Slike',
  save: 'Sačuvaj',
  refresh: 'Osveži',
  downloadAll: 'Preuzmi sve',
  deleteSelected: (count) => `Obriši izabrane (${count})`,
  setMain: 'Postavi kao glavnu',
  main: 'Glavna',
  rename: 'Preimenuj',
  moveLeft: 'Pomeri levo',
  moveRight: 'Pomeri desno',
  select: 'Izaberi',
  empty: 'Nema slika.',
  unsaved: 'You have some unsaved data on the page!',
  saveBlocked: 'PDF u redu za slanje: čuvanje nije moguće.',
  confirmDelete: 'Potvrdite brisanje?',
  selectedCount: (count) => `Izabrano slika: ${count}`,
  yes: 'Da',
  no: 'Ne',
};

interface ImageGalleryProps extends Omit<ComponentProps<'section'>, 'onChange'> {
  images: GalleryImage[];
  /** Saves the whole list with its order and names (`PUT …/slike/`). */
  onSave: (images: GalleryImage[]) => void | Promise<unknown>;
  onSetMain?: (image: GalleryImage) => void;
  onDelete?: (ids: Array<GalleryImage['id']>) => void | Promise<unknown>;
  onDownloadAll?: () => void;
  onRefresh?: () => void;
  onDirtyChange?: (isDirty: boolean) => void;
  /** E.g. a PDF sits in the uploader's queue. */
  isSaveBlocked?: boolean;
  /** The uploader for this gallery. */
  uploader?: ReactNode;
  labels?: Partial<ImageGalleryLabels>;
}

/** The photo gallery: reorder by drag (or buttons), rename, main picture, bulk delete, save. */
function ImageGallery({
  images,
  onSave,
  onSetMain,
  onDelete,
  onDownloadAll,
  onRefresh,
  onDirtyChange,
  isSaveBlocked = false,
  uploader,
  labels,
  className,
  ...props
}: ImageGalleryProps) {
  const text = useUiLabels('imageGallery', defaultLabels, labels);
  const [draft, setDraft] = useState(() => [...images].sort((a, b) => a.redniBroj - b.redniBroj));
  const [isDirty, setIsDirty] = useState(false);
  const [selected, setSelected] = useState<Set<GalleryImage['id']>>(new Set());
  const [editingId, setEditingId] = useState<GalleryImage['id'] | null>(null);
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  // The rename button of the picture being renamed: Enter and Escape hand the focus back to it.
  const renameButtonRef = useRef<HTMLButtonElement>(null);
  // Escape was pressed: the blur that closes the field drops what was typed.
  const isRenameDropped = useRef(false);

  // A new list from the server (load, refresh, save) replaces the draft and clears the flag.
  useEffect(() => {
    setDraft([...images].sort((a, b) => a.redniBroj - b.redniBroj));
    setIsDirty(false);
    setSelected(new Set());
  }, [images]);

  useEffect(() => {
    onDirtyChange?.(isDirty);
  }, [isDirty, onDirtyChange]);

  useUnsavedChangesGuard(isDirty, text.unsaved);

  const reorder = (from: number, to: number) => {
    if (from === to || to < 0 || to >= draft.length) return;
    setDraft((current) => renumber(moveItem(current, from, to)));
    setIsDirty(true);
  };

  const rename = (id: GalleryImage['id'], base: string) => {
    setEditingId(null);
    const current = draft.find((image) => image.id === id);
    if (!current || !base.trim()) return;
    const naziv = renameKeepingExtension(current.naziv, base);
    if (naziv === current.naziv) return;
    setDraft((list) => list.map((image) => (image.id === id ? { ...image, naziv } : image)));
    setIsDirty(true);
  };

  const save = async () => {
    setIsSaving(true);
    try {
      await onSave(draft);
      setIsDirty(false);
    } finally {
      setIsSaving(false);
    }
  };

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    const id = event.dataTransfer.getData('text/plain');
    const from = id ? draft.findIndex((image) => String(image.id) === id) : dragIndex;
    if (from !== null && from >= 0) reorder(from, index);
    setDragIndex(null);
  };

  return (
    <section
      data-slot="image-gallery"
      aria-label={text.title}
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-auto text-lg font-semibold">{text.title}</h2>
        {isDirty ? <Badge variant="warning">{text.unsaved}</Badge> : null}
        {onRefresh ? (
          <Button variant="ghost" size="sm" onClick={onRefresh}>
            <RefreshCw aria-hidden="true" />
            {text.refresh}
          </Button>
        ) : null}
        {onDownloadAll && draft.length > 0 ? (
          <Button variant="outline" size="sm" onClick={onDownloadAll}>
            <Download aria-hidden="true" />
            {text.downloadAll}
          </Button>
        ) : null}
        {onDelete && selected.size > 0 ? (
          <Button variant="destructive" size="sm" onClick={() => setIsConfirmOpen(true)}>
            <Trash2 aria-hidden="true" />
            {text.deleteSelected(selected.size)}
          </Button>
        ) : null}
        <Button size="sm" disabled={!isDirty || isSaveBlocked} isLoading={isSaving} onClick={() => void save()}>
          <Save aria-hidden="true" />
          {text.save}
        </Button>
      </div>
      {isSaveBlocked ? (
        <p role="alert" className="text-sm text-danger">
          {text.saveBlocked}
        </p>
      ) : null}
      {uploader}
      {draft.length === 0 ? (
        <EmptyState title={text.empty} />
      ) : (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-3">
          {draft.map((image, index) => {
            const isMain = image.glavna === 1;
            const isSelected = selected.has(image.id);
            return (
              <li
                key={image.id}
                draggable={editingId === null}
                data-dragging={dragIndex === index || undefined}
                onDragStart={(event) => {
                  setDragIndex(index);
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', String(image.id));
                }}
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => onDrop(event, index)}
                onDragEnd={() => setDragIndex(null)}
                className={cn(
                  'group flex flex-col overflow-hidden rounded-lg border border-border bg-card shadow-xs',
                  isSelected && 'ring-2 ring-primary',
                  dragIndex === index && 'opacity-50',
                )}
              >
                <div className="relative aspect-[4/3] cursor-grab bg-muted active:cursor-grabbing">
                  <img src={image.putanja} alt={image.naziv} className="size-full object-cover" draggable={false} />
                  <div className="absolute top-1.5 left-1.5 rounded-sm bg-card/90 p-0.5">
                    <Checkbox
                      aria-label={`${text.select}: ${image.naziv}`}
                      checked={isSelected}
                      onCheckedChange={(checked) =>
                        setSelected((current) => {
                          const next = new Set(current);
                          if (checked) next.add(image.id);
                          else next.delete(image.id);
                          return next;
                        })
                      }
                    />
                  </div>
                  {isMain ? (
                    <Badge variant="default" className="absolute top-1.5 right-1.5">
                      <Star aria-hidden="true" className="fill-current" />
                      {text.main}
                    </Badge>
                  ) : null}
                </div>
                <div className="flex flex-col gap-1 p-2">
                  {editingId === image.id ? (
                    <Input
                      autoFocus
                      aria-label={`${text.rename}: ${image.naziv}`}
                      defaultValue={baseName(image.naziv)}
                      onBlur={(event) => {
                        if (isRenameDropped.current) setEditingId(null);
                        else rename(image.id, event.target.value);
                        isRenameDropped.current = false;
                      }}
                      onKeyDown={(event) => {
                        if (event.key !== 'Enter' && event.key !== 'Escape') return;
                        event.preventDefault();
                        isRenameDropped.current = event.key === 'Escape';
                        // The focus goes back to the rename button while the field is still in the page (not to the
                        // page once the field is gone); the field's blur then keeps or drops the name.
                        if (renameButtonRef.current) renameButtonRef.current.focus();
                        else event.currentTarget.blur();
                      }}
                      className="h-7"
                    />
                  ) : (
                    <p className="truncate text-sm font-medium" title={image.naziv}>
                      <span className="mr-1 text-muted-foreground tabular-nums">{image.redniBroj}.</span>
                      {image.naziv}
                    </p>
                  )}
                  <div className="flex items-center gap-0.5">
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-7"
                      aria-label={`${text.moveLeft}: ${image.naziv}`}
                      title={text.moveLeft}
                      disabled={index === 0}
                      onClick={() => reorder(index, index - 1)}
                    >
                      <ChevronLeft aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-7"
                      aria-label={`${text.moveRight}: ${image.naziv}`}
                      title={text.moveRight}
                      disabled={index === draft.length - 1}
                      onClick={() => reorder(index, index + 1)}
                    >
                      <ChevronRight aria-hidden="true" />
                    </Button>
                    <Button
                      ref={editingId === image.id ? renameButtonRef : undefined}
                      variant="ghost"
                      size="icon"
                      className="size-7"
                      aria-label={`${text.rename}: ${image.naziv}`}
                      title={text.rename}
                      onClick={() => setEditingId(image.id)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    {onSetMain ? (
                      <Button
                        variant="ghost"
                        size="icon"
                        className={cn('ml-auto size-7', isMain && 'text-primary')}
                        aria-label={`${text.setMain}: ${image.naziv}`}
                        aria-pressed={isMain}
                        title={text.setMain}
                        onClick={() => {
                          setDraft((list) =>
                            list.map((entry) => ({ ...entry, glavna: entry.id === image.id ? 1 : 0 })),
                          );
                          onSetMain(image);
                        }}
                      >
                        <Star aria-hidden="true" className={cn(isMain && 'fill-current')} />
                      </Button>
                    ) : null}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {onDelete ? (
        <ConfirmDialog
          open={isConfirmOpen}
          onOpenChange={setIsConfirmOpen}
          title={text.confirmDelete}
          itemName={text.selectedCount(selected.size)}
          confirmLabel={text.yes}
          cancelLabel={text.no}
          variant="destructive"
          onConfirm={async () => {
            await onDelete([...selected]);
            setSelected(new Set());
          }}
        />
      ) : null}
    </section>
  );
}

export { ImageGallery };
export type { ImageGalleryProps, ImageGalleryLabels, GalleryImage };
