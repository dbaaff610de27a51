import type { InstallationResult } from '@installer/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import type { Site } from '../../wizard-core/site.ts';
import type { WizardState } from '../../wizard-core/wizard-store.ts';
import {
  isAttemptCall,
  loadOutbox,
  type OutboxItem,
  outboxRecords,
  subscribeOutbox,
} from '../outbox/index.ts';
import { type InstallationAttempt, installationIdOf } from './installation-attempt.ts';

/** What the phone knows of a device's installation from its attempt's record (docs/decisions/0002-outbox.md). */
export interface InstallationRecord {
  /** The installation on the server: null while it waits in the outbox (or was refused). */
  id_installation: number | null;
  site: Site | null;
}

/** A creation, or the edit of an installation made from step 4 (installation-attempt.ts). */
function isAttempt(item: OutboxItem): item is InstallationAttempt {
  return isAttemptCall(item.call);
}

/** The domicile the body names: a saved one (its id), or the new address with the name it was given. */
function domicileOf(attempt: InstallationAttempt, answer: InstallationResult | null): Site['domicile'] {
  const { body, address_label } = attempt.call;
  const id = answer?.id_domicile ?? null;
  if ('asset' in body) {
    const choice = body.asset.domicile;
    if (choice.mode === 'existing')
      return { id_domicile: choice.id_domicile, name: '', address: address_label };
    const address =
      choice.mode === 'typed'
        ? choice.address_text
        : choice.mode === 'coordinates'
          ? address_label
          : choice.new_domicile.address;
    return { id_domicile: id, name: choice.domicile_name, address };
  }
  const { domicile, domicile_name } = body;
  if ('id_domicile' in domicile)
    return { id_domicile: domicile.id_domicile, name: '', address: address_label };
  const address =
    'address_text' in domicile ? domicile.address_text : 'address' in domicile ? domicile.address : '';
  return { id_domicile: id, name: domicile_name, address: address || address_label };
}

/**
 * The site of an attempt: the customer step 1 found (the wizard as it was when the installation was made),
 * the address of its body, and its equipment type.
 */
function siteOf(attempt: InstallationAttempt, answer: InstallationResult | null): Site {
  const wizard: WizardState | null = attempt.wizard;
  const user = wizard && !wizard.without_user ? (wizard.lookup?.user ?? null) : null;
  return {
    customer: user,
    domicile: domicileOf(attempt, answer),
    type_asset: wizard?.asset_type?.key ?? null,
  };
}

/** The record of the latest attempt for `deviceNumber` among `records`, or null. */
function installationRecordOf(
  records: readonly OutboxItem[],
  deviceNumber: string,
): InstallationRecord | null {
  const attempt = records.findLast(
    (item): item is InstallationAttempt => isAttempt(item) && item.device_number === deviceNumber,
  );
  if (!attempt) return null;
  // The data was checked against the contract by the API client when it arrived.
  const answer = attempt.state === 'sent' ? (attempt.answer as InstallationResult) : null;
  return { id_installation: installationIdOf(attempt), site: siteOf(attempt, answer) };
}

/**
 * The installation of `deviceNumber` as its record on the phone says now: created (with its id), or still
 * on its way; null when the phone keeps no record of it (made on another phone, or an older attempt).
 */
export function useInstallationRecord(deviceNumber: string): InstallationRecord | null {
  const records = useSyncExternalStore(subscribeOutbox, outboxRecords);
  useEffect(() => {
    void loadOutbox();
  }, []);
  return records === null ? null : installationRecordOf(records, deviceNumber);
}
