import { getConfiguredImageService, imageConfig } from 'astro:assets';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ImageMetadata } from 'astro';
import { imageMetadata } from 'astro/assets/utils';
import { IMAGE_ORIGINALS_DIR_ENV } from '../../integrations/image-originals.ts';
import { getResources } from '../../server/runtime.ts';
import { readUpload, uploadPathOf } from '../../server/services/uploads.ts';

const staged = new Map<string, Promise<ImageMetadata | null>>();

/**
 * An uploaded JPG or PNG as Astro's image pipeline takes it (the shape of an imported image), or null
 * to show the address as it is: SVGs (vector already), other sites, outside a build, and a file that
 * cannot be read or decoded, which is logged rather than failing the publish.
 */
export function optimisableImage(url: string): Promise<ImageMetadata | null> {
  const path = uploadPathOf(url);
  const originalsDir = process.env[IMAGE_ORIGINALS_DIR_ENV];
  if (!path || !originalsDir) return Promise.resolve(null);
  let image = staged.get(url);
  if (!image) {
    image = stage(path, url, originalsDir);
    staged.set(url, image);
  }
  return image;
}

async function stage(path: string, url: string, originalsDir: string): Promise<ImageMetadata | null> {
  const { env, log } = await getResources();
  try {
    const { bytes } = await readUpload(env.UPLOAD_DIR, path);
    const { width, height, format } = await imageMetadata(bytes, url);
    if (!(await decodes(bytes, url))) throw new Error('the image service cannot decode it');
    const src = `/_astro/uploads/${path.replace('/', '-')}`;
    await mkdir(dirname(join(originalsDir, src)), { recursive: true });
    await writeFile(join(originalsDir, src), bytes);
    return { src, width, height, format };
  } catch (error) {
    log.warn({ url, reason: error instanceof Error ? error.message : String(error) }, 'image shown unoptimised: its upload cannot be read or decoded');
    return null;
  }
}

/**
 * Astro transforms only after every page is rendered, where a file it cannot decode either fails the
 * whole build or, with sharp, is copied unchanged under the .avif and .webp names; so try it first.
 */
async function decodes(bytes: Uint8Array, url: string): Promise<boolean> {
  const service = await getConfiguredImageService();
  if (!('transform' in service)) return true;
  const quiet = { info: () => {}, warn: () => {}, error: () => {} };
  const { format } = await service.transform(bytes, { src: url, width: 16, format: 'webp' }, imageConfig, quiet);
  return format === 'webp';
}
