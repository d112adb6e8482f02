import { IMAGE_FORMATS, isLanguage, SessionService } from '@signal-portal/core';

import { observer } from 'mobx-react-lite';

import { useState, type ChangeEvent } from 'react';

import { useTranslation } from 'react-i18next';

import { ProfileStore } from '../../stores/settings/profile.store.js';

import { describedBy, FieldError } from '../auth/auth-shared.js';

import { Avatar } from '../layout/Avatar.js';
import { LanguageStore, SessionStore, UiStore, useInjection } from '../shared.js';

const ACCEPTED_IMAGES = IMAGE_FORMATS.map((format) => `image/${format}`).join(',');

const UsernameRow = observer(function UsernameRow({
  profile,
  username,
}: {
  readonly profile: ProfileStore;
  readonly username: string;
}) {
  const { t } = useTranslation();
  const error = profile.fieldErrors.username;
  if (!profile.editingUsername) {
    return (
      <div className="settings-row">
        <dt>{t('settings.username')}</dt>
        <dd>
          <span>{username}</span>
          <button type="button" className="link-button" onClick={() => profile.startEditingUsername()}>
            {t('settings.editUsername')}
          </button>
        </dd>
      </div>
    );
  }
  return (
    <div className="settings-row">
      <dt>
        <label htmlFor="settings-username">{t('settings.username')}</label>
      </dt>
      <dd>
        <form
          className="settings-inline-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void profile.saveUsername();
          }}
        >
          <input
            id="settings-username"
            value={profile.usernameDraft}
            onChange={(event) => profile.setUsernameDraft(event.target.value)}
            aria-invalid={error !== undefined}
            aria-describedby={describedBy('settings-username-hint', error && 'settings-username-error')}
          />
          <button type="submit" className="button button-primary" disabled={profile.busy}>
            {t('common.save')}
          </button>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => profile.cancelEditingUsername()}
          >
            {t('common.cancel')}
          </button>
        </form>
        <p id="settings-username-hint" className="field-hint">
          {t('auth.usernameHint')}
        </p>
        <FieldError id="settings-username-error" code={error} />
      </dd>
    </div>
  );
});

/** Username, headshot, email, phone and language of the signed-in member. */
export const ProfileSection = observer(function ProfileSection() {
  const session = useInjection(SessionStore);
  const language = useInjection(LanguageStore);
  const sessionService = useInjection(SessionService);
  const ui = useInjection(UiStore);
  const [profile] = useState(() => new ProfileStore(sessionService, ui));
  const { t } = useTranslation();
  const user = session.user;
  if (!user) return null;

  const onPicture = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) await profile.uploadHeadshot(file.name, new Uint8Array(await file.arrayBuffer()));
  };

  return (
    <section className="panel" aria-labelledby="settings-profile">
      <h2 id="settings-profile">{t('settings.profile')}</h2>
      <p className="settings-text">{t('settings.profileText')}</p>
      <div className="settings-headshot">
        <Avatar user={user} size={72} />
        <div>
          <label className="button button-secondary file-button">
            {t('settings.changeHeadshot')}
            <input
              type="file"
              accept={ACCEPTED_IMAGES}
              className="visually-hidden"
              onChange={(event) => void onPicture(event)}
              aria-describedby="headshot-hint"
            />
          </label>
          <p id="headshot-hint" className="field-hint">
            {t('settings.headshotHint')}
          </p>
        </div>
      </div>
      <dl className="settings-list">
        <UsernameRow profile={profile} username={user.username} />
        <div className="settings-row">
          <dt>{t('settings.email')}</dt>
          <dd>{user.email || <span className="muted">{t('settings.notSet')}</span>}</dd>
        </div>
        <div className="settings-row">
          <dt>{t('settings.phone')}</dt>
          <dd>{user.phone || <span className="muted">{t('settings.notSet')}</span>}</dd>
        </div>
        <div className="settings-row">
          <dt>
            <label htmlFor="settings-language">{t('settings.language')}</label>
          </dt>
          <dd>
            <select
              id="settings-language"
              value={language.language}
              onChange={(event) => {
                if (isLanguage(event.target.value)) void language.choose(event.target.value);
              }}
            >
              {language.options.map((option) => (
                <option key={option.value} value={option.value} lang={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </dd>
        </div>
      </dl>
    </section>
  );
});
