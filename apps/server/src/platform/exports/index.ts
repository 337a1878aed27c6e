export {
  exportFile,
  ExportAborted,
  ExportMoney,
  ExportDateTime,
  moneyCell,
  dateTimeCell,
  csvDateTime,
  currencyNumFmt,
  XLSX_DATE_TIME_FORMAT,
  type ExportColumn,
  type ExportFile,
  type ExportFormat,
  type ExportOptions,
  type ExportValue,
} from './export-file.js';
export { keysetPages, exportBatchSize, EXPORT_BATCH_SIZE } from './keyset-pages.js';
export { EXPORT_COMPRESSION } from './compression.js';
export { exportListRequest } from './list-request.js';
export { majorUnits, fractionDigits } from './money.js';
