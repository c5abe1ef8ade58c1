/** Dialog widths: 600px, and 500px for a dialog that asks to choose (the radio choice). */
export const DIALOG_WIDTH = 600;
export const CHOOSE_DIALOG_WIDTH = 500;
