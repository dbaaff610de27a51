import type { Domicile } from '@installer/contracts';
import { useEffect, useRef } from 'react';
import { SAVED_DOMICILE_AUTOFILL } from '../../wizard-core/site.ts';
import { getWizard } from '../../wizard-core/wizard-store.ts';
import type { AddressValue } from './address-value.ts';

/**
 * A customer with saved addresses (spec §2 mode 1) most often has the equipment at one of them: the first
 * (or only) one is chosen when the block has nothing chosen yet, shown in its select and changeable. A link
 * that carries an address (spec §2 autofill) comes first.
 */
export function usePreselectSaved(
  value: AddressValue,
  onChange: (value: AddressValue) => void,
  first: Domicile | undefined,
): void {
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  const untouched = value.mode === null && value.domicile_name === '';
  const id = first?.id_domicile;
  useEffect(() => {
    const { autofill } = getWizard();
    if (!untouched || id === undefined || autofill.address || autofill.domicile_name) return;
    if (autofill[SAVED_DOMICILE_AUTOFILL]) return;
    const { value: current, onChange: change } = latest.current;
    change({ ...current, mode: 'existing', id_domicile: id });
  }, [untouched, id]);
}

/**
 * spec §2 autofill parameters `address` and `domicile_name`: a link that carries an address opens the
 * block on a new address with the search field already typed (the field reads `address` itself). "Install
 * another sensor here" also names the site's saved domicile: chosen in mode 1 when the block lists the
 * customer's domiciles (they may still be loading); otherwise the address is typed as a link's would be.
 */
export function useAutofill(
  value: AddressValue,
  onChange: (value: AddressValue) => void,
  listsDomiciles: boolean,
): void {
  // Only the block's first render may apply the link's parameters; later the installer decides.
  const first = useRef({ value, onChange, listsDomiciles });
  useEffect(() => {
    const { value: initial, onChange: change, listsDomiciles: saved } = first.current;
    if (initial.mode !== null || initial.domicile_name !== '') return;
    const { address, domicile_name, [SAVED_DOMICILE_AUTOFILL]: idDomicile } = getWizard().autofill;
    if (saved && idDomicile && Number(idDomicile) > 0) {
      change({ ...initial, mode: 'existing', id_domicile: Number(idDomicile) });
      return;
    }
    if (!address && !domicile_name) return;
    change({ ...initial, mode: address ? 'new' : initial.mode, domicile_name: domicile_name ?? '' });
  }, []);
}
