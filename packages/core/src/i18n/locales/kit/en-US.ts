/** Texts of the `kit` namespace in en-US: the shared pieces of the member screens. */
export const kitEnUS = {
  loadFailed: 'This could not be loaded.',
  moreInfo: 'More information',
  copyFailed: 'Copying is not allowed here. Select the text and copy it yourself.',
  leaveTitle: 'Leave without saving?',
  leaveText: 'Your changes have not been saved and will be lost if you leave this page.',
  leave: 'Leave',
  stay: 'Stay',
  showTable: 'Show as table',
  showChart: 'Show as chart',
  absent: 'Not available',
} as const;
