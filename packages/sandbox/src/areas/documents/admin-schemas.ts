import { z } from 'zod';
import { nonEmptyText } from '../../kernel/admin-schemas';

// The bodies of the documents area's admin API (`/__sandbox/documents/...`); the rule helpers are the kernel's.

/** `POST /__sandbox/documents/scan`: the 4.8 parameters (read by `parseCaptureParams`) and `selfie`. */
export const documentScanOptionsSchema = z.looseObject({ selfie: z.boolean().default(true) });

/** `POST /__sandbox/documents/selfie`: `{ email }` of the user whose selfie is awaited. */
export const documentSelfieSchema = z.looseObject({ email: nonEmptyText('required, must be a string') });
