/** Dialog widths (data-modules spec §2, §9): 600px, 500px for a choose dialog. */
export const DIALOG_WIDTH = 600;
export const CHOOSE_DIALOG_WIDTH = 500;
