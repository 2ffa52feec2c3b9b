/**
 * A stand-in for XMLHttpRequest at the network edge, so upload stories run without a server: it reports
 * progress in four steps, answers 200 (or 500 for files named '*fail*', 415 for '*refused*') and records what was sent.
 */
interface RecordedUpload {
  url: string;
  headers: Record<string, string>;
  fields: string[];
  fileName: string | undefined;
}

const recordedUploads: RecordedUpload[] = [];

class FakeUploadXhr {
  static stepMs = 60;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private url = '';
  private headers: Record<string, string> = {};
  private timers: number[] = [];

  open(_method: string, url: string) {
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    const entries = [...body.entries()];
    const file = entries.find(([, value]) => value instanceof File)?.[1] as File | undefined;
    recordedUploads.push({
      url: this.url,
      headers: this.headers,
      fields: entries.map(([name]) => name),
      fileName: file?.name,
    });
    const isFailing = file?.name.includes('fail') ?? false;
    const isRefused = file?.name.includes('refused') ?? false;
    const isSlow = file?.name.includes('slow') ?? false;
    const step = isSlow ? FakeUploadXhr.stepMs * 20 : FakeUploadXhr.stepMs;
    [25, 50, 75, 100].forEach((percent, index) => {
      this.timers.push(
        window.setTimeout(
          () => {
            this.upload.onprogress?.({ lengthComputable: true, loaded: percent, total: 100 } as ProgressEvent);
          },
          step * (index + 1),
        ),
      );
    });
    this.timers.push(
      window.setTimeout(() => {
        this.status = isRefused ? 415 : isFailing ? 500 : 200;
        this.responseText = JSON.stringify(
          isRefused
            ? { ErrorCode: 415, Type: 4, Message: 'Sadržaj fajla ne odgovara njegovom nazivu.' }
            : isFailing
              ? { ErrorCode: 1, Type: 4, Message: 'Greška pri čuvanju fajla.' }
              : { id: recordedUploads.length },
        );
        this.onload?.();
      }, step * 5),
    );
  }

  abort() {
    this.timers.forEach((timer) => window.clearTimeout(timer));
    this.onabort?.();
  }
}

function installFakeXhr(): () => void {
  const original = window.XMLHttpRequest;
  recordedUploads.length = 0;
  window.XMLHttpRequest = FakeUploadXhr as unknown as typeof XMLHttpRequest;
  return () => {
    window.XMLHttpRequest = original;
  };
}

function makeFile(name: string, size = 120_000, type = 'image/jpeg'): File {
  return new File([new Uint8Array(size)], name, { type });
}

export { installFakeXhr, makeFile, recordedUploads };
export type { RecordedUpload };
