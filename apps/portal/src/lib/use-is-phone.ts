import { useMediaQuery } from '@rp/ui';

/** Below this viewport width (Tailwind's `md`) a screen takes its phone layout: compact rows, tabs for list and map. */
const PHONE_QUERY = '(max-width: 767.98px)';
const MOBILE_AGENT = /Android|iPhone|iPad|iPod/i;

/** A phone-wide viewport. */
export function useIsPhone(): boolean {
  return useMediaQuery(PHONE_QUERY);
}

/** The signed-in worker whose inspections a phone's list opens on, or null off a phone. */
export function ownInspectionsDefault(workerId: number | null | undefined, isPhoneWidth: boolean): number | null {
  return workerId && isMobileDevice(navigator.userAgent, isPhoneWidth) ? workerId : null;
}

/** The viewport is phone-wide now (outside React: the route's prefetch). */
export function isPhoneViewport(): boolean {
  return window.matchMedia(PHONE_QUERY).matches;
}

/**
 * A phone (part 2 §2: 'on phones (Android/iOS) the list defaults to the user's own inspections'): an Android or iOS
 * browser, or any browser at phone width.
 */
export function isMobileDevice(userAgent: string, isPhoneWidth: boolean): boolean {
  return isPhoneWidth || MOBILE_AGENT.test(userAgent);
}
