import * as migration_20261121_074921_initial from './20261121_074921_initial';
import * as migration_20261123_175947_login_throttle from './20261123_175947_login_throttle';
import * as migration_20261123_221203_leads from './20261123_221203_leads';
import * as migration_20261124_010604_trade_in_photos from './20261124_010604_trade_in_photos';
import * as migration_20261124_035825_italian_car_data from './20261124_035825_italian_car_data';
import * as migration_20261124_043013_car_trash_purge from './20261124_043013_car_trash_purge';
import * as migration_20261124_050622_price_on_request from './20261124_050622_price_on_request';
import * as migration_20261127_223555_car_status from './20261127_223555_car_status';
import * as migration_20261127_233702_texts_settings_photo_trash from './20261127_233702_texts_settings_photo_trash';
import * as migration_20261128_085214_settings_closures_vat_number from './20261128_085214_settings_closures_vat_number';
import * as migration_20261128_085530_stock_imports from './20261128_085530_stock_imports';
import * as migration_20261128_085538_feed_channels from './20261128_085538_feed_channels';
import * as migration_20261128_090000_lead_bounds from './20261128_090000_lead_bounds';
import * as migration_20261128_090934_car_english_texts from './20261128_090934_car_english_texts';
import * as migration_20261128_095921_nightly_backup from './20261128_095921_nightly_backup';
import * as migration_20261128_130551_staff_roles from './20261128_130551_staff_roles';
import * as migration_20261128_155632_audit_log from './20261128_155632_audit_log';
import * as migration_20261128_155736_car_history from './20261128_155736_car_history';
import * as migration_20261128_230732_lead_desk from './20261128_230732_lead_desk';
import * as migration_20261129_002318_about_figures from './20261129_002318_about_figures';
import * as migration_20261129_003000_car_bulk_actions from './20261129_003000_car_bulk_actions';
import * as migration_20261129_032000_catalogue_version from './20261129_032000_catalogue_version';
import * as migration_20261129_040338_price_history_sold_pages from './20261129_040338_price_history_sold_pages';
import * as migration_20261129_041249_search_alerts from './20261129_041249_search_alerts';
import * as migration_20261129_070000_rate_limits from './20261129_070000_rate_limits';

export const migrations = [
  {
    up: migration_20261121_074921_initial.up,
    down: migration_20261121_074921_initial.down,
    name: '20261121_074921_initial',
  },
  {
    up: migration_20261123_175947_login_throttle.up,
    down: migration_20261123_175947_login_throttle.down,
    name: '20261123_175947_login_throttle',
  },
  {
    up: migration_20261123_221203_leads.up,
    down: migration_20261123_221203_leads.down,
    name: '20261123_221203_leads',
  },
  {
    up: migration_20261124_010604_trade_in_photos.up,
    down: migration_20261124_010604_trade_in_photos.down,
    name: '20261124_010604_trade_in_photos',
  },
  {
    up: migration_20261124_035825_italian_car_data.up,
    down: migration_20261124_035825_italian_car_data.down,
    name: '20261124_035825_italian_car_data',
  },
  {
    up: migration_20261124_043013_car_trash_purge.up,
    down: migration_20261124_043013_car_trash_purge.down,
    name: '20261124_043013_car_trash_purge',
  },
  {
    up: migration_20261124_050622_price_on_request.up,
    down: migration_20261124_050622_price_on_request.down,
    name: '20261124_050622_price_on_request',
  },
  {
    up: migration_20261127_223555_car_status.up,
    down: migration_20261127_223555_car_status.down,
    name: '20261127_223555_car_status',
  },
  {
    up: migration_20261127_233702_texts_settings_photo_trash.up,
    down: migration_20261127_233702_texts_settings_photo_trash.down,
    name: '20261127_233702_texts_settings_photo_trash',
  },
  {
    up: migration_20261128_085214_settings_closures_vat_number.up,
    down: migration_20261128_085214_settings_closures_vat_number.down,
    name: '20261128_085214_settings_closures_vat_number',
  },
  {
    up: migration_20261128_085530_stock_imports.up,
    down: migration_20261128_085530_stock_imports.down,
    name: '20261128_085530_stock_imports',
  },
  {
    up: migration_20261128_085538_feed_channels.up,
    down: migration_20261128_085538_feed_channels.down,
    name: '20261128_085538_feed_channels',
  },
  {
    up: migration_20261128_090000_lead_bounds.up,
    down: migration_20261128_090000_lead_bounds.down,
    name: '20261128_090000_lead_bounds',
  },
  {
    up: migration_20261128_090934_car_english_texts.up,
    down: migration_20261128_090934_car_english_texts.down,
    name: '20261128_090934_car_english_texts',
  },
  {
    up: migration_20261128_095921_nightly_backup.up,
    down: migration_20261128_095921_nightly_backup.down,
    name: '20261128_095921_nightly_backup',
  },
  {
    up: migration_20261128_130551_staff_roles.up,
    down: migration_20261128_130551_staff_roles.down,
    name: '20261128_130551_staff_roles',
  },
  {
    up: migration_20261128_155632_audit_log.up,
    down: migration_20261128_155632_audit_log.down,
    name: '20261128_155632_audit_log',
  },
  {
    up: migration_20261128_155736_car_history.up,
    down: migration_20261128_155736_car_history.down,
    name: '20261128_155736_car_history',
  },
  {
    up: migration_20261128_230732_lead_desk.up,
    down: migration_20261128_230732_lead_desk.down,
    name: '20261128_230732_lead_desk',
  },
  {
    up: migration_20261129_002318_about_figures.up,
    down: migration_20261129_002318_about_figures.down,
    name: '20261129_002318_about_figures',
  },
  {
    up: migration_20261129_003000_car_bulk_actions.up,
    down: migration_20261129_003000_car_bulk_actions.down,
    name: '20261129_003000_car_bulk_actions',
  },
  {
    up: migration_20261129_032000_catalogue_version.up,
    down: migration_20261129_032000_catalogue_version.down,
    name: '20261129_032000_catalogue_version',
  },
  {
    up: migration_20261129_040338_price_history_sold_pages.up,
    down: migration_20261129_040338_price_history_sold_pages.down,
    name: '20261129_040338_price_history_sold_pages',
  },
  {
    up: migration_20261129_041249_search_alerts.up,
    down: migration_20261129_041249_search_alerts.down,
    name: '20261129_041249_search_alerts',
  },
  {
    up: migration_20261129_070000_rate_limits.up,
    down: migration_20261129_070000_rate_limits.down,
    name: '20261129_070000_rate_limits',
  },
];
