/**
 * The content calendar (issue 43 item 3; docs/editor.md "Content calendar"): the toolbar's
 * 'Kalender' opens it. By week or month, in Berlin days and times: what goes live or offline
 * (scheduled go-lives and take-downs of pages, concerts and stories), concerts, pre-sale starts and
 * stories by their date, filtered by kind; each entry is a link that opens its editor (`?edit`).
 * Keyboard: the buttons, and the left/right arrow keys (Page Up/Down too; with Shift a year) for
 * the previous and next period anywhere in it but a form field.
 */
import { observer } from 'mobx-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { berlinToday, berlinWallClock, berlinZoneName } from '../../../shared/berlinTime';
import * as editorPaths from '../../../shared/api/editorPaths';
import { CALENDAR_KINDS, type CalendarAnswer, type CalendarEntry, type CalendarKind } from '../../../shared/contract/calendar';
import { dateTimeFormat, intlLocale } from '../../../shared/intl';
import { useStore } from '../../stores/context';
import { storeEnv } from '../../stores/env';
import { areaOf } from '../../stores/areas';
import { editorArea } from '../EditorStore';
import { Dialog } from '../ui/Dialog';
import * as ui from '../ui/ui.module.css';
import { addDays, dayDate, daysBetween, isoWeek, move, rangeOf, weekday, weekStart, type CalendarView } from './dates';
import * as styles from './calendar.module.css';
import { useCalendarTexts } from './texts';

export const CalendarButton = observer(function CalendarButton() {
  const { t } = useCalendarTexts();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={ui.toolbarButton} aria-haspopup="dialog" onClick={() => setOpen(true)} data-testid="calendar-open">
        {t('calendar.button')}
      </button>
      {open && <CalendarDialog onClose={() => setOpen(false)} />}
    </>
  );
});

const KIND_CLASS: Record<CalendarKind, string> = { publish: styles.publish, unpublish: styles.unpublish, concert: styles.concert, presale: styles.presale, story: styles.story };

const pad = (n: number) => String(n).padStart(2, '0');
const timeOf = (at: string) => {
  const clock = berlinWallClock(new Date(at));
  return `${pad(clock.hour)}:${pad(clock.minute)}`;
};

function CalendarDialog({ onClose }: { onClose(): void }) {
  const { t, locale } = useCalendarTexts();
  const store = useStore();
  const [view, setView] = useState<CalendarView>('month');
  const [anchor, setAnchor] = useState(() => berlinToday());
  const [shown, setShown] = useState<ReadonlySet<CalendarKind>>(() => new Set(CALENDAR_KINDS));
  /** the newest answer, or the range whose request failed */
  const [answer, setAnswer] = useState<CalendarAnswer | null>(null);
  const [failedRange, setFailedRange] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const { from, to } = rangeOf(view, anchor);

  useEffect(() => {
    let alive = true;
    const editor = areaOf(store, editorArea);
    editor
      .track('read', () => storeEnv(store).api.get<CalendarAnswer>(editorPaths.contentCalendar(locale, from, to)))
      .then(
        (result) => alive && setAnswer(result),
        () => alive && setFailedRange(`${from}/${to}`),
      );
    return () => {
      alive = false;
    };
  }, [store, locale, from, to]);

  const go = (steps: number) => setAnchor((current) => move(view, current, steps));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('input, select, textarea')) return;
    const back = event.key === 'ArrowLeft' || event.key === 'PageUp';
    const on = event.key === 'ArrowRight' || event.key === 'PageDown';
    if (!back && !on) return;
    event.preventDefault();
    const year = event.shiftKey && event.key.startsWith('Page') ? (view === 'week' ? 52 : 12) : 1;
    go(back ? -year : year);
    // an entry the focus was on may be gone with the period: the period's name takes it
    if (!(event.target as HTMLElement).closest('[data-calendar-nav]')) heading.current?.focus();
  };

  const current = answer && answer.from === from && answer.to === to ? answer : null;
  const failed = !current && failedRange === `${from}/${to}`;
  const entries = current?.entries.filter((entry) => shown.has(entry.kind)) ?? [];
  const byDay = new Map<string, CalendarEntry[]>();
  for (const entry of entries) byDay.set(entry.date, [...(byDay.get(entry.date) ?? []), entry]);
  const language = intlLocale(locale);
  const monthName = dateTimeFormat(language, { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(dayDate(from));
  const dayLong = dateTimeFormat(language, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
  const dayShort = dateTimeFormat(language, { timeZone: 'UTC', weekday: 'short' });
  const range = dateTimeFormat(language, { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).formatRange(dayDate(from), dayDate(to));
  const periodName = view === 'month' ? monthName : t('calendar.weekLabel', { week: isoWeek(from), range });
  const today = berlinToday();
  const toggle = (kind: CalendarKind) =>
    setShown((before) => {
      const next = new Set(before);
      if (next.has(kind)) next.delete(kind);
      else next.add(kind);
      return next;
    });

  return (
    <Dialog title={t('calendar.title')} onClose={onClose} size="full" testId="calendar-dialog">
      {/* the arrow keys work anywhere in the calendar but its checkboxes (a keyboard shortcut of the dialog's content) */}
      <div className={styles.calendar} onKeyDown={onKeyDown} data-testid="calendar">
        <p className={styles.intro}>
          {t('calendar.intro')} {t('calendar.keys')}
        </p>
        <div className={styles.bar}>
          <div className={styles.nav} role="group" aria-label={t('calendar.view')} data-calendar-nav="">
            {(['week', 'month'] as const).map((option) => (
              <button key={option} type="button" className={ui.smallButton} aria-pressed={view === option} onClick={() => setView(option)} data-testid={`calendar-view-${option}`}>
                {t(`calendar.${option}`)}
              </button>
            ))}
          </div>
          <div className={styles.nav} data-calendar-nav="">
            <button type="button" className={ui.smallButton} onClick={() => go(view === 'week' ? -52 : -12)} aria-label={t('calendar.previousYear')} title={t('calendar.previousYear')} data-testid="calendar-previous-year">
              <span aria-hidden="true">«</span>
            </button>
            <button type="button" className={ui.smallButton} onClick={() => go(-1)} aria-label={t(`calendar.previous_${view}`)} title={t(`calendar.previous_${view}`)} data-testid="calendar-previous">
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className={ui.smallButton} onClick={() => setAnchor(berlinToday())} data-testid="calendar-today">
              {t('calendar.today')}
            </button>
            <button type="button" className={ui.smallButton} onClick={() => go(1)} aria-label={t(`calendar.next_${view}`)} title={t(`calendar.next_${view}`)} data-testid="calendar-next" data-autofocus="">
              <span aria-hidden="true">›</span>
            </button>
            <button type="button" className={ui.smallButton} onClick={() => go(view === 'week' ? 52 : 12)} aria-label={t('calendar.nextYear')} title={t('calendar.nextYear')} data-testid="calendar-next-year">
              <span aria-hidden="true">»</span>
            </button>
          </div>
          <fieldset className={styles.filters}>
            <legend className={styles.legend}>{t('calendar.filter')}</legend>
            {CALENDAR_KINDS.map((kind) => (
              <label key={kind} className={styles.filter}>
                <input type="checkbox" checked={shown.has(kind)} onChange={() => toggle(kind)} data-testid={`calendar-filter-${kind}`} />
                <span className={`${styles.swatch} ${KIND_CLASS[kind]}`} aria-hidden="true" /> {t(`calendar.filter_${kind}`)}
              </label>
            ))}
          </fieldset>
        </div>
        <div className={styles.period}>
          <h3 ref={heading} tabIndex={-1} className={styles.periodName} data-testid="calendar-period">
            {periodName}
          </h3>
          <p className={styles.status} role="status" data-testid="calendar-status">
            {failed ? t('calendar.loadFailed') : !current ? t('calendar.loading') : entries.length ? t('calendar.count', { count: entries.length }) : t('calendar.empty')}
            {' · '}
            {t('calendar.zone', { zone: berlinZoneName(dayDate(from), locale) })}
          </p>
        </div>
        <div className={styles.weekdays} aria-hidden="true">
          {daysBetween(weekStart(from), addDays(weekStart(from), 6)).map((day) => (
              <span key={day}>{dayShort.format(dayDate(day))}</span>
            ))}
        </div>
        <ol className={`${styles.grid} ${view === 'week' ? styles.weekGrid : ''}`} data-testid="calendar-days">
          {daysBetween(from, to).map((day, index) => {
            const list = byDay.get(day) ?? [];
            return (
              <li
                key={day}
                className={`${styles.day} ${list.length ? '' : styles.emptyDay} ${day === today ? styles.today : ''}`}
                style={index === 0 ? { gridColumnStart: weekday(day) + 1 } : undefined}
                data-day={day}
                aria-current={day === today ? 'date' : undefined}
              >
                {list.length ? (
                  <h4 className={styles.dayName}>
                    <span aria-hidden="true">{Number(day.slice(8))}</span>
                    <span className={styles.hidden}>{dayLong.format(dayDate(day))}</span>
                  </h4>
                ) : (
                  <span className={styles.dayName} aria-hidden="true">
                    {Number(day.slice(8))}
                  </span>
                )}
                {list.length > 0 && (
                  <ul className={styles.entries}>
                    {list.map((entry) => (
                      <Entry key={`${entry.kind}-${entry.content_type}-${entry.object_id}`} entry={entry} />
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      </div>
    </Dialog>
  );
}

function Entry({ entry }: { entry: CalendarEntry }) {
  const { t, locale } = useCalendarTexts();
  const url = entry.urls[locale] ?? entry.urls.de ?? entry.urls.en;
  const scheduled = entry.kind === 'publish' || entry.kind === 'unpublish';
  const title = entry.title || `#${entry.object_id}`;
  return (
    <li className={`${styles.entry} ${KIND_CLASS[entry.kind]}`} data-testid="calendar-entry" data-kind={entry.kind} data-owner={`${entry.content_type}-${entry.object_id}`}>
      <span className={styles.kind}>
        {entry.at && <span className={styles.time}>{timeOf(entry.at)} </span>}
        {t(`calendar.kind_${entry.kind}`)}
        {scheduled && ` · ${t(`calendar.type_${entry.content_type}`)}`}
      </span>{' '}
      {url ? (
        <a href={`${url}?edit`} className={styles.link}>
          {title}
        </a>
      ) : (
        <span>{title}</span>
      )}
      {!entry.is_online && !scheduled && <span className={styles.offline}> ({t('calendar.offline')})</span>}
    </li>
  );
}
