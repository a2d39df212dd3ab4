import { useState } from 'react';

interface UserAvatarProps {
  /** The name the initial comes from when there is no image (or it fails to load). */
  name: string;
  src?: string | null | undefined;
  size?: 'sm' | 'md' | 'lg';
  /** Empty (decorative) when the name is shown beside it. */
  alt?: string;
}

/** A round avatar: the image when there is one, else the name's initial. */
export function UserAvatar({ name, src, size = 'md', alt = '' }: UserAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const className = `user-avatar user-avatar-${size}`;
  if (src && src !== failedSrc) return <img className={className} src={src} alt={alt} onError={() => setFailedSrc(src)} />;
  return (
    <span className={className} role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true}>
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
