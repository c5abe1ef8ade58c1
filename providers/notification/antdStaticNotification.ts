// antd's static notification API on its own, so that importing it lazily makes a chunk of that API alone.
export { notification } from 'antd';
