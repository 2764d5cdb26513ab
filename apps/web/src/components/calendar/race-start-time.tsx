import { RACING_NS } from '../../lib/racing-i18n.ts';
import { siteAndLocalTime, type Clock } from '../../lib/calendar/site-and-local-time.ts';
import { useTranslation } from '../../lib/i18n.ts';

/**
 * An instant's time in Brasília, and in the visitor's zone where it differs (issue 15):
 * '15h00 em Brasília · 19h00 no seu horário'; undefined for an unreadable instant.
 */
export function useSiteAndLocalTimeText(iso: string): string | undefined {
  const { t } = useTranslation(RACING_NS);
  const time = siteAndLocalTime(iso);
  if (!time) return undefined;
  const hora = (clock: Clock) => t('calendar.clock', { h: clock.h, m: clock.m });
  const site = t('calendar.brasilia', { hora: hora(time.site) });
  const { local } = time;
  if (!local) return site;
  return t('calendar.both', {
    site,
    local: local.otherDay
      ? t('calendar.localOtherDay', { hora: hora(local), data: local.otherDay })
      : t('calendar.local', { hora: hora(local) }),
  });
}

/** 'Largada: 14h00 em Brasília · 18h00 no seu horário', the main race's start. */
export function RaceStartTime({ iso, className }: { iso: string; className?: string }) {
  const { t } = useTranslation(RACING_NS);
  const text = useSiteAndLocalTimeText(iso);
  if (!text) return null;
  return (
    <p className={className}>
      <time dateTime={iso}>{t('calendar.start', { hora: text })}</time>
    </p>
  );
}
