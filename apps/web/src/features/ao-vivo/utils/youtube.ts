/** The video id carried in the live's link (`...watch?v=ID`, public-site.md §3). */
export function youtubeVideoId(link: string): string | undefined {
  try {
    return new URL(link, 'https://www.youtube.com').searchParams.get('v') ?? undefined;
  } catch {
    return undefined;
  }
}

export function youtubeEmbedUrl(link: string): string | undefined {
  const id = youtubeVideoId(link);
  return id ? `https://www.youtube.com/embed/${encodeURIComponent(id)}?autoplay=1` : undefined;
}
