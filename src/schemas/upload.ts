import { z } from 'zod';

export const uploadAnswer = z.object({ url: z.string(), size: z.number(), contentType: z.string() });

/**
 * An image this shop stored, as the upload call answers it: `/api/uploads/<month>/<name>.png|jpg`. The
 * server also checks that the file is there and that the sender uploaded it.
 */
export const uploadedImageUrl = z.string('validation.upload').regex(/^\/api\/uploads\/\d{6}\/[0-9a-f]{32}\.(png|jpg)$/, 'validation.upload');

/**
 * What one account may upload in any 24 hours, in files and in bytes. A customer attaches a few photos to
 * a requirement or an after-sales application; the operator adds catalogue images and invoices in bulk.
 */
export const UPLOAD_QUOTA = {
  windowMs: 24 * 60 * 60 * 1000,
  customer: { files: 50, bytes: 50 * 1024 * 1024 },
  admin: { files: 1000, bytes: 1024 * 1024 * 1024 },
} as const;
