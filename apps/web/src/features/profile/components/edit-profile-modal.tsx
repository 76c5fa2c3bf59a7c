import { useEffect, useRef, useState, type FormEvent } from 'react';
import { messages } from '@tuning/shared/messages';
import { isProfileLink } from '@tuning/shared/profile';
import type { CurrentUserProfile } from '@tuning/shared/users';
import { BIO_MAX } from '@tuning/shared/validation';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { useRemoveProfilePhoto, useUploadProfilePhoto } from '../api/profile-photo.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { useUsernameCheck } from '../hooks/use-username-check.ts';
import './edit-profile-modal.css';

/** Where the user studies and lives: three free-text lines of up to 100 characters. */
const PLACE_FIELDS = [
  { name: 'collegeName', label: 'College', id: 'edit-college' },
  { name: 'collegeYear', label: 'College Year', id: 'edit-college-year' },
  { name: 'location', label: 'Location', id: 'edit-location' },
] as const;

/** product.md §2 Edit Profile: photo change/remove, the profile fields, Cancel and Save. */
export function EditProfileModal(props: { user: CurrentUserProfile; onClose: () => void }) {
  const { user, onClose } = props;
  const [fields, setFields] = useState({
    fullName: user.fullName,
    userName: user.userName,
    bio: user.bio,
    collegeName: user.collegeName,
    collegeYear: user.collegeYear,
    location: user.location,
    externalLink: user.externalLink,
  });
  const [formError, setFormError] = useState('');
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const usernameCheck = useUsernameCheck(fields.userName, user.userName, user.uid);
  const update = useUpdateProfile();
  const upload = useUploadProfilePhoto();
  const remove = useRemoveProfilePhoto();

  const set = (name: keyof typeof fields) => (value: string) => {
    setFormError('');
    setFields((current) => ({ ...current, [name]: value }));
  };
  const linkInvalid = !isProfileLink(fields.externalLink.trim());
  const blocked =
    usernameCheck.state !== 'ok' ||
    fields.bio.length > BIO_MAX ||
    linkInvalid ||
    !fields.fullName.trim() ||
    update.isPending;

  async function onPhotoChosen(file: File | undefined) {
    if (!file) return;
    try {
      await upload.mutateAsync({ file, userId: user.uid });
    } catch (error) {
      console.warn('Image upload failed', error);
      window.alert(messages.imageUploadFailed);
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  async function onRemovePhoto() {
    try {
      await remove.mutateAsync(user.uid);
    } catch (error) {
      console.warn('Failed to remove profile picture', error);
      window.alert(messages.imageRemoveFailed);
    } finally {
      setConfirmingRemove(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (blocked) return;
    try {
      const result = await update.mutateAsync({
        profilePic: user.userProfilePic,
        fullName: fields.fullName.trim(),
        userName: fields.userName.trim(),
        bio: fields.bio,
        collegeName: fields.collegeName.trim(),
        collegeYear: fields.collegeYear.trim(),
        location: fields.location.trim(),
        externalLink: fields.externalLink.trim(),
      });
      if (!result.proceed) {
        setFormError(messages.usernameTaken);
        return;
      }
      onClose();
    } catch (error) {
      setFormError(error instanceof Error ? error.message : 'Saving failed. Please try again.');
    }
  }

  const photoBusy = upload.isPending || remove.isPending;
  return (
    <ModalDialog title="Edit Profile" onClose={onClose}>
      <form className="stack edit-profile" onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className="edit-profile__photo">
          <UserAvatar src={user.userProfilePic} name={user.fullName} size="large" />
          <div className="stack edit-profile__photo-actions">
            <label className="button button--secondary button--small edit-profile__file">
              {upload.isPending ? 'Uploading...' : 'Change Photo'}
              <input
                ref={fileInput}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif"
                className="sr-only"
                disabled={photoBusy}
                onChange={(event) => void onPhotoChosen(event.target.files?.[0])}
              />
            </label>
            {!confirmingRemove && (
              <button
                type="button"
                className="button button--ghost button--small"
                disabled={photoBusy || !user.userProfilePic}
                onClick={() => setConfirmingRemove(true)}
              >
                Remove Photo
              </button>
            )}
          </div>
        </div>
        {confirmingRemove && (
          <RemovePhotoConfirm
            removing={remove.isPending}
            onKeep={() => setConfirmingRemove(false)}
            onRemove={() => void onRemovePhoto()}
          />
        )}
        <TextField
          id="edit-full-name"
          label="Full Name"
          value={fields.fullName}
          onChange={set('fullName')}
          maxLength={80}
        />
        <TextField
          id="edit-userName"
          label="Username"
          value={fields.userName}
          onChange={set('userName')}
          maxLength={30}
          autoComplete="username"
          aria-invalid={usernameCheck.state === 'invalid'}
          aria-describedby="edit-userName-status"
        >
          <span
            id="edit-userName-status"
            className={usernameCheck.state === 'invalid' ? 'field-error' : 'field-hint'}
            role="status"
          >
            {usernameCheck.state === 'invalid' && usernameCheck.message}
            {usernameCheck.state === 'checking' && 'Checking...'}
          </span>
        </TextField>
        <div className="field">
          <label htmlFor="edit-bio">Bio</label>
          <textarea
            id="edit-bio"
            rows={3}
            value={fields.bio}
            maxLength={BIO_MAX}
            onChange={(event) => set('bio')(event.target.value)}
            aria-describedby="edit-bio-count"
          />
          <span id="edit-bio-count" className="field-hint edit-profile__count">
            {fields.bio.length}/{BIO_MAX}
          </span>
        </div>
        {PLACE_FIELDS.map(({ name, label, id }) => (
          <TextField
            key={name}
            id={id}
            label={label}
            value={fields[name]}
            onChange={set(name)}
            maxLength={100}
          />
        ))}
        <TextField
          id="edit-externalLink"
          label="Social Handles"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={fields.externalLink}
          maxLength={300}
          onChange={set('externalLink')}
          aria-invalid={linkInvalid}
        >
          {linkInvalid && (
            <span className="field-error">Enter a link starting with http:// or https://</span>
          )}
        </TextField>
        {formError && (
          <p className="form-error" role="alert">
            {formError}
          </p>
        )}
        <div className="modal-actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={blocked}>
            {update.isPending ? 'Saving...' : 'Save'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

/**
 * Removing the photo deletes it on the server at once: it asks first, inside the dialog (product.md
 * §2, Edit Profile dialog: anything that destroys data confirms). Focus starts on the choice that
 * keeps the photo.
 */
function RemovePhotoConfirm(props: {
  removing: boolean;
  onKeep: () => void;
  onRemove: () => void;
}) {
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => keepRef.current?.focus(), []);
  return (
    <div
      className="edit-profile__confirm"
      role="group"
      aria-labelledby="edit-remove-photo-question"
    >
      <p id="edit-remove-photo-question">{messages.removePhotoConfirm}</p>
      <div className="cluster">
        <button
          ref={keepRef}
          type="button"
          className="button button--ghost button--small"
          disabled={props.removing}
          onClick={props.onKeep}
        >
          Keep Photo
        </button>
        <button
          type="button"
          className="button button--primary button--small"
          disabled={props.removing}
          onClick={props.onRemove}
        >
          {props.removing ? 'Removing...' : 'Remove Photo'}
        </button>
      </div>
    </div>
  );
}
