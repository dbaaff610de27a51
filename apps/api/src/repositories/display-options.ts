import type { DisplayOptions } from '@installer/contracts';
import type { Db } from '../db/database.ts';

/** spec §7: the display options of the default tunnel, used when a professional has none of its own. */
export const DEFAULT_TUNNEL_KEY = 'tunnel_installation';

const columns = [
  'display_options.src_logo',
  'display_options.url_platform',
  'display_options.tunnel_installation_url',
  'display_options.primary_color as primary',
  'display_options.src_favicon',
] as const;

export async function findDisplayOptions(db: Db, key: string): Promise<DisplayOptions | undefined> {
  return db.selectFrom('display_options').select(columns).where('key', '=', key).executeTakeFirst();
}

/** The options of the tunnel of the device's professional (the default tunnel when it has none). */
export async function findDisplayOptionsOfDevice(
  db: Db,
  deviceNumber: string,
): Promise<DisplayOptions | undefined> {
  return db
    .selectFrom('devices')
    .innerJoin('professionals', 'professionals.id_professional', 'devices.id_professional')
    .innerJoin('display_options', (join) =>
      join.on((eb) =>
        eb(
          'display_options.key',
          '=',
          eb.fn.coalesce('professionals.display_option_key', eb.val(DEFAULT_TUNNEL_KEY)),
        ),
      ),
    )
    .select(columns)
    .where('devices.device_number', '=', deviceNumber)
    .executeTakeFirst();
}
