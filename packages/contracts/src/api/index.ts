import * as appConfig from './app-config.ts';
import * as auth from './auth.ts';
import * as clients from './clients.ts';
import * as customerSpace from './customer-space.ts';
import * as devices from './devices.ts';
import * as displayOptions from './display-options.ts';
import * as geo from './geo.ts';
import * as ingest from './ingest.ts';
import * as installation from './installation.ts';
import * as installationAddress from './installation-address.ts';
import * as installationUpdate from './installation-update.ts';
import * as log from './log.ts';
import * as jobs from './jobs.ts';
import * as myInstallations from './my-installations.ts';
import * as office from './office.ts';
import * as priming from './priming.ts';
import * as readings from './readings.ts';
import * as reference from './reference.ts';
import * as report from './report.ts';
import * as swap from './swap.ts';

export const api = {
  getAppConfig: appConfig.getAppConfig,
  login: auth.login,
  logout: auth.logout,
  me: auth.me,
  displayOptionByDevice: displayOptions.displayOptionByDevice,
  displayOptionByParam: displayOptions.displayOptionByParam,
  findUserClient: clients.findUserClient,
  userClientDomiciles: clients.userClientDomiciles,
  clientPublicDomiciles: clients.clientPublicDomiciles,
  professionalPublicClients: clients.professionalPublicClients,
  createClient: clients.createClient,
  sendInvitation: clients.sendInvitation,
  isInstallable: devices.isInstallable,
  sigfoxBySerial: devices.sigfoxBySerial,
  getFirstEmission: devices.getFirstEmission,
  uploadImage: devices.uploadImage,
  deviceReferentialName: devices.deviceReferentialName,
  assetTypes: reference.assetTypes,
  liquidsByType: reference.liquidsByType,
  localisationTypes: reference.localisationTypes,
  brands: reference.brands,
  models: reference.models,
  genericModule: reference.genericModule,
  moduleById: reference.moduleById,
  moduleLiquids: reference.moduleLiquids,
  liquidName: reference.liquidName,
  assetModelReference: reference.assetModelReference,
  createInstallation: installation.createInstallation,
  updateInstallation: installationUpdate.updateInstallation,
  correctInstallationAddress: installationAddress.correctInstallationAddress,
  externalConfig: installation.externalConfig,
  ingestEmission: ingest.ingestEmission,
  errorLog: log.errorLog,
  professionalCustomers: priming.professionalCustomers,
  professionalDevices: priming.professionalDevices,
  geoAutocomplete: geo.geoAutocomplete,
  geoPlace: geo.geoPlace,
  geoReverse: geo.geoReverse,
  myInstallations: myInstallations.myInstallations,
  deviceReadings: readings.deviceReadings,
  createReportLink: report.createReportLink,
  revokeReportLinks: report.revokeReportLinks,
  getReport: report.getReport,
  getReportPhoto: report.getReportPhoto,
  swapDevice: swap.swapDevice,
  customerInvitation: customerSpace.customerInvitation,
  acceptCustomerInvitation: customerSpace.acceptCustomerInvitation,
  customerLogin: customerSpace.customerLogin,
  customerLogout: customerSpace.customerLogout,
  customerInstallations: customerSpace.customerInstallations,
  customerInstallationReport: customerSpace.customerInstallationReport,
  customerReportPhoto: customerSpace.customerReportPhoto,
  stopCustomerReportLink: customerSpace.stopCustomerReportLink,
  myJobs: jobs.myJobs,
  reportJobNotDoable: jobs.reportJobNotDoable,
  officeInstallers: office.officeInstallers,
  officeJobs: office.officeJobs,
  createJob: office.createJob,
  updateJob: office.updateJob,
  cancelJob: office.cancelJob,
  importJobs: office.importJobs,
  importTemplate: office.importTemplate,
  officeBoard: office.officeBoard,
  verifyInstallation: office.verifyInstallation,
  flagInstallation: office.flagInstallation,
  officePhoto: office.officePhoto,
  officeJobPhoto: office.officeJobPhoto,
  officeExport: office.officeExport,
} as const;

/** Each endpoint's definition by its name, as a type: what a caller by name is typed with (apps/web lib/api). */
export type Api = typeof api;
export type EndpointName = keyof Api;

export * from './app-config.ts';
export * from './auth.ts';
export * from './clients.ts';
export * from './customer-space.ts';
export * from './devices.ts';
export * from './display-options.ts';
export * from './geo.ts';
export * from './geocoded-place.ts';
export * from './ingest.ts';
export * from './installation.ts';
export * from './installation-address.ts';
export * from './installation-domicile.ts';
export * from './installation-update.ts';
export * from './log.ts';
export * from './model-figures.ts';
export * from './jobs.ts';
export * from './my-installations.ts';
export * from './office.ts';
export * from './priming.ts';
export * from './readings.ts';
export * from './reference.ts';
export * from './report.ts';
export * from './swap.ts';
