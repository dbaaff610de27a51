import { type Domicile, emailProblem, type Job } from '@installer/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useLocation } from 'wouter';
import { ApiError } from '../../../lib/api/api-error.ts';
import { localDay } from '../../../lib/local-day.ts';
import { notify } from '../../../lib/snackbar/snackbar-store.ts';
import { findCustomer } from '../api/find-customer.ts';
import { saveJob } from '../api/save-job.ts';
import { useCustomerDomiciles } from '../api/use-customer-domiciles.ts';
import { messageOf } from '../office-error.ts';
import {
  emptyJobForm,
  type JobField,
  type JobFieldProps,
  type JobFormValues,
  jobBody,
  jobFormOf,
} from './job-form-values.ts';

/**
 * The job form's state: its values, the fields the contracts' jobInput refused (the server runs the same), the
 * customer's saved addresses, and the save with the version the job was read at.
 */
export function useJobForm(job: Job | null) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
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
  const field = (name: JobField): JobFieldProps => ({
    name,
    value: values[name],
    error: refused.includes(name),
    helperText: refused.includes(name) ? t('office.field_refused') : ' ',
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });
  /** Several fields at once (a place found, another kind): from the latest values. */
  const change = (fields: Partial<JobFormValues>) => setValues((current) => ({ ...current, ...fields }));

  return {
    values,
    refused,
    field,
    change,
    domiciles,
    chosenDomicile,
    setSavedAddress,
    stale,
    saving: save.isPending,
    submit,
    back: () => navigate('/office/jobs'),
  };
}

export type JobFormState = ReturnType<typeof useJobForm>;
