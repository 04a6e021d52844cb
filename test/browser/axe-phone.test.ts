import { PHONE } from './harness';
import { axeEveryPage } from './axe-pages';

axeEveryPage('phone', PHONE, ['fi'], 'odd');
