import { DESKTOP } from './harness';
import { axeEveryPage } from './axe-pages';

axeEveryPage('desktop', DESKTOP, ['en', 'fi'], 'even');
