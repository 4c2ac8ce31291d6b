/** Help and legal links of the auth layout and the user menu. */
export const HELP_URL = 'https://help.alcloud.cn';
export const RECORD_NUMBER = '粤ICP备2021000000号';
