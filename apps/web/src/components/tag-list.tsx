import { Link } from './link.tsx';
import './tag-list.css';

interface TagListProps {
  tags: readonly string[];
  /** The list's accessible name ('Tags'). */
  label: string;
  /** Where a tag leads (the news search for it). */
  href: (tag: string) => string;
}

/** An article's tags as '#tag' links; the '#' is decoration, the name is the tag. */
export function TagList({ tags, label, href }: TagListProps) {
  if (tags.length === 0) return null;
  return (
    <ul className="tag-list" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link className="tag-list__tag" to={href(tag)}>
            <span aria-hidden="true">#</span>
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
