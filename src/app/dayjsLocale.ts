import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

// Dates in Chinese (month and weekday names, weeks from Monday) for antd's pickers and the app's formatting. Imported
// by the chunks that show dates (the shell, the public report), not by the login page (D-PERF-4f).
dayjs.locale('zh-cn');
