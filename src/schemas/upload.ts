import { z } from 'zod';

export const uploadAnswer = z.object({ url: z.string(), size: z.number(), contentType: z.string() });
export type UploadAnswer = z.infer<typeof uploadAnswer>;
