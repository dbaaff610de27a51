import {
  type Domicile,
  EQUIPMENT_KINDS,
  emailProblem,
  type Job,
  JOB_NOTES_MAX,
  job as jobSchema,
} from '@installer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { ApiError } from '../../../lib/api/api-error.ts';
import { localDay } from '../../../lib/local-day.ts';
import { notify } from '../../../lib/snackbar/snackbar-store.ts';
import { Alert } from '../../../lib/ui/alert.tsx';
import { Button } from '../../../lib/ui/button.tsx';
import { Select } from '../../../lib/ui/select.tsx';
import { Stack } from '../../../lib/ui/stack.tsx';
import { Text } from '../../../lib/ui/text.tsx';
import { TextArea, TextInput } from '../../../lib/ui/text-input.tsx';
import { domicileLine } from '../../address/index.ts';
import { findCustomer } from '../api/find-customer.ts';
import { useCustomerDomiciles } from '../api/use-customer-domiciles.ts';
import { saveJob } from '../api/save-job.ts';
import { useOfficeInstallers } from '../api/use-office-installers.ts';
import { messageOf } from '../office-error.ts';
import { OfficeNav } from '../office-nav.tsx';
import { AddressSearch } from './address-search.tsx';
import { JobEquipmentFields } from './job-equipment-fields.tsx';
import { emptyJobForm, type JobField, type JobFormValues, jobBody, jobFormOf } from './job-form-values.ts';
import '../office.css';

/** The job an edit was opened with (open-job-form.ts), from the history state; null for a new job. */
function useEditedJob(): Job | null {
  const state = useHistoryState<{ job?: unknown } | null>();
  return jobSchema.safeParse(state?.job).data ?? null;
}

/**
 * `/office/jobs/new` and `/office/jobs/{id}`: plan a job, or edit one (reassign included) with the version it
 * was read at. The contracts' jobInput checks the form (the server runs the same).
 */
export function JobFormPage() {
  const { t } = useTranslation();
  const params = useParams<{ id_job: string }>();
  const editing = useEditedJob();
  const creating = params.id_job === 'new';
  if (!creating && (editing === null || String(editing.id_job) !== params.id_job)) {
    return (
      <Stack className="office-screen">
        <OfficeNav />
        <Alert severity="info">{t('office.job_not_open')}</Alert>
      </Stack>
    );
  }
  return <JobForm job={creating ? null : editing} />;
}

function JobForm({ job }: { job: Job | null }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const installers = useOfficeInstallers();
  const [values, setValues] = useState<JobFormValues>(() =>
    job ? jobFormOf(job) : emptyJobForm(localDay()),
  );
  const [refused, setRefused] = useState<readonly JobField[]>([]);
  // One of the customer's saved addresses, or null for a new one; an edit starts with the job's.
  const [savedAddress, setSavedAddress] = useState<number | null>(job?.address.id_domicile ?? null);
  const found = useCustomerDomiciles(values.customer_email);
  const sameCustomer = job !== null && values.customer_email.trim() === job.customer.email;
  const domiciles: Domicile[] =
    sameCustomer && !found.some((each) => each.id_domicile === job.address.id_domicile)
      ? [job.address, ...found]
      : found;
  const chosenDomicile = domiciles.some((each) => each.id_domicile === savedAddress) ? savedAddress : null;
  const [stale, setStale] = useState(false);

  const save = useMutation({
    mutationFn: async ({ form, idDomicile }: { form: JobFormValues; idDomicile: number | null }) => {
      const email = form.customer_email.trim();
      // An e-mail the contracts refuse is not looked up: the form says what is wrong with it.
      const idUser =
        job !== null && email === job.customer.email
          ? job.customer.id_user
          : emailProblem(email) === null
            ? await findCustomer(email)
            : null;
      const body = jobBody(form, idUser, job, idDomicile);
      if (!body.ok) return body;
      await saveJob(body.input, job ? { id_job: job.id_job, version: job.version } : null);
      return body;
    },
    onSuccess: async (outcome) => {
      if (!outcome.ok) {
        setRefused(outcome.fields);
        return;
      }
      notify('success', job ? 'office.job_saved' : 'office.job_created');
      await queryClient.invalidateQueries({ queryKey: ['office_jobs'] });
      navigate('/office/jobs');
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'stale_version') setStale(true);
      else notify('error', messageOf(error));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate({ form: values, idDomicile: chosenDomicile });
  };
  const field = (name: JobField) => ({
    name,
    value: values[name],
    error: refused.includes(name),
    helperText: refused.includes(name) ? t('office.field_refused') : ' ',
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });
  const kinds = Object.keys(EQUIPMENT_KINDS);

  return (
    <Stack className="office-screen">
      <OfficeNav />
      <Text as="h1" variant="h5">
        {job ? t('office.edit_job') : t('office.new_job')}
      </Text>
      {stale ? (
        <Alert severity="warning" role="alert">
          {t('office.stale_version')}
        </Alert>
      ) : null}
      {refused.length > 0 ? (
        <Alert severity="error" role="alert">
          {t('office.form_refused')}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate className="job-form">
        <fieldset className="job-form-group">
          <legend>{t('office.customer')}</legend>
          <TextInput type="email" label={t('office.customer_email')} required {...field('customer_email')} />
          <TextInput label={t('office.first_name')} {...field('customer_first_name')} />
          <TextInput label={t('office.last_name')} {...field('customer_last_name')} />
          <Text variant="body2" tone="secondary">
            {t('office.customer_help')}
          </Text>
        </fieldset>
        <fieldset className="job-form-group">
          <legend>{t('office.address')}</legend>
          {domiciles.length > 0 ? (
            <Select
              label={t('office.saved_address')}
              value={chosenDomicile ?? ''}
              onChange={(event) => setSavedAddress(event.target.value ? Number(event.target.value) : null)}
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
                  setValues((current) => ({
                    ...current,
                    address: place.formatted_address,
                    postal_code: place.postal_code ?? '',
                    city: place.locality ?? place.postal_town ?? '',
                    country_code: place.country_code ?? '',
                    latitude: String(place.latitude),
                    longitude: String(place.longitude),
                  }))
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
        <fieldset className="job-form-group">
          <legend>{t('office.equipment')}</legend>
          <Select
            label={t('office.equipment_kind')}
            required
            {...field('type_key')}
            // Another kind has other brands, models and contents: those are chosen again.
            onChange={(event) =>
              setValues((current) => ({
                ...current,
                type_key: event.target.value,
                id_brand_reference: '',
                id_model_reference: '',
                id_liquid_type: '',
              }))
            }
          >
            {[...new Set([...kinds, values.type_key])].map((key) => (
              <option key={key} value={key}>
                {key in EQUIPMENT_KINDS ? t(`office.kind_${key as keyof typeof EQUIPMENT_KINDS}`) : key}
              </option>
            ))}
          </Select>
          <JobEquipmentFields
            values={values}
            field={field}
            onBrand={(idBrand) =>
              setValues((current) => ({ ...current, id_brand_reference: idBrand, id_model_reference: '' }))
            }
          />
          <TextArea
            label={t('office.device_numbers')}
            rows={3}
            {...field('device_numbers')}
            helperText={
              refused.includes('device_numbers') ? t('office.field_refused') : t('office.device_numbers_help')
            }
          />
          <TextInput
            type="number"
            min={0}
            label={t('office.device_count')}
            {...field('device_count')}
            helperText={
              refused.includes('device_count') ? t('office.devices_refused') : t('office.device_count_help')
            }
          />
        </fieldset>
        <fieldset className="job-form-group">
          <legend>{t('office.planning')}</legend>
          <TextInput type="date" label={t('office.date')} required {...field('scheduled_date')} />
          <TextInput type="time" label={t('office.window_start')} {...field('window_start')} />
          <TextInput type="time" label={t('office.window_end')} {...field('window_end')} />
          <Select label={t('office.installer')} required {...field('id_installer')}>
            <option value="">{t('office.choose_installer')}</option>
            {installers.data?.map((account) => (
              <option key={account.id_installer} value={account.id_installer}>
                {account.name || account.email}
              </option>
            ))}
          </Select>
          <TextArea label={t('office.notes')} rows={3} maxLength={JOB_NOTES_MAX} {...field('notes')} />
        </fieldset>
        <Stack direction="row" gap={1} wrap>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {job ? t('office.save_job') : t('office.create_job')}
          </Button>
          <Button onClick={() => navigate('/office/jobs')}>{t('office.back_to_jobs')}</Button>
        </Stack>
      </form>
    </Stack>
  );
}
