import { type AssetType, LOCALE_TAG } from '@installer/contracts';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { Stack } from '../../../lib/ui/stack.tsx';
import { Text } from '../../../lib/ui/text.tsx';
import { FILTER_FROM_COUNT, groupAssetTypes, matchesFilter } from '../asset-type-groups.ts';
import { AssetTypeFilterField } from './asset-type-filter-field.tsx';
import { AssetTypeGroup } from './asset-type-group.tsx';
import './asset-type-choice.css';

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
  const titleId = `${id}-title`;
  const helperId = missing ? `${id}-missing` : undefined;

  const sections = [
    { key: 'equipment', heading: t('step_3.group_equipment'), types: groups.equipment },
    { key: 'modules', heading: t('step_3.group_modules'), types: groups.modules },
  ];

  return (
    <Stack gap={1} className="asset-type-choice" data-error={missing || undefined}>
      <span id={titleId} className="asset-type-choice-title">
        {t('step_3.title')}
        <span aria-hidden="true"> *</span>
      </span>
      {filterable ? (
        <AssetTypeFilterField
          query={query}
          onQuery={setQuery}
          filter={filter}
          matchCount={offered.filter(matches).length}
          total={offered.length}
        />
      ) : null}
      {sections.map((section) => {
        const shown = section.types.filter((type) => matches(type) || sameType(type, chosen));
        if (shown.length === 0) return null;
        return (
          <AssetTypeGroup
            key={section.key}
            heading={section.heading}
            headingId={`${id}-${section.key}`}
            titleId={titleId}
            helperId={helperId}
            name={`${id}-asset-type`}
            types={shown}
            chosen={chosen}
            onChoose={onChoose}
          />
        );
      })}
      {missing ? (
        <Text id={helperId} variant="caption" tone="error">
          {t('step_3.type_required')}
        </Text>
      ) : null}
    </Stack>
  );
}
