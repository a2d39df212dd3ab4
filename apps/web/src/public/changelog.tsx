import type { ReactNode } from 'react';
import { changelogReleases, releaseHeading, type Inline } from './markdown.ts';
import './changelog.css';

/** A release's UTC day as the reader's locale writes it ("March 4, 2026"). */
const formatDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

function InlineContent({ content }: { content: Inline[] }): ReactNode {
  return content.map((part, index) => {
    if (part.type === 'code') return <code key={index}>{part.text}</code>;
    if (part.type === 'link')
      return (
        <a key={index} href={part.href} rel="noopener noreferrer nofollow">
          {part.text}
        </a>
      );
    return part.text;
  });
}

/**
 * A project's changelog (core's Keep a Changelog markdown) as elements: each release's heading, message
 * and Added/Changed/Removed lists, headings from `level` down (the section's own heading sits above).
 */
export function Changelog({ markdown, level = 3 }: { markdown: string; level?: 2 | 3 | 4 }) {
  const blocks = changelogReleases(markdown);
  if (blocks.length === 0) return null;
  return (
    <div className="changelog">
      {blocks.map((block, index) => {
        if (block.type === 'heading') {
          // The releases' `##` becomes `level`, their `###` the level below it.
          const Heading = `h${Math.min(6, level + Math.max(0, block.level - 2))}` as 'h3';
          const release = block.level === 2 ? releaseHeading(block.content) : null;
          return (
            <Heading key={index} className={block.level === 2 ? 'changelog-release' : 'changelog-group'}>
              {release ? (
                <>
                  v{release.version} <time dateTime={release.date}>{formatDay(release.date)}</time>
                </>
              ) : (
                <InlineContent content={block.content} />
              )}
            </Heading>
          );
        }
        if (block.type === 'paragraph')
          return (
            <p key={index}>
              <InlineContent content={block.content} />
            </p>
          );
        return (
          <ul key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <InlineContent content={item} />
              </li>
            ))}
          </ul>
        );
      })}
    </div>
  );
}
