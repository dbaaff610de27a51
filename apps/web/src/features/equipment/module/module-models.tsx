import type { Liquid, ModuleAssetModel } from '@installer/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Stack } from '../../../lib/ui/stack.tsx';
import { Text } from '../../../lib/ui/text.tsx';
import { ModelCard } from './model-card.tsx';

/** spec §4 Module models: the module's asset models, one card each, under their heading. */
export function ModuleModels({
  models,
  activeCount,
  liquids,
  liquidsReady,
}: {
  models: ModuleAssetModel[];
  activeCount: number;
  liquids: Liquid[];
  liquidsReady: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Stack as="section" aria-labelledby={titleId}>
      <Text id={titleId} as="h2" variant="h6">
        {t('step_4.models')}
      </Text>
      {models.length > 1 ? (
        <Text variant="body2" tone="secondary">
          {t('step_4.models_help')}
        </Text>
      ) : null}
      {models.map((model) => (
        <ModelCard
          key={model.id_asset_model}
          model={model}
          single={models.length === 1}
          lastActive={activeCount <= 1}
          liquids={liquids}
          liquidsReady={liquidsReady}
        />
      ))}
    </Stack>
  );
}
