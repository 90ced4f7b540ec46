/** My enterprise: linked from the Merchants tab and the company page (its own file, so neither loads the page nor the screen table). */
export const MY_COMPANY_PATH = '/pages/shop/company';
