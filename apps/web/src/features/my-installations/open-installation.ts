import type { InstallationListItem } from '@installer/contracts';
import { type ResultArrival, resultArrival } from '../../wizard-core/result-params.ts';
import type { Site } from '../../wizard-core/site.ts';

/** Where a listed installation is, for "Install another sensor here" on its result screen. */
function siteOf(item: InstallationListItem): Site {
  const { customer, address } = item;
  return {
    customer:
      customer?.id_user && customer.email ? { id_user: customer.id_user, email: customer.email } : null,
    domicile: { id_domicile: address.id_domicile, name: address.address_name, address: address.address },
    type_asset: item.equipment.type_key,
  };
}

/**
 * The result screen of a listed installation (spec §2 /result parameters from its current device), opened
 * again: no invitation goes out a second time. Null for a device without a value type, which spec §5 sends
 * back to the wizard.
 */
export function listedArrival(item: InstallationListItem, urlPlatform: string | null): ResultArrival | null {
  const { device } = item;
  if (!device.value_type_device) return null;
  return resultArrival(
    {
      id_device: device.id_device,
      device_number: device.device_number,
      url_device_detail: device.url_device_detail,
      value_type_device: device.value_type_device,
      id_professional: device.id_professional,
      id_module: item.id_module,
      url_platform: urlPlatform,
      installation: device.installation,
      email: item.customer?.email ?? null,
      id_installation: item.id_installation,
      site: siteOf(item),
    },
    { revisit: true },
  );
}
