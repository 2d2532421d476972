// The site search (id "site-search"): a modal dialog with a search field and the pages found,
// grouped by kind (programmes first), the best five of each kind with the kind's count. Results
// come as the visitor types; Enter searches at once and moves to the first result, the arrow keys
// go from result to result, Escape or the close button close it and focus returns to the button
// that opened it. The number found is announced.
import React, { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { DialogHeader } from '@/components/ui/dialog-header';
import { useEscape } from '@/components/ui/use-escape';
import { useFocusTrap } from '@/components/ui/use-focus-trap';
import type { Language } from '@/lib/routes';
import { keepIndexForOffline, loadSearchEngine, type SearchAnswer, type SearchEngine } from './search-engine';
import { excerptParts } from './search-results';
import { useSearchOpen } from './search-state';
import * as styles from './search-dialog.module.css';

const MIN_TERM_LENGTH = 2;
const SEARCH_DIALOG_ID = 'site-search';

type SearchStatus =
  { kind: 'idle' } | { kind: 'searching' } | { kind: 'answered'; answer: SearchAnswer } | { kind: 'failed'; offline: boolean };

const Excerpt = ({ excerpt }: { excerpt: string }) => (
  <span className={styles.excerpt}>
    {excerptParts(excerpt).map((part, index) =>
      part.marked ? <mark key={index}>{part.text}</mark> : <React.Fragment key={index}>{part.text}</React.Fragment>,
    )}
  </span>
);

const resultLinks = (container: HTMLElement | null) =>
  Array.from(container?.querySelectorAll<HTMLAnchorElement>('a[data-search-hit]') ?? []);

export interface SearchDialogProps {
  language: Language;
  /** The engine: Pagefind's in the browser; the component tests give their own. */
  loadEngine?: (language: Language) => Promise<SearchEngine>;
}

export const SearchDialog = ({ language, loadEngine = loadSearchEngine }: SearchDialogProps) => {
  const { t } = useTranslation('common');
  const [open, setOpen] = useSearchOpen();
  const close = useCallback(() => setOpen(false), [setOpen]);
  const [term, setTerm] = useState('');
  const [status, setStatus] = useState<SearchStatus>({ kind: 'idle' });
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const latestTerm = useRef(term);
  const focusFirstWhenAnswered = useRef(false);
  const titleId = useId();
  const hintId = useId();

  useFocusTrap(dialogRef, open, inputRef);
  useEscape(open, close);

  const runSearch = useCallback(
    async (words: string, now: boolean) => {
      latestTerm.current = words;
      if (words.trim().length < MIN_TERM_LENGTH) {
        setStatus({ kind: 'idle' });
        return;
      }
      setStatus({ kind: 'searching' });
      try {
        const engine = await loadEngine(language);
        const answer = await engine.search(words.trim(), { now });
        // A newer search took its place, or the words changed while this one ran.
        if (!answer || latestTerm.current !== words) return;
        setStatus({ kind: 'answered', answer });
        void keepIndexForOffline(language);
      } catch {
        if (latestTerm.current === words) setStatus({ kind: 'failed', offline: typeof navigator !== 'undefined' && !navigator.onLine });
      }
    },
    [language, loadEngine],
  );

  // The words kept from an earlier opening are searched again (the index may be newer).
  useEffect(() => {
    if (open && latestTerm.current) void runSearch(latestTerm.current, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on opening only
  }, [open]);

  useEffect(() => {
    if (status.kind !== 'answered' || !focusFirstWhenAnswered.current) return;
    focusFirstWhenAnswered.current = false;
    resultLinks(resultsRef.current)[0]?.focus();
  }, [status]);

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setTerm(event.target.value);
    focusFirstWhenAnswered.current = false;
    void runSearch(event.target.value, false);
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    focusFirstWhenAnswered.current = true;
    const answered = status.kind === 'answered' && status.answer.term === term.trim();
    if (answered) setStatus({ ...status });
    else void runSearch(term, true);
  };

  // The arrow keys: from the field to the first result, then from one result to the next.
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = resultLinks(resultsRef.current);
    if (links.length === 0) return;
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const fromField = document.activeElement === inputRef.current;
    if (!fromField && at === -1) return;
    event.preventDefault();
    if (fromField) {
      if (event.key === 'ArrowDown') links[0].focus();
      return;
    }
    if (event.key === 'ArrowDown') links[Math.min(at + 1, links.length - 1)].focus();
    else if (at === 0) inputRef.current?.focus();
    else links[at - 1].focus();
  };

  if (!open) return null;
  const answer = status.kind === 'answered' ? status.answer : null;
  const groups = answer?.groups ?? [];
  const message =
    status.kind === 'searching'
      ? t('search.searching')
      : status.kind === 'failed'
        ? t(status.offline ? 'search.offline' : 'search.unavailable')
        : answer
          ? answer.total === 0
            ? t('search.none', { term: answer.term })
            : t('search.found', { count: answer.total, term: answer.term })
          : term.trim().length > 0
            ? t('search.tooShort')
            : t('search.hint');

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a press on the backdrop closes for pointer users; the keyboard has Escape and the close button
    <div className={styles.overlay} onMouseDown={(event) => event.target === event.currentTarget && close()}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the arrow keys move between the links inside */}
      <div
        id={SEARCH_DIALOG_ID}
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <DialogHeader id={titleId} title={t('search.title')} closeLabel={t('search.close')} onClose={close} />
        <form role="search" className={styles.form} onSubmit={onSubmit} aria-labelledby={titleId}>
          <Search aria-hidden="true" size={22} strokeWidth={2.25} className={styles.fieldIcon} />
          <input
            ref={inputRef}
            type="search"
            name="q"
            className={styles.field}
            value={term}
            onChange={onChange}
            placeholder={t('search.placeholder')}
            aria-label={t('search.label')}
            aria-describedby={hintId}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
          />
        </form>
        <p id={hintId} className={styles.status} role="status">
          {message}
        </p>
        {groups.length > 0 ? (
          <div ref={resultsRef} className={styles.results}>
            {groups.map((group) => (
              <section key={group.kind} className={styles.group} aria-labelledby={`${SEARCH_DIALOG_ID}-${group.kind}`}>
                <h3 id={`${SEARCH_DIALOG_ID}-${group.kind}`} className={styles.groupTitle}>
                  {t(`search.kinds.${group.kind}`)}
                  <span className={styles.groupCount}>{group.total}</span>
                </h3>
                <ul className={styles.hits}>
                  {group.hits.map((hit) => (
                    <li key={hit.url}>
                      <Link to={hit.url} className={styles.hit} data-search-hit="" onClick={close}>
                        <span className={styles.hitTitle}>{hit.title}</span>
                        <Excerpt excerpt={hit.excerpt} />
                      </Link>
                    </li>
                  ))}
                </ul>
                {group.total > group.hits.length ? (
                  <p className={styles.more}>{t('search.more', { shown: group.hits.length, count: group.total })}</p>
                ) : null}
              </section>
            ))}
            <p className={styles.keys}>{t('search.keys')}</p>
          </div>
        ) : null}
      </div>
    </div>
  );
};
