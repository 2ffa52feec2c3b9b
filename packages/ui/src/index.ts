// The public API of @rp/ui. Styles: import '@rp/ui/styles.css' after Tailwind (see README).

// Utilities and pure rules
export { cn } from './lib/cn.ts';
export { toneOfType } from './lib/notice-type.ts';
export type { NoticeType, NoticeTone } from './lib/notice-type.ts';
export { toast } from './lib/toast-store.ts';
export type { ToastInput, ToastItem } from './lib/toast-store.ts';
export { applyExclusiveOption, toggleOption } from './lib/exclusive-option.ts';
export { normalizeSearch, matchesSearch } from './lib/search.ts';
export { nextSorting, compareValues } from './lib/table-sort.ts';
export type { SortState } from './lib/table-sort.ts';
export { scaleColor, shareOfRange, ageInDays, ageRowClassName, ageRowClassNames } from './lib/color-scale.ts';
export type { ScaleColorOptions } from './lib/color-scale.ts';
export { toIntlLocale, formatNumber, formatDecimal, formatDistance, formatEuro } from './lib/format.ts';
export { WEEK_STARTS_ON, monthGrid, monthBoundary } from './lib/calendar.ts';
export type { CalendarLocale } from './lib/calendar.ts';
export { formatRelativeSr, formatRelativeEn } from './lib/relative-time.ts';
export type { RelativeTimeFormatter } from './lib/relative-time.ts';
export {
  IMAGE_EXTENSIONS,
  DEFAULT_QUEUE_LIMIT,
  fileExtension,
  imageRejectedMessage,
  queueFullMessage,
  admitFiles,
  isPdf,
  fileNameFromHeaders,
  moveItem,
  renumber,
  renameKeepingExtension,
  formatFileSize,
} from './lib/files.ts';
export { readDownloadError, saveResponse } from './lib/download.ts';
export type { DownloadError } from './lib/download.ts';
export {
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  NOT_FOUND_MESSAGE,
  buildGeocodeAddress,
  dropLastSegment,
  hasUsableCoordinates,
  clusterIconSize,
  distanceInMeters,
} from './lib/map-rules.ts';
export type { AddressParts } from './lib/map-rules.ts';
export { searchAddress, browserGeocodeTransport } from './lib/geocoder.ts';
export type { GeocodeResult, GeocodeTransport } from './lib/geocoder.ts';
export { CHART_PALETTE, paletteColor, toPercentages, formatPercent } from './lib/chart.ts';
export { overlaySize, issueEditorUrl, boardEditorUrl, OVERLAY_CLOSE_MS, HIGHLIGHT_MS } from './lib/overlay.ts';
export type { OverlayKind, EditorPageOptions } from './lib/overlay.ts';

// Hooks
export { useControllableState } from './hooks/use-controllable-state.ts';
export { useDebouncedCallback } from './hooks/use-debounced-callback.ts';
export { useElementWidth } from './hooks/use-element-width.ts';
export { useHighlight } from './hooks/use-highlight.ts';
export { useMediaQuery } from './hooks/use-media-query.ts';
export { useUnsavedChangesGuard } from './hooks/use-unsaved-changes-guard.ts';
export type { NavigationBlocker, UnsavedChangesGuardOptions } from './hooks/use-unsaved-changes-guard.ts';
export { useSubmitGuard } from './hooks/use-submit-guard.ts';
export type { SubmitGuard } from './hooks/use-submit-guard.ts';

// Primitives
export { Button, buttonVariants } from './components/button.tsx';
export type { ButtonProps } from './components/button.tsx';
export { IconButton } from './components/icon-button.tsx';
export type { IconButtonProps } from './components/icon-button.tsx';
export { Spinner, spinnerVariants } from './components/spinner.tsx';
export type { SpinnerProps } from './components/spinner.tsx';
export { Input, Textarea } from './components/input.tsx';
export { Label } from './components/label.tsx';
export { FormField } from './components/form-field.tsx';
export type { FormFieldProps, FormFieldControlProps } from './components/form-field.tsx';
export { Checkbox, type CheckboxProps, type CheckedState } from './components/checkbox.tsx';
export { Switch } from './components/switch.tsx';
export {
  RadioGroup,
  RadioGroupItem,
  type RadioGroupProps,
  type RadioGroupItemProps,
} from './components/radio-group.tsx';
export {
  Select,
  SelectRoot,
  SelectValue,
  SelectTrigger,
  SelectContent,
  SelectItem,
  SelectGroup,
  SelectLabel,
  SelectSeparator,
} from './components/select.tsx';
export type { SelectProps, SelectOption } from './components/select.tsx';
export { MultiSelect } from './components/multi-select.tsx';
export type { MultiSelectProps, MultiSelectOption, MultiSelectLabels } from './components/multi-select.tsx';
export { Combobox, EntityPicker } from './components/combobox.tsx';
export type {
  ComboboxProps,
  ComboboxItem,
  ComboboxLabels,
  EntityPickerProps,
  EntityKind,
} from './components/combobox.tsx';
export { Popover, PopoverTrigger, PopoverAnchor, PopoverContent } from './components/popover.tsx';
export {
  DropdownMenu,
  DropdownMenuTrigger,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuCheckboxItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from './components/dropdown-menu.tsx';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './components/tabs.tsx';
export { Badge, badgeVariants } from './components/badge.tsx';
export { BackLink } from './components/back-link.tsx';
export type { BackLinkProps } from './components/back-link.tsx';
export { PageHeader } from './components/page-header.tsx';
export type { PageHeaderProps } from './components/page-header.tsx';
export type { BadgeProps } from './components/badge.tsx';
export { Tooltip, TooltipProvider, TooltipRoot, TooltipTrigger, TooltipContent } from './components/tooltip.tsx';
export type { TooltipProps } from './components/tooltip.tsx';
export { Skeleton } from './components/skeleton.tsx';
export { EmptyState } from './components/empty-state.tsx';
export type { EmptyStateProps } from './components/empty-state.tsx';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './components/card.tsx';

// Feedback
export { Toaster, toastVariants } from './components/toaster.tsx';
export type { ToasterProps, ToasterLabels } from './components/toaster.tsx';
export { ErrorNotice, noticeVariants } from './components/error-notice.tsx';
export type { ErrorNoticeProps, ErrorNoticeLabels, NoticeError } from './components/error-notice.tsx';
export { UiLabelsProvider, useUiLabels, useCommonLabel } from './components/ui-labels.tsx';
export type { UiLabels, UiLabelsProviderProps, CommonLabels } from './components/ui-labels.tsx';
export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogOverlay,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
  DialogBody,
  dialogContentVariants,
} from './components/dialog.tsx';
export type { DialogContentProps } from './components/dialog.tsx';
export { ConfirmDialog } from './components/confirm-dialog.tsx';
export { FormDialog } from './components/form-dialog.tsx';
export type { FormDialogProps } from './components/form-dialog.tsx';
export type { ConfirmDialogProps } from './components/confirm-dialog.tsx';

// Tables
export { DataTable } from './components/data-table.tsx';
export type { DataTableProps, DataTableLabels } from './components/data-table.tsx';

// Dates and time
export { Calendar } from './components/calendar.tsx';
export type { CalendarProps, CalendarLabels } from './components/calendar.tsx';
export { DatePicker } from './components/date-picker.tsx';
export type { DatePickerProps, DatePickerLabels } from './components/date-picker.tsx';
export { MonthPicker } from './components/month-picker.tsx';
export type { MonthPickerProps, MonthPickerLabels } from './components/month-picker.tsx';
export { DateRange } from './components/date-range.tsx';
export type { DateRangeProps, DateRangeValue, DateRangeEntry, DateRangeLabels } from './components/date-range.tsx';
export { Clock, useNow } from './components/clock.tsx';
export type { ClockProps } from './components/clock.tsx';
export { RelativeTime } from './components/relative-time.tsx';
export type { RelativeTimeProps } from './components/relative-time.tsx';

// Files
export { Uploader } from './components/uploader.tsx';
export type { UploaderProps, UploaderLabels, UploadItem, UploadStatus } from './components/uploader.tsx';
export { DocumentList } from './components/document-list.tsx';
export type { DocumentListProps, DocumentListLabels, DocumentItem } from './components/document-list.tsx';
export { ImageGallery } from './components/image-gallery.tsx';
export type { ImageGalleryProps, ImageGalleryLabels, GalleryImage } from './components/image-gallery.tsx';

// Map
export { MapPanel, preloadMapClusters } from './components/map/map-panel.tsx';
export type { MapPanelProps, MapPanelLabels, MapItem, MapCircle } from './components/map/map-panel.tsx';
export { LocationPicker } from './components/map/location-picker.tsx';
export type { LocationPickerProps, LocationPickerLabels, GeoPoint } from './components/map/location-picker.tsx';

// Charts
export { ChartFrame } from './components/charts/chart-frame.tsx';
export type { ChartFrameProps, ChartTable } from './components/charts/chart-frame.tsx';
export { LineChart } from './components/charts/line-chart.tsx';
export type { LineChartProps, ChartSeries, ChartLabels } from './components/charts/line-chart.tsx';
export { BarChart } from './components/charts/bar-chart.tsx';
export type { BarChartProps, BarSeries } from './components/charts/bar-chart.tsx';
export { PieChart } from './components/charts/pie-chart.tsx';
export type { PieChartProps, PieSlice, PieChartLabels } from './components/charts/pie-chart.tsx';

// Shell, help and overlays
export { AppShell } from './components/app-shell.tsx';
export type { AppShellProps, AppShellNavItem, AppShellUser, AppShellLabels } from './components/app-shell.tsx';
export { HelpPopup, HELP_PAGE_MISSING_CODE } from './components/help-popup.tsx';
export type { HelpPopupProps, HelpPopupLabels, HelpPopupError } from './components/help-popup.tsx';
export { Overlay } from './components/overlay.tsx';
export type { OverlayProps, OverlayLabels } from './components/overlay.tsx';
