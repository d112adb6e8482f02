import type { ErrorCode } from '@signal-portal/core';
import { observer } from 'mobx-react-lite';
import { useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServerSearchStore } from '../../../stores/signals/server-search.store.js';
import { FieldMessage } from '../../components/kit/index.js';

/**
 * The broker server field: a WAI-ARIA combobox whose listbox shows the search's answers. Focus stays
 * in the text field; the arrow keys move the highlighted option (aria-activedescendant), Enter
 * chooses it, Escape closes the list.
 */
export const ServerCombobox = observer(function ServerCombobox({
  search,
  problem,
  id: givenId,
}: {
  readonly search: ServerSearchStore;
  /** The field's problem (too short, none chosen), shown under it. */
  readonly problem: ErrorCode | null;
  readonly id?: string;
}) {
  const { t } = useTranslation();
  const ownId = useId();
  const id = givenId ?? ownId;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const open = search.open && search.results.length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        search.move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        search.move(-1);
        break;
      case 'Enter':
        // Chooses the highlighted server instead of submitting the form.
        if (search.chooseActive()) event.preventDefault();
        break;
      case 'Escape':
        if (search.open) {
          event.preventDefault();
          search.close();
        }
        break;
    }
  };

  const status =
    search.status === 'loading'
      ? t('signalLink.form.serverSearching')
      : search.status === 'ready' && search.selected === null
        ? search.results.length === 0
          ? t('signalLink.form.serverNone', { query: search.query.trim() })
          : t('signalLink.form.serverCount', { count: search.results.length })
        : '';
  const chosen = search.selected;

  return (
    <div className="field server-combobox">
      <div className="field-label-row">
        <label htmlFor={id}>{t('signal.fields.server')}</label>
      </div>
      <div className="server-combobox-box">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && search.activeIndex >= 0 ? optionId(search.activeIndex) : undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={[`${id}-hint`, `${id}-status`, problem ? `${id}-error` : ''].join(' ').trim()}
          placeholder={t('signalLink.form.serverPlaceholder')}
          value={search.query}
          onChange={(event) => search.setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => search.blur()}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('signal.fields.server')}
          hidden={!open}
          className="server-options"
        >
          {search.results.map((server, index) => (
            <li
              key={server.name}
              id={optionId(index)}
              role="option"
              aria-selected={index === search.activeIndex}
              className="server-option"
              // Keeps the focus in the text field, so the choice does not blur it first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => search.choose(index)}
            >
              <span className="server-option-name">{server.name}</span>
              <span className="server-option-detail">
                {t('signalLink.form.serverOption', { company: server.company, timezone: server.timezone })}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {chosen !== null && chosen.company !== ''
          ? t('signalLink.form.serverChosen', {
              name: chosen.name,
              company: chosen.company,
              timezone: chosen.timezone,
            })
          : t('signal.fields.serverSearchHint')}
      </p>
      <p id={`${id}-status`} className="field-hint server-search-status" role="status">
        {status}
      </p>
      {search.errorCode !== null && search.status === 'failed' && (
        <FieldMessage id={`${id}-search-error`} problem={{ code: search.errorCode }} />
      )}
      <FieldMessage id={`${id}-error`} problem={problem ? { code: problem } : null} />
    </div>
  );
});
