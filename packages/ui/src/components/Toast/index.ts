export { ToastProvider, useToast, type ToastApi, type ToastOptions, type ToastTone } from './Toast';
