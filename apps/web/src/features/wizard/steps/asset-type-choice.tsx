import { type AssetType, LOCALE_TAG } from '@installer/contracts';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/i18n.ts';
import { TextInput } from '../../../lib/ui/text-input.tsx';
import { FILTER_FROM_COUNT, groupAssetTypes, matchesFilter } from '../asset-type-groups.ts';

interface Props {
  offered: AssetType[];
  chosen: AssetType | null;
  missing: boolean;
  onChoose: (type: AssetType | null) => void;
}

const sameType = (a: AssetType, b: AssetType | null) =>
  a.id_referential === b?.id_referential && a.key === b.key;

/**
 * spec §2 Step 3: the asset types with their descriptions, in two labelled groups (asset-type-groups.ts),
 * with a filter field when the list is long. One choice across both groups: their radios share a name, so
 * the list is one tab stop and the arrow keys go through both groups. The choice stays listed while the
 * filter would hide it, so the installer never loses sight of what Next will install.
 */
export function AssetTypeChoice({ offered, chosen, missing, onChoose }: Props) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const id = useId();
  // Names are compared in the interface language (useTranslation renders again when it changes).
  const languageTag = LOCALE_TAG[currentLocale()];
  const groups = useMemo(() => groupAssetTypes(offered, languageTag), [offered, languageTag]);

  const filterable = offered.length >= FILTER_FROM_COUNT;
  const filter = filterable ? query.trim() : '';
  const matches = (type: AssetType) => filter === '' || matchesFilter(type, filter);
  const matchCount = offered.filter(matches).length;

  const stopSubmit = (event: KeyboardEvent) => {
    // Enter (a phone keyboard's Search key) closes the keyboard to show the list; it does not submit the step.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    (event.target as HTMLElement).blur();
  };

  const sections = [
    { key: 'equipment', heading: t('step_3.group_equipment'), types: groups.equipment },
    { key: 'modules', heading: t('step_3.group_modules'), types: groups.modules },
  ];

  return (
    <FormControl error={missing} required>
      <FormLabel id={`${id}-title`} sx={{ mb: 1 }}>
        {t('step_3.title')}
      </FormLabel>
      {filterable ? (
        <Stack spacing={0.5} sx={{ mb: 1 }}>
          <TextInput
            type="search"
            label={t('step_3.filter_label')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={stopSubmit}
            autoComplete="off"
          />
          {/* Polite: announced after the typing pauses, without interrupting it. */}
          <Typography role="status" aria-live="polite" variant="body2" color="text.secondary">
            {filter === ''
              ? ''
              : matchCount === 0
                ? t('step_3.no_match', { query: filter })
                : t('step_3.filter_count', { count: matchCount, total: offered.length })}
          </Typography>
        </Stack>
      ) : null}
      {sections.map((section) => {
        const shown = section.types.filter((type) => matches(type) || sameType(type, chosen));
        if (shown.length === 0) return null;
        const headingId = `${id}-${section.key}`;
        return (
          <Stack key={section.key} sx={{ mt: 1 }}>
            <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 500 }}>
              {section.heading}
            </Typography>
            <RadioGroup
              name={`${id}-asset-type`}
              aria-labelledby={`${id}-title ${headingId}`}
              value={chosen ? String(chosen.id_referential) : ''}
              onChange={(_, value) =>
                onChoose(offered.find((type) => String(type.id_referential) === value) ?? null)
              }
            >
              {shown.map((type) => (
                <FormControlLabel
                  key={type.id_referential}
                  value={String(type.id_referential)}
                  control={<Radio />}
                  sx={{ minHeight: 56, py: 0.5, alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.5 } }}
                  label={
                    <span>
                      {type.value}
                      {type.description ? (
                        <Typography
                          component="span"
                          variant="body2"
                          color="text.secondary"
                          sx={{ display: 'block' }}
                        >
                          {type.description}
                        </Typography>
                      ) : null}
                    </span>
                  }
                />
              ))}
            </RadioGroup>
          </Stack>
        );
      })}
      {missing ? <FormHelperText>{t('step_3.type_required')}</FormHelperText> : null}
    </FormControl>
  );
}
