import type { AssetType } from '@installer/contracts';
import { RadioOption } from '../../../lib/ui/choice.tsx';
import { Stack } from '../../../lib/ui/stack.tsx';
import { Text } from '../../../lib/ui/text.tsx';

/**
 * One group of step 3's types under its heading (spec §2 Step 3): a radiogroup named by the step's question
 * and the heading. Its radios share `name` with the other group's, so both make one choice.
 */
export function AssetTypeGroup({
  heading,
  headingId,
  titleId,
  helperId,
  name,
  types,
  chosen,
  onChoose,
}: {
  heading: string;
  headingId: string;
  /** The step's question, which names each group before its heading. */
  titleId: string;
  /** What is missing, when it is (the choice is required). */
  helperId: string | undefined;
  name: string;
  types: AssetType[];
  chosen: AssetType | null;
  onChoose(type: AssetType): void;
}) {
  return (
    <Stack gap={0.5}>
      <Text id={headingId} as="h2" variant="subtitle1" weight="medium">
        {heading}
      </Text>
      <div
        role="radiogroup"
        aria-labelledby={`${titleId} ${headingId}`}
        aria-describedby={helperId}
        aria-required="true"
        aria-invalid={helperId ? true : undefined}
      >
        {types.map((type) => (
          <RadioOption
            key={type.id_referential}
            name={name}
            // The referential, not the key: two generic types (a beehive) share theirs.
            value={String(type.id_referential)}
            checked={type.id_referential === chosen?.id_referential}
            onChange={() => onChoose(type)}
            label={type.value}
            description={type.description || undefined}
          />
        ))}
      </div>
    </Stack>
  );
}
