import type { Migration } from 'kysely';
import * as initial from './2026112201_initial.ts';
import * as reference from './2026112202_reference.ts';
import * as installations from './2026112203_installations.ts';
import * as emissionsPhotosLogs from './2026112290_emissions_photos_logs.ts';
import * as idempotencyClaims from './2026112401_idempotency_claims.ts';
import * as photoQuotaIndex from './2026112402_photo_quota_index.ts';
import * as modelFigures from './2026112501_api_install_model_figures.ts';
import * as installationEdits from './2026112502_api_install_installation_edits.ts';
import * as unambiguousAssetTypeNames from './2026112503_taps_unambiguous_asset_type_names.ts';
import * as afterVisitSwaps from './2026112521_after_visit_swaps.ts';
import * as afterVisitReportLinks from './2026112522_after_visit_report_links.ts';
import * as invitationSends from './2026112610_invitation_sends.ts';
import * as addressCompletion from './2026112611_address_completion.ts';
import * as idempotencyLeases from './2026112611_api_faults_idempotency_leases.ts';
import * as bigAccountsSearch from './2026112620_big_accounts_search.ts';
import * as primingPages from './2026112621_priming_pages.ts';
import * as polishReferenceTexts from './2026112630_polish_reference_texts.ts';
import * as customerAccounts from './2026112701_customer_accounts.ts';
import * as officeJobs from './2026112702_office_jobs.ts';
import * as jobEquipmentPresets from './2026112703_job_equipment_presets.ts';

/**
 * Every migration, in order, listed by hand: a bundled or packaged server has no migrations folder
 * to scan. Add a new file as `<yyyymmddnn>_<name>.ts` and one line here; never edit a released one.
 */
export const migrations: Record<string, Migration> = {
  '2026112201_initial': initial,
  '2026112202_reference': reference,
  '2026112203_installations': installations,
  '2026112290_emissions_photos_logs': emissionsPhotosLogs,
  '2026112401_idempotency_claims': idempotencyClaims,
  '2026112402_photo_quota_index': photoQuotaIndex,
  '2026112501_api_install_model_figures': modelFigures,
  '2026112502_api_install_installation_edits': installationEdits,
  '2026112503_taps_unambiguous_asset_type_names': unambiguousAssetTypeNames,
  '2026112521_after_visit_swaps': afterVisitSwaps,
  '2026112522_after_visit_report_links': afterVisitReportLinks,
  '2026112610_invitation_sends': invitationSends,
  '2026112611_address_completion': addressCompletion,
  '2026112611_api_faults_idempotency_leases': idempotencyLeases,
  '2026112620_big_accounts_search': bigAccountsSearch,
  '2026112621_priming_pages': primingPages,
  '2026112630_polish_reference_texts': polishReferenceTexts,
  '2026112701_customer_accounts': customerAccounts,
  '2026112702_office_jobs': officeJobs,
  '2026112703_job_equipment_presets': jobEquipmentPresets,
};
