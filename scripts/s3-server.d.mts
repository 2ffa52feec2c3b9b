export const S3_CREDENTIALS: { accessKeyId: string; secretAccessKey: string };
export interface LocalS3Server {
  endpoint: string;
  port: number;
  bucket: string;
  /** FILE_STORE, S3_ENDPOINT, S3_BUCKET, S3_REGION and the credentials for an RP server. */
  env: Record<string, string>;
  close(): Promise<void>;
}
export function startS3Server(options: { dir: string; bucket?: string; port?: number }): Promise<LocalS3Server>;
