import i18next from 'i18next';
import { baseI18nOptions } from '../shared/i18n/options';
import { resources } from '../shared/i18n';
const i = i18next.createInstance({ ...baseI18nOptions, lng: 'de', resources, initAsync: false } as never);
void i.init();
const c = i.cloneInstance({ initAsync: false } as never); void c.changeLanguage('de');
const t = c.t;
for (const [label, fn] of [['plain', () => t('layout.skipLink' as never)], ['time', () => t('content.events.time' as never, { time: '19:30' } as never)], ['count', () => t('events.shown' as never, { shown: 12, count: 43 } as never)]] as const) {
  for (let w = 0; w < 2000; w++) fn();
  const n = 20000; const s = performance.now(); for (let k = 0; k < n; k++) fn(); console.log(label, ((performance.now() - s) * 1000 / n).toFixed(2), 'µs', String(fn()));
}
