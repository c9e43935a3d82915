export {
  DescriptionList,
  type DescriptionListProps,
  type DescriptionItem,
  type DescriptionChange,
} from './DescriptionList';
