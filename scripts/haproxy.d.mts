export declare const HAPROXY_PACKAGE: string;
export declare function haproxyPath(env?: NodeJS.ProcessEnv): string | undefined;
export declare function ensureHaproxy(options?: { logFile?: string; env?: NodeJS.ProcessEnv }): string;
