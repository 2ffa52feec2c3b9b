// frappe-gantt ships no types; the benchmark uses only its constructor.
declare module 'frappe-gantt' {
  export interface FrappeTask {
    id: string;
    name: string;
    start: string;
    end: string;
    progress?: number;
    dependencies?: string;
  }
  export default class Gantt {
    constructor(element: HTMLElement | string, tasks: FrappeTask[], options?: Record<string, unknown>);
  }
}
