// The content admin's toasts (spec §8) and confirmation (spec §2).
import { defineMessages, type MessageDescriptor } from 'react-intl';

export function untyped<K extends string>(messages: Record<K, MessageDescriptor>): Record<K, MessageDescriptor> {
  return messages;
}

export const contentMessages = untyped(
  defineMessages({
    error: { id: 'admin.content.toast.error', defaultMessage: 'Error' },
    added: { id: 'admin.content.toast.added', defaultMessage: 'Content Added' },
    addedText: { id: 'admin.content.toast.addedText', defaultMessage: 'New content has been added and processed successfully.' },
    alreadyThere: { id: 'admin.content.toast.alreadyThere', defaultMessage: 'Already in the Knowledge Base' },
    alreadyThereText: {
      id: 'admin.content.toast.alreadyThereText',
      defaultMessage: 'This content is already in the knowledge base, so nothing was added.',
    },
    addFailed: { id: 'admin.content.toast.addFailed', defaultMessage: 'Failed to add content.' },
    deleted: { id: 'admin.content.toast.deleted', defaultMessage: 'Content Deleted' },
    deletedText: {
      id: 'admin.content.toast.deletedText',
      defaultMessage: 'Content source and associated chunks have been deleted successfully.',
    },
    deleteFailed: { id: 'admin.content.toast.deleteFailed', defaultMessage: 'Failed to delete content source.' },
    confirmTitle: { id: 'admin.content.confirm.title', defaultMessage: 'Delete Content Source' },
    confirmText: {
      id: 'admin.content.confirm.text',
      defaultMessage: 'Are you sure you want to delete "{title}" and all its associated content chunks?',
    },
    confirmDelete: { id: 'admin.content.confirm.delete', defaultMessage: 'Delete' },
    deleting: { id: 'admin.content.confirm.deleting', defaultMessage: 'Deleting...' },
  }),
);
