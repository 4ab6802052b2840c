/**
 * A worker that makes one date format in the page's locale and Berlin's time zone, then ends. The
 * first Intl.DateTimeFormat of a page loads the locale's date data into ICU (25-30 ms at 1× on the
 * development machine, one long task of a phone's hydration on pages that show dates: concerts, a
 * concert, a story); ICU keeps that data for the whole browser process, so made here, on another
 * thread before main.js has arrived, the page's own first date format takes under a millisecond. An
 * entry of the client build of its own, started by the document's head (server/render/intlWarmup.ts).
 * Its name is the locale.
 */
import { TIME_ZONE } from '../shared/constants';

new Intl.DateTimeFormat(self.name || undefined, { timeZone: TIME_ZONE, day: 'numeric', month: 'long', weekday: 'long', hour: '2-digit' }).format(0);
close();
