/** The generated artwork at the top of an event page (components/event-art.tsx). */
export type EventScene = 'airport' | 'festival' | 'buenos-aires' | 'archive';

export interface EventSection {
  heading: string;
  paragraphs: readonly string[];
  /** A list after the paragraphs (what to bring, the weekend's programme). */
  items?: readonly string[];
}

/** An event page or a history article: static copy, in Portuguese (the pro series). */
export interface EventContent {
  /** The line above the title (the kind of page and the place). */
  kicker: string;
  title: string;
  lead: string;
  scene: EventScene;
  /** What the artwork shows, for screen readers. */
  sceneLabel: string;
  facts?: readonly { label: string; value: string }[];
  sections: readonly EventSection[];
  /** History articles carry tags like the news (public-site.md §2.3). */
  tags?: readonly string[];
  related?: readonly { label: string; href: string }[];
}
