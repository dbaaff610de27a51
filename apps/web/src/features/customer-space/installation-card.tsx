import { type CustomerInstallation, LOCALE_TAG, SIGNAL_COLOR, signalLevel } from '@installer/contracts';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'wouter';
import { currentLocale } from '../../i18n/i18n.ts';
import { Button, ButtonLink } from '../../lib/ui/button.tsx';
import { Card } from '../../lib/ui/card.tsx';
import { Chip } from '../../lib/ui/chip.tsx';
import { Stack } from '../../lib/ui/stack.tsx';
import { Text } from '../../lib/ui/text.tsx';
import { dateTime, measurementFigures } from './measurement-text.ts';
import { StopLinkDialog } from './stop-link-dialog.tsx';

/**
 * One installation of the customer's: the equipment and its address, the latest measurement with its time and
 * the signal of that emission (spec §4's levels, words and colours, as the result screen shows them), the
 * report, and "Stop the link" while a report link is live.
 */
export function InstallationCard({ installation }: { installation: CustomerInstallation }) {
  // useTranslation renders the card again when the customer picks another language from the menu.
  const { t } = useTranslation();
  const [stopping, setStopping] = useState(false);
  const tag = LOCALE_TAG[currentLocale()];
  const { id_installation, equipment, address, latest, report } = installation;
  const titleId = `installation-${id_installation}`;
  const level = signalLevel(installation.signal);

  return (
    <Card as="li" aria-labelledby={titleId} className="space-installation">
      <Stack gap={1.5}>
        <Stack gap={0.5}>
          <Text as="h2" variant="h6" id={titleId}>
            {equipment.name}
          </Text>
          <Text tone="secondary">
            {address.address_name}
            {address.address ? ` · ${address.address}` : ''}
          </Text>
        </Stack>
        <Stack as="dl" gap={1} className="space-facts">
          <div>
            <Text as="dt" variant="body2" tone="secondary">
              {t('space.latest_measurement')}
            </Text>
            <Text as="dd" weight="medium">
              {latest
                ? measurementFigures(latest, tag).join(' · ') || t('space.no_figure')
                : t('space.no_measurement')}
            </Text>
            {latest ? (
              <Text as="dd" variant="body2" tone="secondary">
                {t('space.measured_at', { date: dateTime(latest.at, tag) })}
              </Text>
            ) : null}
          </div>
          <div>
            <Text as="dt" variant="body2" tone="secondary">
              {t('result.network_state')}
            </Text>
            <dd>
              <Chip label={t(`result.signal_${level}`)} tone={SIGNAL_COLOR[level]} data-level={level} />
            </dd>
          </div>
          <div>
            <Text as="dt" variant="body2" tone="secondary">
              {t('space.sensor')}
            </Text>
            <Text as="dd">
              {t('space.sensor_installed', {
                number: installation.device_number,
                date: dateTime(installation.installed_at, tag),
              })}
            </Text>
          </div>
        </Stack>
        <Stack direction="row" gap={1} wrap>
          <Link href={`/space/report/${id_installation}`} asChild>
            <ButtonLink variant="outlined" aria-describedby={titleId}>
              {t('space.see_report')}
            </ButtonLink>
          </Link>
          {report ? (
            <Button colour="error" onClick={() => setStopping(true)} aria-describedby={titleId}>
              {t('space.stop_link')}
            </Button>
          ) : null}
        </Stack>
        {report ? (
          <Text variant="body2" tone="secondary">
            {t('space.link_live_until', { date: dateTime(report.expires_at, tag) })}
          </Text>
        ) : null}
      </Stack>
      {stopping && report ? (
        <StopLinkDialog idReportLink={report.id_report_link} onClose={() => setStopping(false)} />
      ) : null}
    </Card>
  );
}
