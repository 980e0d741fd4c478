// The props of the lazily loaded "go to a date" dialog: shared by its loader and the dialog,
// so that the dialog does not import back into the file that loads it.
export interface JumpToDateProps {
  open: boolean;
  chatId: string;
  onClose: () => void;
}
