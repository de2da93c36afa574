// What other features use of the specialised catalogues: the address of a catalogue's PDF.
export { cataloguePdfUrl } from './catalogue-download'
