/**
 * The header search field with autocomplete, a WAI-ARIA 1.2 combobox (list autocomplete): typing
 * asks GET /{locale}/api/search/autocomplete/ (debounced, the last answer wins); Arrow Down/Up move
 * through the suggestions (aria-activedescendant), Enter opens the active one or submits the
 * search, Escape closes the list (a second Escape closes the field). The number of suggestions is
 * announced in a polite live region. The form itself is a GET to the results page.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Locale } from '../../shared/constants';
import { SEARCH_QUERY_MAX, type SearchSuggestion } from '../../shared/contract/search';
import { buildPath } from '../../shared/routes';
import { SearchIcon } from './SearchIcon';
import * as styles from './HeaderSearch.module.css';
import { useArea } from '../stores/context';
import { searchArea } from '../stores/SearchStore';

export const AUTOCOMPLETE_DELAY_MS = 200;
export const AUTOCOMPLETE_MIN_CHARS = 2;

export default function SearchCombobox({ locale, onClose }: { locale: Locale; onClose(): void }) {
  const { t } = useTranslation();
  const search = useArea(searchArea);
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<SearchSuggestion[]>([]);
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  const request = useRef(0);

  useEffect(() => input.current?.focus(), []);

  useEffect(() => {
    const query = text.replace(/\s+/g, ' ').trim();
    const ticket = ++request.current;
    if (query.length < AUTOCOMPLETE_MIN_CHARS) return;
    const timer = setTimeout(() => {
      search.suggest(locale, query).then(
        (found) => {
          if (ticket !== request.current) return;
          setSuggestions(found);
          setExpanded(found.length > 0);
          setActive(-1);
          setAnnouncement(found.length > 0 ? t('search.suggestions', { count: found.length }) : t('search.noSuggestions'));
        },
        () => {
          // suggestions are a convenience: a failure leaves the plain search
          if (ticket === request.current) setExpanded(false);
        },
      );
    }, AUTOCOMPLETE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, locale, search, t]);

  const onType = (value: string) => {
    setText(value);
    if (value.replace(/\s+/g, ' ').trim().length < AUTOCOMPLETE_MIN_CHARS) {
      // too short to suggest anything: the list closes (a pending answer is dropped by its ticket)
      request.current++;
      setSuggestions([]);
      setExpanded(false);
      setActive(-1);
    }
  };

  const resultsPath = buildPath('search-category-page', locale);
  const go = (url: string) => {
    onClose();
    void navigate(url);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.replace(/\s+/g, ' ').trim();
    if (!query) return input.current?.focus();
    go(`${resultsPath}?query=${encodeURIComponent(query)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      setExpanded(true);
      // wraps around: down from the last goes to the first, up from the first (or none) to the last
      setActive((current) => (event.key === 'ArrowDown' ? (current + 1) % count : current <= 0 ? count - 1 : current - 1));
      return;
    }
    if (event.key === 'Enter' && expanded && active >= 0 && active < count) {
      event.preventDefault();
      go(suggestions[active].url);
      return;
    }
    if (event.key === 'Escape' && expanded) {
      // first Escape: only the list; the field closes on the next one (useDismiss of the header search)
      event.preventDefault();
      event.stopPropagation();
      setExpanded(false);
      setActive(-1);
    }
  };

  const activeId = expanded && active >= 0 && active < suggestions.length ? `${id}-option-${active}` : undefined;
  return (
    <form role="search" className={styles.form} action={resultsPath} method="get" onSubmit={onSubmit}>
      <label htmlFor={`${id}-input`} className="visually-hidden">
        {t('search.label')}
      </label>
      <div className={styles.field}>
        <SearchIcon className={styles.fieldIcon} />
        <input
          ref={input}
          id={`${id}-input`}
          name="query"
          type="search"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          maxLength={SEARCH_QUERY_MAX}
          className={styles.input}
          placeholder={t('search.placeholder')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeId}
          value={text}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={onKeyDown}
          data-testid="search-input"
        />
        <button type="submit" className={styles.submit}>
          {t('search.submit')}
        </button>
      </div>
      <ul id={listId} role="listbox" aria-label={t('search.suggestionsLabel')} className={styles.listbox} hidden={!expanded}>
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.url}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // mousedown would blur the input before the click lands
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(suggestion.url)}
            onMouseMove={() => setActive(index)}
          >
            <span className={styles.optionTitle}>{suggestion.title}</span>
            <span className={styles.optionKind}>{t(`search.kinds.${suggestion.kind}`)}</span>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite" role="status">
        {announcement}
      </p>
    </form>
  );
}
