import * as z from 'zod/mini';
import { endpoint } from '../endpoint.ts';
import { displayOptions } from '../entities.ts';
import { deviceNumber, envelope, errorBody } from '../envelope.ts';
import { PATH_NAME_MAX_LENGTH, PATH_NAME_PATTERN } from '../rules/path-name.ts';

const responses = { 200: envelope(displayOptions), 400: errorBody, 404: errorBody };

/** spec §7 display options: by device number, by the route's param, or the default tunnel. */
export const displayOptionByDevice = endpoint({
  method: 'GET',
  path: '/display_option/device/:device_number',
  auth: 'none',
  offline: 'reference',
  summary: 'Display options of the tunnel a device belongs to',
  params: z.object({ device_number: deviceNumber }),
  responses,
});

export const displayOptionByParam = endpoint({
  method: 'GET',
  path: '/display_option/:param',
  auth: 'none',
  offline: 'reference',
  summary: 'Display options by the /installation/:param value (tunnel_installation is the default)',
  // rules/path-name.ts `isPathName`, as the app's shell reads it from the URL.
  params: z.object({
    param: z.string().check(z.minLength(1), z.maxLength(PATH_NAME_MAX_LENGTH), z.regex(PATH_NAME_PATTERN)),
  }),
  responses,
});
