import { useTranslation } from '../../../i18n/use-translation.ts';
import { Select } from '../../../lib/ui/select.tsx';
import { TextInput } from '../../../lib/ui/text-input.tsx';
import { domicileLine } from '../../address/index.ts';
import { AddressSearch } from './address-search.tsx';
import type { JobFormState } from './use-job-form.ts';

/** Where the job is: one of the customer's saved addresses, or a new one found by the search or typed. */
export function JobAddressGroup({ form }: { form: JobFormState }) {
  const { t } = useTranslation();
  const { field, domiciles, chosenDomicile } = form;
  return (
    <fieldset className="job-form-group">
      <legend>{t('office.address')}</legend>
      {domiciles.length > 0 ? (
        <Select
          label={t('office.saved_address')}
          value={chosenDomicile ?? ''}
          onChange={(event) => form.setSavedAddress(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{t('office.new_address')}</option>
          {domiciles.map((each) => (
            <option key={each.id_domicile} value={each.id_domicile}>
              {[each.address_name, domicileLine(each)].filter(Boolean).join(' — ')}
            </option>
          ))}
        </Select>
      ) : null}
      {chosenDomicile === null ? (
        <>
          <AddressSearch
            onPlace={(place) =>
              form.change({
                address: place.formatted_address,
                postal_code: place.postal_code ?? '',
                city: place.locality ?? place.postal_town ?? '',
                country_code: place.country_code ?? '',
                latitude: String(place.latitude),
                longitude: String(place.longitude),
              })
            }
          />
          <TextInput label={t('office.address_name')} required {...field('address_name')} />
          <TextInput label={t('office.street_address')} required {...field('address')} />
          <TextInput label={t('office.postal_code')} {...field('postal_code')} />
          <TextInput label={t('office.city')} {...field('city')} />
          <TextInput label={t('office.country_code')} {...field('country_code')} />
          <TextInput label={t('office.latitude')} inputMode="decimal" required {...field('latitude')} />
          <TextInput label={t('office.longitude')} inputMode="decimal" required {...field('longitude')} />
        </>
      ) : null}
    </fieldset>
  );
}
