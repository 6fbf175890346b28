/** Labels shared by the PDF screens, and the line a PDF tab shows while its file arrives. */
export const PDF_TEXTS = {
  sectionsLabel: 'PDF Generator',
  generatorTab: 'Study Guide',
  historyTab: 'PDF History',
  view: 'View',
  download: 'Download',
  delete: 'Delete',
  viewLabel: (title: string) => `View ${title}`,
  downloadLabel: (title: string) => `Download ${title}`,
  deleteLabel: (title: string) => `Delete ${title}`,
  opening: 'Opening your PDF...',
} as const;
