/** The testimonial carousel's interval (public-site.md §9). */
export const TESTIMONIAL_INTERVAL_MS = 10_000;
