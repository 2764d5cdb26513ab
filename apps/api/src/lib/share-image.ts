/** The address a share preview shows for an image of the site (the lead's version makes raster copies). */
export function shareImageUrl(src: string): string {
  return src;
}
