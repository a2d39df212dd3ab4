import { AVATAR_TYPES } from '@kitsmith/contract';
import { userDisplayName, type User } from '@kitsmith/core';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { api } from '../app/api.ts';
import { useSession } from '../session/use-session.ts';
import { ErrorBanner } from '../ui/error-banner.tsx';
import { errorMessage } from '../ui/error-message.ts';
import { InputField } from '../ui/form-field.tsx';
import { useToast } from '../ui/toast.tsx';
import { UserAvatar } from '../ui/user-avatar.tsx';
import { avatarFileProblem } from './settings-validation.ts';

interface Chosen {
  file: File;
  previewUrl: string;
}

/** The avatar: pick an image, see it, then upload it (PNG, JPEG, WebP or GIF up to 2 MB). */
export function AvatarSection({ user }: { user: User }) {
  const session = useSession();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const name = userDisplayName(user);

  // The preview's object URL lives as long as it is shown.
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.previewUrl) : undefined), [chosen]);

  const clear = () => {
    setChosen(null);
    if (input.current) input.current.value = '';
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    setFailure(null);
    const file = event.target.files?.[0];
    if (!file) return clear();
    const found = avatarFileProblem(file);
    setProblem(found);
    if (found) return clear();
    setChosen({ file, previewUrl: URL.createObjectURL(file) });
  };

  const upload = async () => {
    if (!chosen) return;
    setUploading(true);
    setFailure(null);
    try {
      await api.users.uploadAvatar(chosen.file, chosen.file.name);
      clear();
      await session.refresh().catch((error: unknown) => console.error('Failed to refresh user data', error));
      toast('Avatar updated.');
    } catch (error) {
      console.error('Failed to upload avatar', error);
      setFailure(errorMessage(error, 'Failed to upload avatar'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <section className="card screen-section" id="avatar" aria-labelledby="avatar-title">
      <div className="screen-section-header">
        <h2 id="avatar-title">Avatar</h2>
        <p className="muted">Shown next to your name in the app and to your teammates.</p>
      </div>
      <div className="avatar-editor">
        <figure className="avatar-figure">
          <UserAvatar name={name} src={user.photoURL} size="lg" alt={user.photoURL ? 'Your current avatar' : `No avatar yet: your initial, ${name.charAt(0).toUpperCase()}`} />
          <figcaption className="muted">Current</figcaption>
        </figure>
        {chosen ? (
          <figure className="avatar-figure">
            <img className="user-avatar user-avatar-lg" src={chosen.previewUrl} alt="Preview of your new avatar" />
            <figcaption className="muted">New</figcaption>
          </figure>
        ) : null}
        <div className="avatar-controls">
          <InputField
            ref={input}
            label="Choose an image"
            name="avatar"
            type="file"
            accept={AVATAR_TYPES.join(',')}
            onChange={choose}
            disabled={uploading}
            error={problem}
            hint="PNG, JPEG, WebP or GIF, at most 2 MB. Square images look best."
          />
          <ErrorBanner message={failure} />
          {chosen ? (
            <div className="form-actions">
              <button type="button" className="button button-primary" disabled={uploading} onClick={() => void upload()}>
                {uploading ? 'Uploading...' : 'Upload avatar'}
              </button>
              <button type="button" className="button button-outline" disabled={uploading} onClick={clear}>
                Cancel
              </button>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
