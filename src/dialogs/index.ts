export { AlertHost } from './alerts/AlertHost';
export { alertNotificationApi } from './alerts/alertNotificationApi';
export { showAlert, closeAlert, ALERT_DEFAULT_TIMEOUT_MS, type AlertOptions, type AlertType } from './alerts/alertStore';
export { DialogHost } from './DialogHost';
export { chooseOption, RadioChoiceDialog, type ChoiceOption } from './RadioChoiceDialog';
export { showNotice, NoticeDialog } from './NoticeDialog';
export { pickDate, DatePickerDialog } from './DatePickerDialog';
export { DATE_PICKER_WIDTH, WEEKDAY_LABELS, isSelectableDate, type DateLimits } from './dateChoice';
