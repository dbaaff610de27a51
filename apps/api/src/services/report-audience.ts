import type { Db } from '../db/database.ts';
import { findReportAudience, type ReportAudience } from '../repositories/report-audience.ts';
import { revokeReportLinksOf } from '../repositories/report-links.ts';

/** The same place: a new domicile row of an unchanged address (an edit sent again) is no move. */
function samePlace(before: ReportAudience, after: ReportAudience): boolean {
  if (before.id_domicile === after.id_domicile) return true;
  return (
    before.address === after.address &&
    before.postal_code === after.postal_code &&
    before.city === after.city &&
    before.country === after.country &&
    before.latitude === after.latitude &&
    before.longitude === after.longitude
  );
}

/** Whether the report now speaks to someone else, or of somewhere else. */
function audienceChanged(before: ReportAudience, after: ReportAudience): boolean {
  return (
    before.id_user !== after.id_user || before.id_client !== after.id_client || !samePlace(before, after)
  );
}

/**
 * A report link is given to the customer of an installation at its address (the invitation mail, a link
 * shared on site): it must never show another customer's home. Called in an edit's transaction once the
 * asset is rewritten, with the audience read `before` it: when the customer or the address changed, every
 * link in force stops, the mailed ones too, and the installer shares a new one
 * (docs/decisions/0008-report-links.md). Returns how many links stopped.
 */
export async function stopLinksOfFormerAudience(
  db: Db,
  change: { idInstallation: number; idAsset: number; before: ReportAudience | undefined; now: string },
): Promise<number> {
  const after = await findReportAudience(db, change.idAsset);
  if (!change.before || !after || !audienceChanged(change.before, after)) return 0;
  return revokeReportLinksOf(db, change.idInstallation, change.now);
}
