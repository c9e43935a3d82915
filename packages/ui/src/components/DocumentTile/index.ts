export { DocumentTile, type DocumentTileProps } from './DocumentTile';
