export declare const DEFAULT_BROWSER: string;
export declare const BROWSER_PACKAGE: string;
export declare const FONT_PACKAGE: string;
export declare const FONT_FILE: string;
export declare const INSTALL_COMMAND: string;

export interface BrowserFacts {
  chromiumPath?: string | undefined;
  isBrowser: (path: string) => boolean;
  hasFont: boolean;
  isRoot: boolean;
  hasApt: boolean;
}

export type BrowserPlan =
  | { action: 'ok'; path: string; warning?: string }
  | { action: 'install'; path: string; packages: string[] }
  | { action: 'stop'; message: string };

export declare function browserPath(env?: NodeJS.ProcessEnv): string;
export declare function planBrowser(facts: BrowserFacts): BrowserPlan;
export declare function isBrowserExecutable(path: string): boolean;
export declare function ensureBrowser(options?: { env?: NodeJS.ProcessEnv; logFile?: string }): boolean;
