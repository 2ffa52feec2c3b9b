export interface Step {
  command: string;
  counts?: () => { passed: number; failed: number; skipped: number } | undefined;
  needsBrowser?: boolean;
  /** Left out of `npm test` without names (it needs a service the default run does not start). */
  isOnlyWhenNamed?: boolean;
}
export declare const STEPS: Record<string, Step>;
export declare function selectSteps(wanted: string[], isBuilt?: boolean): string[];
export declare function needsBrowser(selected: string[]): boolean;
