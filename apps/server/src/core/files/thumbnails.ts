/** Longest side of a thumbnail, in pixels. */
export const THUMB_SIZE = 320;

export interface PictureInfo {
  width: number;
  height: number;
  /** A WebP thumbnail (at most THUMB_SIZE on its longest side). */
  thumb: Buffer;
}

/** The picture does not decode: its first bytes looked right but the rest is not a picture. */
export class BrokenPictureError extends Error {}

type Sharp = typeof import('sharp').default;
let sharpModule: Promise<Sharp | null> | null = null;

/** sharp ships prebuilt libvips binaries per platform; where none fits, pictures are stored without thumbnails. */
function loadSharp(): Promise<Sharp | null> {
  sharpModule ??= import('sharp').then(
    (m) => m.default,
    () => null,
  );
  return sharpModule;
}

/**
 * Reads a picture's size and makes its thumbnail (first frame of an animation, EXIF orientation applied).
 * Returns null when no image library is available on this platform.
 */
export async function describePicture(path: string): Promise<PictureInfo | null> {
  const sharp = await loadSharp();
  if (!sharp) return null;
  try {
    const image = sharp(path, { failOn: 'error', limitInputPixels: 100_000_000 });
    const meta = await image.metadata();
    const width = meta.autoOrient?.width ?? meta.width;
    const height = meta.autoOrient?.height ?? meta.height;
    if (!width || !height) throw new BrokenPictureError('no dimensions');
    // Always decoded in full: a picture whose header is right but whose pixels are not is refused here.
    const thumb = await sharp(path, { failOn: 'error', limitInputPixels: 100_000_000 })
      .rotate()
      .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    return { width, height, thumb };
  } catch (err) {
    if (err instanceof BrokenPictureError) throw err;
    throw new BrokenPictureError((err as Error).message);
  }
}
