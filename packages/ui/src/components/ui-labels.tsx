import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { AppShellLabels } from './app-shell.tsx';
import type { CalendarLabels } from './calendar.tsx';
import type { ComboboxLabels } from './combobox.tsx';
import type { DataTableLabels } from './data-table.tsx';
import type { DatePickerLabels } from './date-picker.tsx';
import type { DocumentListLabels } from './document-list.tsx';
import type { ErrorNoticeLabels } from './error-notice.tsx';
import type { HelpPopupLabels } from './help-popup.tsx';
import type { ImageGalleryLabels } from './image-gallery.tsx';
import type { LocationPickerLabels } from './map/location-picker.tsx';
import type { MapPanelLabels } from './map/map-panel.tsx';
import type { MonthPickerLabels } from './month-picker.tsx';
import type { MultiSelectLabels } from './multi-select.tsx';
import type { OverlayLabels } from './overlay.tsx';
import type { ToasterLabels } from './toaster.tsx';
import type { UploaderLabels } from './uploader.tsx';

/** The texts of the primitives that take a single label prop. */
interface CommonLabels {
  /** A button's and a spinner's busy text. */
  loading: string;
  /** The screen-reader text of a form field's required marker. */
  required: string;
  /** A select's clear button. */
  clear: string;
}

/**
 * Every text the design system shows by default, per component. An app gives them once, in its language, through
 * `UiLabelsProvider`; a component's own `labels` prop still wins. Without a provider the components keep their
 * built-in defaults.
 */
interface UiLabels {
  common?: Partial<CommonLabels>;
  appShell?: Partial<AppShellLabels>;
  calendar?: Partial<CalendarLabels>;
  combobox?: Partial<ComboboxLabels>;
  dataTable?: Partial<DataTableLabels>;
  datePicker?: Partial<DatePickerLabels>;
  documentList?: Partial<DocumentListLabels>;
  errorNotice?: Partial<ErrorNoticeLabels>;
  helpPopup?: Partial<HelpPopupLabels>;
  imageGallery?: Partial<ImageGalleryLabels>;
  locationPicker?: Partial<LocationPickerLabels>;
  mapPanel?: Partial<MapPanelLabels>;
  monthPicker?: Partial<MonthPickerLabels>;
  multiSelect?: Partial<MultiSelectLabels>;
  overlay?: Partial<OverlayLabels>;
  toaster?: Partial<ToasterLabels>;
  uploader?: Partial<UploaderLabels>;
}

const UiLabelsContext = createContext<UiLabels>({});

interface UiLabelsProviderProps {
  labels: UiLabels;
  children: ReactNode;
}

/** Gives every component below the app's texts (e.g. from i18next, in the interface language). */
function UiLabelsProvider({ labels, children }: UiLabelsProviderProps) {
  return <UiLabelsContext.Provider value={labels}>{children}</UiLabelsContext.Provider>;
}

/** A component's texts: its defaults, overridden by the provider's, overridden by its own `labels` prop. */
function useUiLabels<K extends keyof UiLabels, T extends object>(key: K, defaults: T, own?: Partial<T> | undefined): T {
  const fromContext = useContext(UiLabelsContext)[key] as Partial<T> | undefined;
  return useMemo(() => ({ ...defaults, ...fromContext, ...own }), [defaults, fromContext, own]);
}

/** One common text (a spinner's busy label, the required marker): the component's own, the provider's, or `fallback`. */
function useCommonLabel(key: keyof CommonLabels, own: string | undefined, fallback: string): string {
  const fromContext = useContext(UiLabelsContext).common?.[key];
  return own ?? fromContext ?? fallback;
}

export { UiLabelsProvider, useUiLabels, useCommonLabel };
export type { UiLabels, UiLabelsProviderProps, CommonLabels };
