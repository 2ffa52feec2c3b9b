import { memo } from 'react';
import type { Planner } from '../model/planner.ts';
import type { ZoomLevel } from '../model/types.ts';
import { cn } from './cn.ts';
import { usePlannerLabels } from './labels.ts';
import { ZOOM_LEVELS, zoomIn, zoomOut } from './time-scale.ts';

// The toolbar wraps on a narrow screen. Its groups are separated by a line drawn in each group's left margin; the row
// of groups is shifted left by that margin inside a box that clips, so a group that starts a line has its line
// clipped away instead of a separator left dangling at the end or the start of a line.
const GROUPS = 'flex -ml-[25px] flex-wrap items-center gap-y-2';
const GROUP =
  'relative ml-[25px] flex flex-wrap items-center gap-2 before:absolute before:top-1/2 before:-left-[13px] before:h-6 before:w-px before:-translate-y-1/2 before:bg-border';

const toolButton =
  'inline-flex h-8 items-center gap-1 rounded-md border border-border bg-card px-2.5 text-sm text-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50';

export interface EditorToolbarProps {
  planner: Planner;
  canUndo: boolean;
  canRedo: boolean;
  canWrite: boolean;
  zoom: ZoomLevel;
  showCriticalPath: boolean;
  includeToday: boolean;
  isDirty: boolean;
  onAddTask: () => void;
  onFitToView: () => void;
  onToday: () => void;
  onShowCriticalPathChange: (value: boolean) => void;
  onIncludeTodayChange: (value: boolean) => void;
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <label className="inline-flex items-center gap-1.5 text-sm text-foreground">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="accent-primary"
      />
      {label}
    </label>
  );
}

/** The editor's toolbar: history, adding, zoom, fit-to-view, today, critical path and include-today. */
export const EditorToolbar = memo(function EditorToolbar({
  planner,
  canUndo,
  canRedo,
  canWrite,
  zoom,
  showCriticalPath,
  includeToday,
  isDirty,
  onAddTask,
  onFitToView,
  onToday,
  onShowCriticalPathChange,
  onIncludeTodayChange,
}: EditorToolbarProps) {
  const text = usePlannerLabels();
  return (
    <div role="toolbar" aria-label={text.toolbar} className="border-b border-border bg-card px-2 py-1.5">
      {/* Room for the focus rings inside the box that clips the separators of groups that start a line. */}
      <div className="-m-1 overflow-hidden p-1">
        <div className={GROUPS}>
          <div className={GROUP} data-slot="toolbar-group">
            <button
              type="button"
              className={toolButton}
              disabled={!canUndo}
              onClick={() => planner.undo()}
              aria-keyshortcuts="Control+Z"
            >
              {text.undo}
            </button>
            <button
              type="button"
              className={toolButton}
              disabled={!canRedo}
              onClick={() => planner.redo()}
              aria-keyshortcuts="Control+Y"
            >
              {text.redo}
            </button>
            {canWrite && (
              <button type="button" className={toolButton} onClick={onAddTask}>
                {text.addTask}
              </button>
            )}
          </div>
          <div className={GROUP} data-slot="toolbar-group">
            <button
              type="button"
              className={toolButton}
              onClick={() => planner.setZoom(zoomIn(zoom))}
              disabled={zoom === 'd'}
              aria-label={text.zoomIn}
            >
              +
            </button>
            <label className="inline-flex items-center gap-1 text-sm">
              <span className="sr-only">{text.scale}</span>
              <select
                className={cn(toolButton, 'pr-1')}
                value={zoom}
                onChange={(event) => planner.setZoom(event.target.value as ZoomLevel)}
              >
                {ZOOM_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    {text.zoomLevels[level]}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className={toolButton}
              onClick={() => planner.setZoom(zoomOut(zoom))}
              disabled={zoom === 'y'}
              aria-label={text.zoomOut}
            >
              −
            </button>
            <button type="button" className={toolButton} onClick={onFitToView}>
              {text.fitToView}
            </button>
            <button type="button" className={toolButton} onClick={onToday}>
              {text.today}
            </button>
          </div>
          <div className={GROUP} data-slot="toolbar-group">
            <Check label={text.criticalPath} checked={showCriticalPath} onChange={onShowCriticalPathChange} />
            <Check label={text.includeToday} checked={includeToday} onChange={onIncludeTodayChange} />
          </div>
          {isDirty && <span className="ml-auto pl-3 text-xs text-muted-foreground">{text.unsavedChanges}</span>}
        </div>
      </div>
    </div>
  );
});
