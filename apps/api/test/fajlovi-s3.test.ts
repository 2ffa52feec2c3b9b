// The document tests of fajlovi.test.ts, unchanged, with the files in an S3-compatible server (s3rver) instead of the
// data directory (FILE_STORE=s3).
import { useS3FileStore } from './helper.ts';

useS3FileStore();
await import('./fajlovi.test.ts');
