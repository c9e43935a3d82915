export { FileInput, type FileInputProps, type FileRejection } from './FileInput';
