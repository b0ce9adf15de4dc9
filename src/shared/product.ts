/** The product's name, shown in the header, the title and the create button. */
export const PRODUCT_NAME = 'Moonlit Tales';
