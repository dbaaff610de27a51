import { STEP5_PRODUCTS } from '@installer/contracts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Button } from '../../../lib/ui/button.tsx';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../lib/ui/dialog.tsx';
import { Stack } from '../../../lib/ui/stack.tsx';
import { Text } from '../../../lib/ui/text.tsx';
import './invalid-product-dialog.css';

/** spec §5 Step 5: error_install, the product refused and the ones the external platform accepts. */
export function InvalidProductDialog({ product, onClose }: { product: string; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog onClose={onClose}>
      <DialogTitle>{t('error_install')}</DialogTitle>
      <DialogContent>
        <Stack>
          <DialogDescription>{t('step_5.invalid_product', { product })}</DialogDescription>
          <Text tone="secondary">{t('step_5.valid_products')}</Text>
        </Stack>
        <ul className="valid-products">
          {STEP5_PRODUCTS.map((valid) => (
            <li key={valid}>{valid}</li>
          ))}
        </ul>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('step_5.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
