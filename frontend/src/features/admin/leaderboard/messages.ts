// The leaderboard admin's toasts (spec §8) and the delete confirmations (spec §5).
import { defineMessages } from 'react-intl';

export const toastMessages = defineMessages({
  error: { id: 'admin.leaderboard.toast.error', defaultMessage: 'Error' },
  venueCreated: { id: 'admin.leaderboard.toast.venueCreated', defaultMessage: 'Venue Created' },
  venueUpdated: { id: 'admin.leaderboard.toast.venueUpdated', defaultMessage: 'Venue Updated' },
  venueDeleted: { id: 'admin.leaderboard.toast.venueDeleted', defaultMessage: 'Venue Deleted' },
  entryCreated: { id: 'admin.leaderboard.toast.entryCreated', defaultMessage: 'Entry Created' },
  entryUpdated: { id: 'admin.leaderboard.toast.entryUpdated', defaultMessage: 'Entry Updated' },
  entryDeleted: { id: 'admin.leaderboard.toast.entryDeleted', defaultMessage: 'Entry Deleted' },
  venueCreateFailed: { id: 'admin.leaderboard.toast.venueCreateFailed', defaultMessage: 'Failed to create venue.' },
  venueUpdateFailed: { id: 'admin.leaderboard.toast.venueUpdateFailed', defaultMessage: 'Failed to update venue.' },
  venueDeleteFailed: { id: 'admin.leaderboard.toast.venueDeleteFailed', defaultMessage: 'Failed to delete venue.' },
  entryCreateFailed: { id: 'admin.leaderboard.toast.entryCreateFailed', defaultMessage: 'Failed to create leaderboard entry.' },
  entryUpdateFailed: { id: 'admin.leaderboard.toast.entryUpdateFailed', defaultMessage: 'Failed to update leaderboard entry.' },
  entryDeleteFailed: { id: 'admin.leaderboard.toast.entryDeleteFailed', defaultMessage: 'Failed to delete leaderboard entry.' },
});

export const confirmMessages = defineMessages({
  deleteVenueTitle: { id: 'admin.leaderboard.confirm.deleteVenueTitle', defaultMessage: 'Delete Venue' },
  deleteVenue: {
    id: 'admin.leaderboard.confirm.deleteVenue',
    defaultMessage: 'Are you sure you want to delete this venue? This will also delete all related leaderboard entries.',
  },
  deleteEntryTitle: { id: 'admin.leaderboard.confirm.deleteEntryTitle', defaultMessage: 'Delete Entry' },
  deleteEntry: {
    id: 'admin.leaderboard.confirm.deleteEntry',
    defaultMessage: 'Are you sure you want to delete this leaderboard entry?',
  },
  delete: { id: 'admin.leaderboard.confirm.delete', defaultMessage: 'Delete' },
  deleting: { id: 'admin.leaderboard.confirm.deleting', defaultMessage: 'Deleting...' },
});
